// A validity date (MOT, highway sticker) is valid through its last day in Budapest; from the
// next day it is expired (the server answers the same as `*_expired`).
export const budapestToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Budapest' });

export const isExpired = (validTill: unknown, today = budapestToday()) => typeof validTill === 'string' && validTill !== '' && validTill < today;
