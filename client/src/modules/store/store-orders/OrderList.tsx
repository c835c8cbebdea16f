// Rendelések (/keszlet/rendelesek/lista.html): the orders the user may read, newest first, with
// the state filter and the export of what is listed.
import { useState } from 'react';
import { Button, Group, Select, Stack, Table, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { trpc } from '../../../api/trpc.ts';
import { downloadFile } from '../../../api/rest.ts';
import { formatMoney } from '../../../ui/formatters.ts';
import { Pagination } from '../../../ui/Pagination.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { modulePaths } from '@etanker/shared/modules.ts';

const PATHS = modulePaths('storeOrders');

export function OrderList() {
  usePageTitle('Rendelések');
  const [state, setState] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(25);
  const filters = trpc.storeOrders.filters.useQuery();
  const list = trpc.storeOrders.list.useQuery({ page, limit, ...(state ? { state } : {}) });
  const query = state ? `?state=${state}` : '';
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Rendelések
        </Title>
        <Button variant="default" onClick={() => void downloadFile(`/api/keszlet/orders/export/${query}`, 'rendelesek.xlsx')}>
          Exportálás
        </Button>
      </Group>
      <Select
        label="Állapot"
        clearable
        w={220}
        value={state}
        onChange={(value) => {
          setState(value);
          setPage(1);
        }}
        data={(filters.data?.state ?? []).map((s) => ({ value: s.id, label: s.name }))}
      />
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Azonosító</Table.Th>
              <Table.Th>Állapot</Table.Th>
              <Table.Th>Intézmény</Table.Th>
              <Table.Th>Megrendelő</Table.Th>
              <Table.Th>Megrendelve</Table.Th>
              <Table.Th ta="right">Bruttó</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data?.data ?? []).map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>
                  <Link to={PATHS.detailPath(order.id)}>#{order.id}</Link>
                </Table.Td>
                <Table.Td>{order.state_name}</Table.Td>
                <Table.Td>{order.institution.name}</Table.Td>
                <Table.Td>{order.user.name}</Table.Td>
                <Table.Td>{order.created_at}</Table.Td>
                <Table.Td ta="right">{formatMoney(order.gross_price)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pagination page={page} pageSize={limit} total={list.data?.total ?? 0} onPage={setPage} onPageSize={setLimit} />
    </Stack>
  );
}
