// The absences' first page (001 §2 naptar.html): the HR month grid of one institution — a row
// per employee, a column per day with weekends, holidays and swapped days shaded, the absences
// and day offs as links to their records on their first day (covered days shaded). The grid
// scrolls inside its own box; the names stay at the left edge. People come a page at a time and
// can be searched by name (a school of 2,000 is more than a screen; DESIGN.md "Absences").
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Group, Loader, Select, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { trpc } from '../../../api/trpc.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { Pagination } from '../../../ui/Pagination.tsx';
import { listQuery, useListState } from '../../../ui/useListState.ts';
import { formatDate } from '../../../ui/formatters.ts';
import { MonthNavigation } from '../../../ui/MonthNavigation.tsx';
import { HU_WEEKDAYS_SHORT, dayLabel, monthTitle, weekdayOf } from '../../../ui/calendarMonth.ts';
import { stateLabel } from '@etanker/shared/states.ts';
import { DAY_BACKGROUND, entriesByPersonDay, entryBackground, startsHere, type TGridEntry } from './monthGrid.ts';
import { NEW_PATH } from './paths.ts';

const BORDER = '1px solid var(--mantine-color-gray-3)';
const NAME_STYLE = {
  position: 'sticky' as const,
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  border: BORDER,
  padding: '2px 6px',
  textAlign: 'left' as const,
};

function entryText(entry: TGridEntry, name: string) {
  const kind = entry.type === 'absence' ? 'Távollét' : 'Szabadság';
  return `${name}: ${kind}, ${entry.title}, ${entry.start_date} – ${entry.end_date} (${entry.reference_number}, ${stateLabel(entry.state, 'pending')})`;
}

function Legend() {
  const item = (background: string, text: string) => (
    <Group gap={4} wrap="nowrap">
      <span aria-hidden style={{ display: 'inline-block', width: 14, height: 14, background, border: BORDER }} />
      <Text size="xs">{text}</Text>
    </Group>
  );
  return (
    <Group gap="md">
      {item(entryBackground({ type: 'absence', state: 'closed_positive' } as TGridEntry), 'Távollét (jóváhagyott)')}
      {item(entryBackground({ type: 'absence', state: 'pending' } as TGridEntry), 'Távollét (folyamatban)')}
      {item(entryBackground({ type: 'day_off', state: 'closed_positive' } as TGridEntry), 'Szabadság (jóváhagyott)')}
      {item(entryBackground({ type: 'day_off', state: 'pending' } as TGridEntry), 'Szabadság (folyamatban)')}
      {item(DAY_BACKGROUND.weekend!, 'Hétvége')}
      {item(DAY_BACKGROUND.holiday!, 'Ünnepnap, pihenőnap')}
      {item(DAY_BACKGROUND.swapped_workday!, 'Áthelyezett munkanap')}
    </Group>
  );
}

