// Munkába járás: the month's employments with commute infos (MODULES.md §3.21), with the list's
// spreadsheet and the payroll CSV of an institution's months.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Badge, Button, Group, Loader, Modal, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { trpc } from '../../../api/trpc.ts';
import { downloadFile } from '../../../api/rest.ts';
import { toApiError, errorText } from '../../../api/errors.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { ListFilters, filterQuery, type TFilterValue, type TFilterValues } from '../../../ui/ListFilters.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { DateField } from '../../../ui/DateField.tsx';
import { formatMoney } from '../../../ui/formatters.ts';
import { toast } from '../../../ui/toasts.ts';
import { MonthStepper } from './MonthStepper.tsx';
import { detailPath, monthBounds, monthFromSearch, monthSearch, type TMonth } from './month.ts';

export function CommuteList() {
  usePageTitle('Munkába járás');
  const [search, setSearch] = useSearchParams();
  const month = monthFromSearch(search);
  const [filters, setFilters] = useState<TFilterValues>({});
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [csvOpen, setCsvOpen] = useState(false);
  const options = trpc.commute.filters.useQuery(undefined, { staleTime: 60_000 }).data ?? {};
  const query = { ...month, ...filterQuery(options, filters), ...(q.trim() ? { q: q.trim() } : {}), page, limit: pageSize };
  const list = trpc.commute.list.useQuery(query as never, { placeholderData: (previous) => previous });
  const setMonth = (m: TMonth) => {
    setPage(1);
    setSearch(new URLSearchParams(monthSearch(m)));
  };
  const onFilter = (key: string, value: TFilterValue) => {
    setPage(1);
    setFilters((current) => ({ ...current, [key]: value }));
  };
  const exportList = () => {
    const params = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (k === 'page' || k === 'limit' ? [] : [[k, String(v)]])));
    downloadFile(`/api/munkabajaras/export/?${params}`, 'munkabajaras.xlsx').catch((error) => toast('error', errorText(toApiError(error))));
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Munkába járás
        </Title>
        <Group gap="xs">
          <Button variant="default" onClick={exportList}>
            Exportálás
          </Button>
          <Button variant="default" onClick={() => setCsvOpen(true)}>
            Bérszámfejtési CSV
          </Button>
        </Group>
      </Group>
      <Group gap="sm" align="flex-end">
        <MonthStepper value={month} onChange={setMonth} />
        <TextInput
          aria-label="Keresés"
          placeholder="Keresés névre"
          value={q}
          onChange={(event) => {
            setPage(1);
            setQ(event.currentTarget.value);
          }}
        />
      </Group>
      <ListFilters options={options} values={filters} onChange={onFilter} skip={[]} />
      {list.error ? <Alert color="red">{errorText(toApiError(list.error))}</Alert> : null}
      {list.isLoading ? <Loader size="sm" aria-label="Betöltés" /> : null}
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Név</Table.Th>
              <Table.Th>Intézmény</Table.Th>
              <Table.Th>Mód</Table.Th>
              <Table.Th ta="right">Napok</Table.Th>
              <Table.Th ta="right">Összeg</Table.Th>
              <Table.Th>Állapot</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data?.data ?? []).map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Link to={detailPath(row.id, month)}>{row.user_name}</Link>
                </Table.Td>
                <Table.Td>{row.institution.name}</Table.Td>
                <Table.Td>{row.types}</Table.Td>
                <Table.Td ta="right">{row.days}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(row.total_amount)}
                </Table.Td>
                <Table.Td>
                  {row.is_exported ? (
                    <Badge color="green">Exportálva</Badge>
                  ) : row.is_saved ? (
                    <Badge color="blue">Rögzítve</Badge>
                  ) : (
                    <Badge color="gray">Nincs rögzítve</Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.data && list.data.total === 0 ? <Text c="gray.7">Ebben a hónapban nincs munkába járási adat.</Text> : null}
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
      <CsvDialog opened={csvOpen} onClose={() => setCsvOpen(false)} month={month} institutions={options.institution?.choices ?? []} />
    </Stack>
  );
}

function CsvDialog(props: { opened: boolean; onClose: () => void; month: TMonth; institutions: { value: string | number; label: string }[] }) {
  const bounds = monthBounds(props.month);
  const [institution, setInstitution] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(bounds.first);
  const [end, setEnd] = useState<string | null>(bounds.last);
  const download = () => {
    const params = new URLSearchParams({ start_date: start ?? '', end_date: end ?? '', ...(institution ? { institution } : {}) });
    downloadFile(`/api/munkabajaras/export_csv/?${params}`, 'munkabajaras.csv')
      .then(() => props.onClose())
      .catch((error) => toast('error', errorText(toApiError(error))));
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Bérszámfejtési CSV">
      <Stack gap="sm">
        <Text size="sm">Az elkészült havi exportok sorai, pontosvesszővel elválasztva (UTF-8).</Text>
        <Select
          label="Intézmény"
          placeholder="Minden intézmény"
          clearable
          data={props.institutions.map((i) => ({ value: String(i.value), label: i.label }))}
          value={institution}
          onChange={setInstitution}
        />
        <DateField label="Kezdete" value={start} onChange={setStart} />
        <DateField label="Vége" value={end} onChange={setEnd} />
        <Group justify="flex-end">
          <Button onClick={download} disabled={!start || !end}>
            Letöltés
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
