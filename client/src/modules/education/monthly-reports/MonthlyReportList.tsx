// Havi beszámolók: every school's reports by month, newest first, with where each stands (due,
// overdue, submitted, closed); a school sees its own, the centre all.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Badge, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { trpc } from '../../../api/trpc.ts';
import { errorText, toApiError } from '../../../api/errors.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { Pagination } from '../../../ui/Pagination.tsx';
import { modulePaths } from '@etanker/shared/modules.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { DEADLINE_COLOR, periodName, type TMonthlyReport } from './report.ts';

const { detailPath } = modulePaths('monthlyReports');

export function MonthlyReportList() {
  usePageTitle('Havi beszámolók');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const query = { ...(q.trim() ? { q: q.trim() } : {}), ...(page > 1 ? { page } : {}), limit: pageSize };
  const list = trpc.monthlyReports.list.useQuery(query, { placeholderData: (previous) => previous });
  const rows = (list.data?.data ?? []) as unknown as TMonthlyReport[];
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        Havi beszámolók
      </Title>
      <TextInput
        aria-label="Keresés"
        placeholder="Keresés iskolára, évre, hónapra"
        maw={420}
        value={q}
        onChange={(event) => {
          setPage(1);
          setQ(event.currentTarget.value);
        }}
      />
      {list.error ? <Alert color="red">{errorText(toApiError(list.error))}</Alert> : null}
      {list.isLoading ? <Loader size="sm" aria-label="Betöltés" /> : null}
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Időszak</Table.Th>
              <Table.Th>Intézmény</Table.Th>
              <Table.Th>Határidő</Table.Th>
              <Table.Th>Állapot</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Link to={detailPath(row.id)}>{periodName(row)}</Link>
                </Table.Td>
                <Table.Td>{row.institution.name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.due_date)}</Table.Td>
                <Table.Td>
                  <Badge color={DEADLINE_COLOR[row.deadline_state]}>{row.deadline_state_name}</Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.data && list.data.total === 0 ? <Text c="gray.7">Nincs havi beszámoló.</Text> : null}
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
