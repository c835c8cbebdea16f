// The month list (001 §2: timesheets are listed per month): the employees the caller sees with an
// employment in the month, their worked time and days against the month's working days.
import { useState } from 'react';
import { Anchor, Badge, Group, Loader, Paper, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { trpc } from '../../../api/trpc.ts';
import { Pagination } from '../../../ui/Pagination.tsx';
import { SearchSelect } from '../../../ui/SearchSelect.tsx';
import { listQuery, useListState } from '../../../ui/useListState.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { MonthStepper } from './MonthStepper.tsx';
import { formatHours, monthFromSearch, monthInput } from './month.ts';
import { detailPath } from './paths.ts';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

const institutionsOf = (row: { institutions: { name: string }[] }) => row.institutions.map((i) => i.name).join(', ');

export function TimesheetList() {
  usePageTitle('Munkaidő-nyilvántartás');
  const [linkQuery] = useSearchParams();
  // Kept in the page (a query change would remount the list); the link from a person's month brings it.
  const [shown, setShown] = useState(() => monthFromSearch(linkQuery));
  const [knownTotal, setKnownTotal] = useState<number | undefined>(undefined);
  const state = useListState(knownTotal);
  const [search] = useDebouncedValue(state.search, 300);
  const institutions = trpc.timesheets.filters.useQuery().data?.institution.choices ?? [];
  const institution = typeof state.filters.institution === 'string' ? Number(state.filters.institution) : undefined;
  const list = trpc.timesheets.list.useQuery(
    { ...monthInput(shown), ...listQuery(search, state.page, state.pageSize, institution ? { institution } : {}) },
    { placeholderData: keepPreviousData },
  );
  const total = list.data?.total;
  if (total !== knownTotal) setKnownTotal(total);
  const rows = list.data?.data ?? [];
  const changeMonth = (next: typeof shown) => {
    setShown(next);
    state.setPage(1);
  };
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={1} size="h2">
          Munkaidő-nyilvántartás
        </Title>
        <MonthStepper shown={shown} onChange={changeMonth} />
      </Group>
      <Group align="flex-end" mb="md" gap="sm">
        <TextInput placeholder="Keresés" aria-label="Keresés" value={state.search} onChange={(event) => state.setSearch(event.currentTarget.value)} w={240} />
        {institutions.length > 1 && (
          <SearchSelect
            aria-label="Intézmény"
            placeholder="Intézmény"
            data={institutions.map((choice) => ({ value: String(choice.value), label: choice.label }))}
            value={typeof state.filters.institution === 'string' ? state.filters.institution : null}
            onChange={(next) => state.setFilter('institution', next)}
            w={280}
          />
        )}
        {list.isFetching && <Loader size="xs" />}
      </Group>
      {list.data && (
        <Text size="sm" mb="xs">
          A hónap munkanapjai: <b>{list.data.working_days}</b>
        </Text>
      )}
      <Table.ScrollContainer minWidth={340}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Név</Table.Th>
              <Table.Th visibleFrom="sm">Intézmény</Table.Th>
              <Table.Th>Ledolgozott idő (óra:perc)</Table.Th>
              <Table.Th>Munkában töltött napok</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-row-id={row.id}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Anchor component={Link} to={detailPath(row.id, shown)}>
                      {row.name}
                    </Anchor>
                    {row.has_open_entry && (
                      <Badge color="green" variant="light" size="sm" style={{ flexShrink: 0 }}>
                        Munkában
                      </Badge>
                    )}
                  </Group>
                  {/* On a phone the institution goes under the name, so the figures fit beside it. */}
                  <Text size="xs" c="gray.7" hiddenFrom="sm">
                    {institutionsOf(row)}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">{institutionsOf(row)}</Table.Td>
                <Table.Td style={NOWRAP}>{formatHours(row.worked_minutes)}</Table.Td>
                <Table.Td style={NOWRAP}>
                  {row.worked_days} / {list.data?.working_days}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!list.isLoading && rows.length === 0 && (
        <Text c="gray.7" ta="center" py="md">
          Nincs találat.
        </Text>
      )}
      <Pagination page={state.page} pageSize={state.pageSize} total={total ?? 0} onPage={state.setPage} onPageSize={state.setPageSize} />
    </Paper>
  );
}