export function AbsenceCalendar() {
  const today = formatDate(new Date());
  const [shown, setShown] = useState<{ year: number; month: number; institution?: number }>({
    year: Number(today.slice(0, 4)),
    month: Number(today.slice(5, 7)),
  });
  usePageTitle('Távolléti jelentő');
  const [knownTotal, setKnownTotal] = useState<number | undefined>(undefined);
  const people = useListState(knownTotal);
  const [search] = useDebouncedValue(people.search, 300);
  const answer = trpc.absences.calendar.useQuery(
    { ...shown, ...listQuery(search, people.page, people.pageSize, {}) },
    { placeholderData: (previous) => previous },
  );
  const grid = answer.data;
  if (grid && grid.total !== knownTotal) setKnownTotal(grid.total);
  const byPerson = grid ? entriesByPersonDay(grid.absences, grid.days) : new Map<number, Map<string, TGridEntry[]>>();
  const firstDay = grid?.days[0]?.date ?? '';
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Távolléti jelentő
        </Title>
        {grid?.can_create && (
          <Button component={Link} to={NEW_PATH}>
            Új távollét
          </Button>
        )}
      </Group>
      {grid && grid.institutions.length > 1 && (
        <Select
          label="Intézmény"
          maw={480}
          allowDeselect={false}
          data={grid.institutions.map((i) => ({ value: String(i.id), label: i.name }))}
          value={String(grid.institution)}
          onChange={(value) => {
            if (!value) return;
            setShown({ ...shown, institution: Number(value) });
            people.setPage(1);
          }}
        />
      )}
      <MonthNavigation year={shown.year} month={shown.month} today={today} onMonthChange={(year, month) => setShown({ ...shown, year, month })} />
      <Group gap="sm">
        <TextInput
          placeholder="Keresés név szerint"
          aria-label="Keresés név szerint"
          value={people.search}
          onChange={(event) => people.setSearch(event.currentTarget.value)}
          w={260}
          maw="100%"
        />
        {answer.isFetching && !answer.isLoading ? <Loader size="xs" aria-label="Betöltés" /> : null}
      </Group>
      {answer.error ? <Alert color="red">A naptár nem tölthető be.</Alert> : null}
      {answer.isLoading ? <Loader size="sm" aria-label="Betöltés" /> : null}
      {grid && (
        // A phone scrolls the grid sideways in this box: keyboard users reach it by Tab (axe
        // scrollable-region-focusable), since a page of people may hold no absence link.
        <div
          tabIndex={0}
          role="region"
          aria-label={`Távollétek görgethető táblázata, ${monthTitle(shown.year, shown.month)}`}
          style={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}
        >
          <table
            aria-label={`Távollétek, ${monthTitle(shown.year, shown.month)}`}
            style={{ borderCollapse: 'collapse', fontSize: 'var(--mantine-font-size-xs)' }}
          >
            <thead>
              <tr>
                <th scope="col" style={{ ...NAME_STYLE, zIndex: 2, minWidth: 150 }}>
                  Dolgozó
                </th>
                {grid.days.map((day) => (
                  <th
                    key={day.date}
                    scope="col"
                    title={day.name ? `${dayLabel(day.date)}: ${day.name}` : dayLabel(day.date)}
                    data-day-kind={day.kind}
                    style={{ minWidth: 30, border: BORDER, padding: 2, background: DAY_BACKGROUND[day.kind], fontWeight: day.date === today ? 800 : 500 }}
                  >
                    <VisuallyHidden>{dayLabel(day.date)}</VisuallyHidden>
                    <span aria-hidden>
                      {Number(day.date.slice(8))}
                      <br />
                      {HU_WEEKDAYS_SHORT[weekdayOf(day.date)]}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {grid.users.map((user) => (
                <tr key={user.id}>
                  <th scope="row" style={{ ...NAME_STYLE, fontWeight: 500, whiteSpace: 'nowrap' }}>
                    {user.name}
                  </th>
                  {grid.days.map((day) => {
                    const here = byPerson.get(user.id)?.get(day.date) ?? [];
                    return (
                      <td
                        key={day.date}
                        data-date={day.date}
                        style={{
                          border: BORDER,
                          padding: 1,
                          height: 28,
                          textAlign: 'center',
                          background: here[0] ? entryBackground(here[0]) : DAY_BACKGROUND[day.kind],
                        }}
                      >
                        {here
                          .filter((entry) => startsHere(entry, day.date, firstDay))
                          .map((entry) => (
                            <Link key={entry.id} to={entry.url} aria-label={entryText(entry, user.name)} title={entryText(entry, user.name)}>
                              {entry.type === 'absence' ? 'T' : 'Sz'}
                            </Link>
                          ))}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          {grid.users.length === 0 && (
            <Text size="sm">{search.trim() ? 'Nincs a keresésnek megfelelő dolgozó.' : 'Ebben a hónapban nincs dolgozó az intézményben.'}</Text>
          )}
        </div>
      )}
      {grid && grid.total > 0 && (
        <Pagination page={people.page} pageSize={people.pageSize} total={grid.total} onPage={people.setPage} onPageSize={people.setPageSize} />
      )}
      <Legend />
      <Text size="xs">„T”: távollét, „Sz”: szabadság — a bejegyzés első napján, a bejegyzésre mutat.</Text>
    </Stack>
  );
}
