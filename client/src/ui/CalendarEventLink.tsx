// One event of a calendar day: its times ('08:00–10:00') and title as a link to its record. A
// booking not yet approved is outlined with a dashed border and says so; an approved one is filled.
import { Link } from 'react-router-dom';
import { eventTime, isPending, PENDING_LABEL, type TCalendarEvent } from './calendarMonth.ts';

const HELD = {
  display: 'block',
  padding: '1px 4px',
  borderRadius: 4,
  background: 'var(--mantine-color-blue-0)',
  border: '1px solid var(--mantine-color-blue-3)',
};
const PENDING = { ...HELD, background: 'transparent', border: '1px dashed var(--mantine-color-gray-6)' };

export function CalendarEventLink({ event, day }: { event: TCalendarEvent; day: string }) {
  const time = eventTime(event, day);
  const pending = isPending(event);
  return (
    <Link to={event.url} title={`${event.title} (${event.start} – ${event.end})`} data-pending={pending ? 'true' : undefined} style={pending ? PENDING : HELD}>
      {time && <span style={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{time} </span>}
      {event.title}
      {pending && <span style={{ fontStyle: 'italic' }}> ({PENDING_LABEL})</span>}
    </Link>
  );
}
