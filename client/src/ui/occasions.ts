// A booking's occasions (rents, room bookings) as the form edits them: a one-time occasion has
// its date, a weekly one its day of the week; 08:00–08:00 (the default) is the whole day. The
// total is the server's.

export interface TOccasionLine {
  /** the server's id of a stored occasion: kept, so it is updated in place */
  id?: number;
  type: 'one_time' | 'weekly';
  date: string | null;
  day_of_the_week: number | null;
  start_time: string;
  end_time: string;
}

export const ALL_DAY = '08:00';
/** The times an occasion takes when it stops being a whole day. */
export const WORKDAY_HOURS = { start_time: '08:00', end_time: '16:00' } as const;
export const WEEKDAYS = ['Hétfő', 'Kedd', 'Szerda', 'Csütörtök', 'Péntek', 'Szombat', 'Vasárnap'];

export const newOccasion = (): TOccasionLine => ({ type: 'one_time', date: null, day_of_the_week: null, start_time: ALL_DAY, end_time: ALL_DAY });

export const isWholeDay = (line: Pick<TOccasionLine, 'start_time' | 'end_time'>) => line.start_time === ALL_DAY && line.end_time === ALL_DAY;

/** Server occasions (or lines already edited) → editable lines. */
export function toOccasionLines(value: unknown): TOccasionLine[] {
  if (!Array.isArray(value)) return [];
  return value.map((o: Record<string, unknown>) => ({
    ...(typeof o.id === 'number' ? { id: o.id } : {}),
    type: o.type === 'weekly' ? 'weekly' : 'one_time',
    date: typeof o.date === 'string' ? o.date : null,
    day_of_the_week: typeof o.day_of_the_week === 'number' ? o.day_of_the_week : null,
    start_time: typeof o.start_time === 'string' ? o.start_time : ALL_DAY,
    end_time: typeof o.end_time === 'string' ? o.end_time : ALL_DAY,
  }));
}

/** The occasions as the server takes them: a one-time occasion without a day, a weekly one without a date. */
export const occasionsPayload = (lines: readonly TOccasionLine[]) =>
  lines.map((o) => ({ ...o, date: o.type === 'one_time' ? o.date : null, day_of_the_week: o.type === 'weekly' ? o.day_of_the_week : null }));
