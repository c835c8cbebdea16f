// The rovat groups of an institution-year: planned and used from the latest periodic report,
// committed and invoiced from the approved commitments, with the totals in the last row.
import { Table, Text } from '@mantine/core';
import { formatMoney } from '../../../ui/formatters.ts';
import type { TOverviewData } from './types.ts';

const AMOUNT = { whiteSpace: 'nowrap', textAlign: 'right' } as const;

export function EntryGroupTable({ data }: { data: TOverviewData }) {
  const amounts = (row: TOverviewData['totals']) => (
    <>
      <Table.Td style={AMOUNT}>{formatMoney(row.planned)}</Table.Td>
      <Table.Td style={AMOUNT} visibleFrom="sm">
        {formatMoney(row.used)}
      </Table.Td>
      <Table.Td style={AMOUNT}>{formatMoney(row.committed)}</Table.Td>
      <Table.Td style={AMOUNT}>{formatMoney(row.invoiced)}</Table.Td>
    </>
  );
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table striped data-testid="entry-groups">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Rovat</Table.Th>
            <Table.Th style={AMOUNT}>Előirányzat</Table.Th>
            <Table.Th style={AMOUNT} visibleFrom="sm">
              Teljesítés
            </Table.Th>
            <Table.Th style={AMOUNT}>Vállalt</Table.Th>
            <Table.Th style={AMOUNT}>Számlázott</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.entry_groups.map((group) => (
            <Table.Tr key={group.code}>
              <Table.Td>
                <Text size="sm" fw={600} span>
                  {group.code}
                </Text>{' '}
                <Text size="sm" span>
                  {group.name}
                </Text>
              </Table.Td>
              {amounts(group)}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td>Összesen</Table.Td>
            {amounts(data.totals)}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
