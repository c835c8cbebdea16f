// A month's periods: a table on a desk, one card per period on a phone (the table's seven
// columns do not fit 390 px). The working-time mark comes from the server (000 §9 settings),
// the day's kind (weekend, holiday, decreed swap) from shared/working-days.ts.
import { Badge, Box, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { dayInfo } from '@etanker/shared/working-days.ts';
import { HU_WEEKDAYS, weekdayOf } from '../../../ui/calendarMonth.ts';
import { formatHours } from './month.ts';

export interface TEntryRow {
  id: number;
  start_date: string;
  end_date: string | null;
  minutes: number;
  working_time: 'normal' | 'extended' | 'outside' | null;
  updated_by: { id: number; name: string } | null;
}

interface TProps {
  entries: readonly TEntryRow[];
  canEdit: boolean;
  onEdit: (entry: TEntryRow) => void;
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;

const WORKING_TIME = {
  normal: { label: 'Normál munkaidő', color: 'green' },
  extended: { label: 'Kiterjesztett munkaidő', color: 'yellow' },
  outside: { label: 'Munkaidőn kívül', color: 'red' },
} as const;

/** The clock of a 'YYYY-MM-DD HH:mm' time; the date too when it is not the entry's day. */
const clockOf = (time: string, day: string) => (time.startsWith(day) ? time.slice(11) : time);

function Marks({ entry }: { entry: TEntryRow }) {
  const info = dayInfo(entry.start_date.slice(0, 10));
  const mark = entry.working_time ? WORKING_TIME[entry.working_time] : null;
  const rest = info.kind !== 'workday' && info.kind !== 'swapped_workday';
  return (
    <Group gap={4}>
      {rest && (
        <Badge color="red" variant="light" size="sm" style={{ flexShrink: 0 }}>
          {info.name ?? 'Hétvége'}
        </Badge>
      )}
      {mark && (
        <Badge color={mark.color} variant="light" size="sm" style={{ flexShrink: 0 }}>
          {mark.label}
        </Badge>
      )}
    </Group>
  );
}

function EndCell({ entry, day }: { entry: TEntryRow; day: string }) {
  return entry.end_date ? clockOf(entry.end_date, day) : <Badge color="green">Folyamatban</Badge>;
}

function EditButton({ entry, onEdit }: { entry: TEntryRow; onEdit: TProps['onEdit'] }) {
  return (
    <Button size="xs" variant="default" onClick={() => onEdit(entry)} aria-label={`Javítás: ${entry.start_date}`}>
      Javítás
    </Button>
  );
}

export function Entries({ entries, canEdit, onEdit }: TProps) {
  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nap</Table.Th>
                <Table.Th>Kezdés</Table.Th>
                <Table.Th>Befejezés</Table.Th>
                <Table.Th>Időtartam</Table.Th>
                <Table.Th>Jelölés</Table.Th>
                <Table.Th>Rögzítette</Table.Th>
                {canEdit && <Table.Th aria-label="Műveletek" />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => {
                const day = entry.start_date.slice(0, 10);
                return (
                  <Table.Tr key={entry.id} data-entry-id={entry.id}>
                    <Table.Td style={NOWRAP}>
                      {day} {HU_WEEKDAYS[weekdayOf(day)]}
                    </Table.Td>
                    <Table.Td style={NOWRAP}>{clockOf(entry.start_date, day)}</Table.Td>
                    <Table.Td style={NOWRAP}>
                      <EndCell entry={entry} day={day} />
                    </Table.Td>
                    <Table.Td style={NOWRAP}>{entry.end_date ? formatHours(entry.minutes) : ''}</Table.Td>
                    <Table.Td>
                      <Marks entry={entry} />
                    </Table.Td>
                    <Table.Td>{entry.updated_by?.name ?? ''}</Table.Td>
                    {canEdit && (
                      <Table.Td>
                        <EditButton entry={entry} onEdit={onEdit} />
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack gap="xs" hiddenFrom="sm">
        {entries.map((entry) => {
          const day = entry.start_date.slice(0, 10);
          return (
            <Paper key={entry.id} withBorder p="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2}>
                  <Text size="sm" fw={600}>
                    {day} {HU_WEEKDAYS[weekdayOf(day)]}
                  </Text>
                  <Group gap={6}>
                    <Text size="sm">{clockOf(entry.start_date, day)} –</Text>
                    <Text size="sm" component="div">
                      <EndCell entry={entry} day={day} />
                    </Text>
                    {entry.end_date && (
                      <Text size="sm" c="gray.7">
                        ({formatHours(entry.minutes)})
                      </Text>
                    )}
                  </Group>
                  <Marks entry={entry} />
                </Stack>
                {canEdit && <EditButton entry={entry} onEdit={onEdit} />}
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </>
  );
}
