// Leltár importálások (MODULES.md §3.53): the uploads of the caller's schools, newest first, with
// their state and progress; searched by file name.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Button, Group, Progress, Stack, Table, TextInput, Title } from '@mantine/core';
import { modulePaths } from '@etanker/shared/modules.ts';
import { trpc } from '../../../api/trpc.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { Pagination } from '../../../ui/Pagination.tsx';
import { importProgress, STATE_COLORS } from './progress.ts';

const PATHS = modulePaths('stockImports');

export function ImportList() {
  usePageTitle('Leltár importálás');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const list = trpc.stockImports.list.useQuery(
    { ...(q.trim() ? { q: q.trim() } : {}), page, limit: pageSize },
    // A running import's progress moves: the list refreshes while one runs.
    {
      placeholderData: (previous) => previous,
      refetchInterval: (query) => (query.state.data?.data.some((i) => i.state === 'pending' || i.state === 'processing') ? 2000 : false),
    },
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Leltár importálás
        </Title>
        {list.data?.can_create ? (
          <Button component={Link} to={PATHS.newPath}>
            Új importálás
          </Button>
        ) : null}
      </Group>
      <TextInput
        aria-label="Keresés"
        placeholder="Keresés fájlnévre"
        value={q}
        onChange={(e) => {
          setPage(1);
          setQ(e.currentTarget.value);
        }}
        maw={360}
      />
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Fájl</Table.Th>
              <Table.Th>Intézmény</Table.Th>
              <Table.Th>Feltöltötte</Table.Th>
              <Table.Th>Feltöltve</Table.Th>
              <Table.Th>Állapot</Table.Th>
              <Table.Th>Haladás</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data?.data ?? []).map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Link to={PATHS.detailPath(row.id)}>{row.file}</Link>
                </Table.Td>
                <Table.Td>{row.institution.name}</Table.Td>
                <Table.Td>{row.creator.name}</Table.Td>
                <Table.Td>{row.created_at}</Table.Td>
                <Table.Td>
                  <Badge color={STATE_COLORS[row.state]} variant="light">
                    {row.state_display}
                  </Badge>
                </Table.Td>
                <Table.Td miw={120}>
                  <Progress value={importProgress(row)} color={STATE_COLORS[row.state]} aria-label="Haladás" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.data ? (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={list.data.total}
          onPage={setPage}
          onPageSize={(size) => {
            setPage(1);
            setPageSize(size);
          }}
        />
      ) : null}
    </Stack>
  );
}
