// A budget's sums (computed by the server from the linked commitments and invoices) and the
// commitments charged to it that the user may read.
import { Anchor, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { trpc } from '../../../api/trpc.ts';
import { formatMoney } from '../../../ui/formatters.ts';
import { StateBadges } from '../../../ui/StateBadges.tsx';
import { COMMITMENT_INITIAL_STATE, commitmentPath } from './paths.ts';
import type { TBudgetExtras } from './types.ts';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={2}>
      <Text size="sm">{label}</Text>
      <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(value)}
      </Text>
    </Stack>
  );
}

export function BudgetMoney({ id }: { id: number }) {
  const data = trpc.financialBudgets.get.useQuery({ id }).data;
  if (!data) return null;
  const budget = data as unknown as TBudgetExtras;
  const { sums, commitments } = budget;
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Title order={3} size="h4">
          Pénzügyi állás
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
          <Figure label="Keretösszeg" value={budget.amount} />
          <Figure label="Jóváhagyott kötelezettségvállalások" value={sums.commitments_sum} />
          <Figure label="Folyamatban lévő kötelezettségvállalások" value={sums.unfinished_commitments_sum} />
          <Figure label="Számlák" value={sums.invoices_sum} />
          <Figure label="Számla nélküli kötelezettségvállalások" value={sums.commitments_without_invoice_sum} />
          <Figure label="Szabad keret" value={budget.amount - sums.commitments_sum - sums.unfinished_commitments_sum} />
        </SimpleGrid>
        <Text size="sm">
          A jóváhagyott összeg számít (ha nincs, a kért összeg); a piszkozat, elutasított, sztornózott és visszavont kötelezettségvállalás sehol.
        </Text>
        <Title order={3} size="h4">
          Kötelezettségvállalások
        </Title>
        {commitments.length === 0 ? (
          <Text size="sm">Nincs a kerethez rendelt kötelezettségvállalás.</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Tárgy</Table.Th>
                  <Table.Th>Intézmény</Table.Th>
                  <Table.Th>Állapot</Table.Th>
                  <Table.Th ta="right">Összeg</Table.Th>
                  <Table.Th ta="right">Jóváhagyott összeg</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {commitments.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>
                      <Anchor component={Link} to={commitmentPath(c.id)}>
                        {[c.reference_number, c.subject].filter(Boolean).join(' – ')}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{c.institution.name}</Table.Td>
                    <Table.Td>
                      <StateBadges state={c.state} initialState={COMMITMENT_INITIAL_STATE} />
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(c.cost)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {c.approved_cost === null ? '' : formatMoney(c.approved_cost)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {budget.commitments_count > commitments.length && (
          <Text size="sm">
            A legutóbbi {commitments.length} látható a(z) {budget.commitments_count} kötelezettségvállalásból; az összegek mindet számolják.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
