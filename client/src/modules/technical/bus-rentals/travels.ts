// A bus rental's legs as the form edits them and as the server takes them back, and the leg
// rules the server applies (server/src/modules/technical/bus-rentals/rules.ts), checked early.
export interface TTravelLine {
  /** the server's id of a stored leg: kept, so the leg is updated in place */
  id?: number;
  from: string;
  to: string;
  /** 'YYYY-MM-DD HH:mm' Budapest */
  departure: string | null;
  person_count: number | null;
  note: string;
}

export const NEW_TRAVEL: TTravelLine = { from: '', to: '', departure: null, person_count: null, note: '' };

export const toTravelLines = (value: unknown): TTravelLine[] => (Array.isArray(value) ? (value as TTravelLine[]) : []);

export const travelsPayload = (lines: readonly TTravelLine[]) =>
  lines.map((line) => ({
    ...(line.id === undefined ? {} : { id: line.id }),
    from: line.from,
    to: line.to,
    departure: line.departure,
    person_count: line.person_count,
    note: line.note,
  }));

/** The rental's form values the legs depend on. */
interface TTrip {
  pickup_date?: unknown;
  return_date?: unknown;
  person_count?: unknown;
}

/** The message of a leg's departure outside the trip's days, or of more people than the rental's. */
export function legWarnings(line: TTravelLine, trip: TTrip): { departure?: string; person_count?: string } {
  const day = line.departure?.slice(0, 10);
  const out: { departure?: string; person_count?: string } = {};
  // No return day: the trip ends on its last leg's day, as the server reads it, so only a leg before the pickup day is outside.
  const last = typeof trip.return_date === 'string' && trip.return_date ? trip.return_date : null;
  if (day && typeof trip.pickup_date === 'string' && (day < trip.pickup_date || (last !== null && day > last))) {
    out.departure = 'Az útszakasz indulása az utazás napjaira (indulás napja – hazaérkezés napja) essen.';
  }
  if (line.person_count !== null && typeof trip.person_count === 'number' && line.person_count > trip.person_count) {
    out.person_count = 'Az útszakasz létszáma nem lehet több a bérlés létszámánál.';
  }
  return out;
}
