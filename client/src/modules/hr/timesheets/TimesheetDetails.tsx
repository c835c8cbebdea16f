// One employee's month (001 §2: timesheets are shown per employee): totals against the month's
// working days, the periods with their working-time marks (000 §9 settings), starting and
// closing a period, and HR's correction of an entry in an open month.
import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { trpc } from '../../../api/trpc.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { EntryDialog, type TEntryDialog } from './EntryDialog.tsx';
import { Entries } from './Entries.tsx';
import { MonthStepper } from './MonthStepper.tsx';
import { formatHours, monthFromSearch, monthInput, monthSearch, type TYearMonth } from './month.ts';
import { listPath } from './paths.ts';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

export function TimesheetDetails({ id }: { id: number }) {
  const [params, setParams] = useSearchParams();
  const shown = monthFromSearch(params);
  const answer = trpc.timesheets.get.useQuery({ id, ...monthInput(shown) }, { placeholderData: keepPreviousData });
  const [dialog, setDialog] = useState<TEntryDialog | null>(null);
  const data = answer.data;
  usePageTitle(data ? `${data.name} munkaideje` : 'Munkaidő-nyilvántartás');
  const changeMonth = (next: TYearMonth) => setParams(monthSearch(next), { replace: true });

  if (answer.error) return <Alert color="red">{answer.error.data?.httpStatus === 404 ? 'Nem található.' : 'A munkaidő-nyilvántartás nem tölthető be.'}</Alert>;
  if (!data) return <Loader size="sm" aria-label="Betöltés" />;
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <div>
            <Title order={1} size="h2">
              {data.name}
            </Title>
            <Text size="sm" c="gray.7">
              {data.institutions.map((i) => i.name).join(', ') || 'Nincs munkaviszonya ebben a hónapban'}
            </Text>
          </div>
          <Anchor component={Link} to={listPath(shown)}>
            Vissza a listához
          </Anchor>
        </Group>
        <Group justify="space-between" gap="sm">
          <MonthStepper shown={shown} onChange={changeMonth} />
          <Group gap="xs">
            {data.can_start && <Button onClick={() => setDialog({ kind: 'start' })}>Munkaidő kezdése</Button>}
            {data.can_close && data.open_entry && (
              <Button color="green" onClick={() => setDialog({ kind: 'close', start_date: data.open_entry!.start_date })}>
                Munkaidő befejezése
              </Button>
            )}
          </Group>
        </Group>
        {data.open_entry && (
          <Alert color="green" title="Folyamatban lévő munkaidő">
            Kezdete: {data.open_entry.start_date}
          </Alert>
        )}
        <SimpleGrid cols={3} spacing="xs">
          <Figure label="Ledolgozott idő (óra:perc)" value={formatHours(data.worked_minutes)} />
          <Figure label="Munkában töltött napok" value={String(data.worked_days)} />
          <Figure label="A hónap munkanapjai" value={String(data.working_days)} />
        </SimpleGrid>
        {data.month_closed && (
          <Text size="sm" c="gray.7">
            Ez a hónap lezárult: bejegyzései már nem javíthatók.
          </Text>
        )}
        <Entries entries={data.timesheet_entries} canEdit={data.can_edit} onEdit={(entry) => setDialog({ kind: 'edit', entry })} />
        {data.timesheet_entries.length === 0 && (
          <Text c="gray.7" ta="center" py="md">
            Ebben a hónapban nincs bejegyzés.
          </Text>
        )}
      </Stack>
      {dialog && <EntryDialog userId={id} dialog={dialog} onClose={() => setDialog(null)} />}
    </Paper>
  );
}
