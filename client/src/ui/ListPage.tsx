import { useState } from 'react';
import { Anchor, Button, Collapse, Group, Paper, Table, TextInput, Title, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { downloadExport } from '../api/rest.ts';
import { toast } from './toasts.ts';
import { formatCell, type TListConfig } from './listConfig.ts';
import { moduleApi } from './moduleApi.ts';
import { Pagination } from './Pagination.tsx';
import { StateBadges } from './StateBadges.tsx';
import { filterQuery, ListFilters, WaitingForMeSwitch } from './ListFilters.tsx';
import { listQuery, useListState } from './useListState.ts';
import { DEFAULT_PAGE_SIZE } from './pagination.ts';
import { usePageTitle } from './usePageTitle.ts';
import { Forbidden, isForbidden } from './Forbidden.tsx';

const WAITING_FOR_ME = 'waiting_for_me';
const SEARCH_DEBOUNCE_MS = 300;
/** Amounts, numbers and dates stay on one line ('189 000 Ft'); the table scrolls in its own box instead. */
const NOWRAP_FORMATS: ReadonlySet<string> = new Set(['money', 'number', 'km', 'date', 'datetime']);
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** The generic list of 000 §2 "Lists in general": search, filters, pagination, export. */
export function ListPage({ config }: { config: TListConfig }) {
  usePageTitle(config.title);
  const api = moduleApi(config.moduleKey);
  const filterOptions = api.filters.useQuery(undefined).data ?? {};
  const [knownTotal, setKnownTotal] = useState<number | undefined>(undefined);
  const [linkQuery] = useSearchParams();
  const state = useListState(knownTotal, Object.fromEntries(linkQuery));
  const [debouncedSearch] = useDebouncedValue(state.search, SEARCH_DEBOUNCE_MS);
  const filters = { ...filterQuery(filterOptions, state.filters), ...config.fixedFilters };
  const list = api.list.useQuery(listQuery(debouncedSearch, state.page, state.pageSize, filters), { placeholderData: keepPreviousData });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const total = list.data?.total;
  // The pagination needs the total before the query is made: kept from the last answer (set
  // while rendering, React's pattern for state that follows a value).
  if (total !== knownTotal) setKnownTotal(total);
  const rows = list.data?.data ?? [];

  const exportList = () => {
    const query = listQuery(debouncedSearch, 1, DEFAULT_PAGE_SIZE, filters);
    const params = new URLSearchParams({ ...Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])), format: 'xlsx' });
    downloadExport(`/api/${config.restBase}/export/?${params}`, `${config.restBase}.xlsx`)
      .then((notice) => notice && toast('info', notice))
      .catch(() => toast('error', 'Az exportálás nem sikerült.'));
  };
  if (isForbidden(list.error)) return <Forbidden />;
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          {config.title}
        </Title>
        <Group gap="xs">
          {config.exportable && (
            <Button variant="default" onClick={exportList}>
              Exportálás
            </Button>
          )}
          {config.newPath && list.data?.can_create && (
            <Button component={Link} to={config.newPath}>
              {config.newLabel ?? 'Új'}
            </Button>
          )}
        </Group>
      </Group>
      <Group align="flex-end" mb="md" gap="sm">
        <TextInput placeholder="Keresés" aria-label="Keresés" value={state.search} onChange={(event) => state.setSearch(event.currentTarget.value)} w={240} />
        {config.workflow && (
          <WaitingForMeSwitch
            checked={state.filters[WAITING_FOR_ME] === 'true'}
            onChange={(checked) => state.setFilter(WAITING_FOR_ME, checked ? 'true' : null)}
          />
        )}
        {Object.keys(filterOptions).some((key) => key !== WAITING_FOR_ME) && (
          <Button variant="default" onClick={() => setFiltersOpen((open) => !open)} aria-expanded={filtersOpen}>
            Szűrők
          </Button>
        )}
        {list.isFetching && <Loader size="xs" />}
      </Group>
      <Collapse in={filtersOpen}>
        <ListFilters
          options={filterOptions}
          values={state.filters}
          onChange={state.setFilter}
          skip={[WAITING_FOR_ME, ...Object.keys(config.fixedFilters ?? {})]}
        />
      </Collapse>
      <Table.ScrollContainer minWidth={600} mt="md">
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {config.columns.map((column) => (
                <Table.Th key={column.key}>{column.label}</Table.Th>
              ))}
              {config.workflow && <Table.Th>Állapot</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-row-id={row.id}>
                {config.columns.map((column, index) => {
                  const content = column.render ? column.render(row) : formatCell(row[column.key], column.format);
                  return (
                    <Table.Td key={column.key} style={column.format && NOWRAP_FORMATS.has(column.format) ? NOWRAP : undefined}>
                      {index === 0 ? (
                        <Anchor component={Link} to={config.detailPath(row.id)}>
                          {content || `#${row.id}`}
                        </Anchor>
                      ) : (
                        content
                      )}
                    </Table.Td>
                  );
                })}
                {config.workflow && (
                  <Table.Td style={NOWRAP}>
                    <StateBadges state={String(row.state)} initialState={config.initialState ?? 'saved'} waitingForMe={Boolean(row.waiting_for_me)} />
                  </Table.Td>
                )}
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
