// The month screen of the calendar kind: Monday first, Hungarian names, public holidays and
// decreed rest days / worked Saturdays marked,
// events as links to their records; below the sm breakpoint (a phone) the agenda of the month's
// days instead, as seven columns there break words into letter blocks. Keyboard: arrows move between days (into the next or
// previous month too), Page Up/Down change the month, Enter opens the day's first event.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Text, VisuallyHidden, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { HU_WEEKDAYS, HU_WEEKDAYS_SHORT, addDays, dayLabel, eventsByDay, monthTitle, monthWeeks, shiftMonth, type TCalendarEvent } from './calendarMonth.ts';
import { MonthNavigation } from './MonthNavigation.tsx';
import { CalendarAgenda } from './CalendarAgenda.tsx';
import { CalendarEventLink } from './CalendarEventLink.tsx';
import { useWorkingDays, workingDayInfo } from './useWorkingDays.ts';

interface TProps {
  year: number;
  month: number;
  events: readonly TCalendarEvent[];
  /** today as 'YYYY-MM-DD' (Budapest) */
  today: string;
  onMonthChange: (year: number, month: number) => void;
  onOpen: (url: string) => void;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

const dayStyle = (inMonth: boolean, restDay: boolean) => ({
  verticalAlign: 'top' as const,
  height: 88,
  padding: 4,
  border: '1px solid var(--mantine-color-gray-3)',
  background: restDay ? 'var(--mantine-color-red-0)' : undefined,
  opacity: inMonth ? 1 : 0.55,
  overflowWrap: 'break-word' as const,
  hyphens: 'auto' as const,
});

export function CalendarMonth({ year, month, events, today, onMonthChange, onOpen }: TProps) {
  const monthKey = `${year}-${String(month).padStart(2, '0')}`;
  const [focused, setFocused] = useState(() => (today.startsWith(monthKey) ? today : `${monthKey}-01`));
  const [focusOnRender, setFocusOnRender] = useState(false);
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const phone = useMediaQuery(`(max-width: ${useMantineTheme().breakpoints.sm})`, false, { getInitialValueInEffect: false });
  // A month changed from outside (buttons) moves the focus into it.
  if (!focused.startsWith(monthKey)) setFocused(today.startsWith(monthKey) ? today : `${monthKey}-01`);

  useEffect(() => {
    if (focusOnRender) cells.current.get(focused)?.focus();
  }, [focused, focusOnRender]);

  const weeks = monthWeeks(year, month);
  const workingDays = useWorkingDays();
  const byDay = eventsByDay(events);

  function moveTo(date: string) {
    setFocusOnRender(true);
    setFocused(date);
    if (!date.startsWith(monthKey)) onMonthChange(Number(date.slice(0, 4)), Number(date.slice(5, 7)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableCellElement>, date: string) {
    if (event.key in KEY_STEPS) {
      event.preventDefault();
      moveTo(addDays(date, KEY_STEPS[event.key]));
    } else if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      const next = shiftMonth(year, month, event.key === 'PageUp' ? -1 : 1);
      moveTo(`${next.year}-${String(next.month).padStart(2, '0')}-01`);
    } else if (event.key === 'Enter' && event.target === event.currentTarget) {
      const first = byDay.get(date)?.[0];
      if (first) {
        event.preventDefault();
        onOpen(first.url);
      }
    }
  }

  return (
    <div style={{ overflowX: 'auto' }}>
      <MonthNavigation year={year} month={month} today={today} onMonthChange={onMonthChange} />
      {phone ? (
        <CalendarAgenda year={year} month={month} events={events} today={today} />
      ) : (
        <table role="grid" aria-label={monthTitle(year, month)} style={{ width: '100%', minWidth: 320, borderCollapse: 'collapse', tableLayout: 'fixed' }}>
          <thead>
            <tr>
              {HU_WEEKDAYS_SHORT.map((short, i) => (
                <th key={short} scope="col" abbr={HU_WEEKDAYS[i]} title={HU_WEEKDAYS[i]}>
                  {short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0].date}>
                {week.map((day) => {
                  const info = workingDayInfo(workingDays, day.date, day.weekday);
                  const restful = info.kind === 'holiday' || info.kind === 'rest_day' || info.kind === 'weekend';
                  const dayEvents = byDay.get(day.date) ?? [];
                  return (
                    <td
                      key={day.date}
                      ref={(el) => {
                        if (el) cells.current.set(day.date, el);
                        else cells.current.delete(day.date);
                      }}
                      role="gridcell"
                      tabIndex={day.date === focused ? 0 : -1}
                      aria-current={day.date === today ? 'date' : undefined}
                      data-date={day.date}
                      data-holiday={info.kind === 'holiday' ? 'true' : undefined}
                      data-day-kind={info.kind}
                      data-weekend={day.weekday >= 5 ? 'true' : undefined}
                      data-outside={day.inMonth ? undefined : 'true'}
                      style={dayStyle(day.inMonth, restful)}
                      onKeyDown={(e) => onKeyDown(e, day.date)}
                      onFocus={() => setFocused(day.date)}
                    >
                      <VisuallyHidden>{dayLabel(day.date)}</VisuallyHidden>
                      <Text size="sm" fw={day.date === today ? 700 : 400} aria-hidden>
                        {day.day}
                      </Text>
                      {info.name && (
                        <Text size="xs" c={info.kind === 'swapped_workday' ? 'dark.6' : 'red.9'} fw={600}>
                          {info.name}
                        </Text>
                      )}
                      <ul style={{ listStyle: 'none', margin: 0, padding: 0, fontSize: 'var(--mantine-font-size-xs)', display: 'grid', gap: 2 }}>
                        {dayEvents.map((e) => (
                          <li key={`${e.id} ${e.start} ${e.title}`}>
                            <CalendarEventLink event={e} day={day.date} />
                          </li>
                        ))}
                      </ul>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
