// The overview's default year and the demo's months: the calendar of Budapest, not the server's zone.
const part = (option: 'year' | 'month') => Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Budapest', [option]: 'numeric' }).format(new Date()));

export const currentYear = () => part('year');
export const currentMonth = () => part('month');
