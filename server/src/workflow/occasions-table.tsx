// The occasions of a booking (workflow/occasions.ts) as a table of its document, in the frame of
// pdf/frame.tsx (rents, room bookings).
import { formatDate } from '@etanker/shared/format.ts';
import { isAllDay, occasionDates, OCCASION_TYPES, type TOccasion } from './occasions.ts';

const WEEKDAYS = ['hétfő', 'kedd', 'szerda', 'csütörtök', 'péntek', 'szombat', 'vasárnap'];

/** An occasion line as a record answers it. */
export type TOccasionRow = TOccasion & { id: number };

/** The occasions of a booking in its period: a one-time one by its date, a weekly one by its day
 * with the number of dates it falls on. */
export function OccasionsTable(props: { occasions: readonly TOccasionRow[]; start: string; end: string }) {
  const when = (o: TOccasionRow) =>
    o.type === 'weekly' ? `minden ${WEEKDAYS[(o.day_of_the_week ?? 1) - 1]} (${occasionDates(o, props.start, props.end).length} alkalom)` : formatDate(o.date);
  return (
    <table>
      <thead>
        <tr>
          <th>Típus</th>
          <th>Időpont</th>
          <th>Idő</th>
        </tr>
      </thead>
      <tbody>
        {props.occasions.map((o) => (
          <tr key={o.id}>
            <td>{OCCASION_TYPES[o.type]}</td>
            <td>{when(o)}</td>
            <td>{isAllDay(o) ? 'egész nap' : `${o.start_time}–${o.end_time}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
