// The month as an agenda on a phone, where seven columns of 50 px would break words into letter
// blocks: the month's days that hold events or are named (holidays, swapped working days), each
// with its name as a heading and its events below in full width.
import { Stack, Text, Title } from '@mantine/core';
import { useWorkingDays, workingDayInfo } from './useWorkingDays.ts';
import { dayLabel, eventsByDay, monthTitle, monthWeeks, type TCalendarEvent } from './calendarMonth.ts';
import { CalendarEventLink } from './CalendarEventLink.tsx';

interface TProps {
  year: number;
  month: number;
  events: readonly TCalendarEvent[];
  today: string;
}

export function CalendarAgenda({ year, month, events, today }: TProps) {
  const workingDays = useWorkingDays();
  const byDay = eventsByDay(events);
  const days = monthWeeks(year, month)
    .flat()
    .filter((day) => day.inMonth)
    .map((day) => ({ date: day.date, info: workingDayInfo(workingDays, day.date, day.weekday), events: byDay.get(day.date) ?? [] }))
    .filter((day) => day.events.length > 0 || day.info.name);
  return (
    <section aria-label={monthTitle(year, month)} data-agenda="true">
      {days.length === 0 && <Text c="gray.7">Ebben a hónapban nincs esemény.</Text>}
      <Stack gap="sm">
        {days.map((day) => (
          <div key={day.date} data-date={day.date} aria-current={day.date === today ? 'date' : undefined}>
            <Title order={3} size="h5">
              {dayLabel(day.date)}
            </Title>
            {day.info.name && (
              <Text size="sm" c={day.info.kind === 'swapped_workday' ? 'dark.6' : 'red.9'} fw={600}>
                {day.info.name}
              </Text>
            )}
            <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
              {day.events.map((e) => (
                <li key={`${e.id} ${e.start} ${e.title}`}>
                  <CalendarEventLink event={e} day={day.date} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Stack>
    </section>
  );
}
