// The summary form's own fields: the employee from dolgozok/ (those with an approved contract in
// the caller's scope) and the contracts it sums — on a new summary the server's pick for the
// chosen employee and month (szerzodesek/), on a saved one those it holds.
import { Select, Table, Text } from '@mantine/core';
import { trpc } from '../../../api/trpc.ts';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { formatDate, formatMoney, formatNumber } from '@etanker/shared/format.ts';

type TUserRef = { id: number; name: string };
type TContractRow = {
  id: number;
  reference_number: string | null;
  start_date: string;
  end_date: string;
  payment: number;
  total_hours: number;
  total_payment: number;
};

export function SummaryPersonSelect({ value, onChange, readOnly, error }: TCustomFieldProps) {
  const people = trpc.extraTeachingSummaries.people.useQuery({}).data ?? [];
  const current = (value as TUserRef | null) ?? null;
  const options = new Map<number, string>(current ? [[current.id, current.name]] : []);
  for (const p of people) options.set(p.id, p.name);
  return (
    <Select
      label="Dolgozó"
      required
      searchable
      readOnly={readOnly}
      data={[...options].map(([id, name]) => ({ value: String(id), label: name }))}
      value={current ? String(current.id) : null}
      onChange={(id) => onChange(id === null ? null : { id: Number(id), name: options.get(Number(id)) ?? '' })}
      error={error}
      nothingFoundMessage="Nincs lezárt szerződésű dolgozó"
    />
  );
}

export function SummaryContracts({ value, values }: TCustomFieldProps) {
  const user = (values.user as TUserRef | null)?.id;
  const [year, month] = [Number(values.year), Number(values.month)];
  const saved = Array.isArray(value) ? (value as TContractRow[]) : undefined;
  const preview = trpc.extraTeachingSummaries.contracts.useQuery({ user: user ?? 0, year, month }, { enabled: !saved && Boolean(user && year && month) });
  const rows = saved ?? preview.data?.contracts ?? [];
  const heading = (
    <Text fw={500} size="sm">
      Összesített szerződések
    </Text>
  );
  if (!rows.length)
    return (
      <>
        {heading}
        <Text size="sm">Nincs összesíthető lezárt szerződés ebben a hónapban.</Text>
      </>
    );
  return (
    <>
      {heading}
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label="Összesített szerződések">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Iktatószám</Table.Th>
              <Table.Th>Időszak</Table.Th>
              <Table.Th>Órák</Table.Th>
              <Table.Th>Óradíj</Table.Th>
              <Table.Th>Díj</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.reference_number ?? r.id}</Table.Td>
                <Table.Td>{`${formatDate(r.start_date)} – ${formatDate(r.end_date)}`}</Table.Td>
                <Table.Td>{formatNumber(r.total_hours)}</Table.Td>
                <Table.Td>{formatMoney(r.payment)}</Table.Td>
                <Table.Td>{formatMoney(r.total_payment)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
