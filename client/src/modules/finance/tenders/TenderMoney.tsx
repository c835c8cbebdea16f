// A tender's money (amount_stat: used by approved commitments, held by those in progress, what
// remains) and the commitments charged to it that the user may read.
import { Anchor, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { trpc } from '../../../api/trpc.ts';
import { formatMoney } from '../../../ui/formatters.ts';
import { StateBadges } from '../../../ui/StateBadges.tsx';

/** The commitments' details route (MODULES.md §3.8); their first state is 'open'. */
const COMMITMENT_PATH = (id: number) => `/penzugy/kotelezettsegvallalas/${id}.html`;
const COMMITMENT_INITIAL_STATE = 'open';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={2}>
      <Text size="sm">{label}</Text>
      <Text fw={600}>{formatMoney(value)}</Text>
    </Stack>
  );
}

/** A commitment as the tender's details list it (server: tenders/commitments.ts). */
interface TTenderCommitment {
  id: number;
  reference_number: string;
  subject: string;
  state: string;
  institution: { id: number; name: string };
  cost: number;
  approved_cost: number | null;
}

export function TenderMoney({ id }: { id: number }) {
  const tender = trpc.tenders.get.useQuery({ id }).data;
  const stat = trpc.tenders.amountStat.useQuery({ id }).data;
  if (!tender || !stat) return null;
  // The details answer them beside the manifest's fields (the row's type knows only those).
  const commitments = (tender as unknown as { commitments: TTenderCommitment[] }).commitments;
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Title order={3} size="h4">
          Pénzügyi állás
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label="Összeg" value={Number(tender.amount)} />
          <Figure label="Felhasznált" value={stat.used_money} />
          <Figure label="Folyamatban" value={stat.pending} />
          <Figure label="Fennmaradó" value={stat.remaining} />
        </SimpleGrid>
        <Title order={3} size="h4">
          Kötelezettségvállalások
        </Title>
        {commitments.length === 0 ? (
          <Text size="sm">Nincs a pályázathoz rendelt kötelezettségvállalás.</Text>
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
                      <Anchor component={Link} to={COMMITMENT_PATH(c.id)}>
                        {[c.reference_number, c.subject].filter(Boolean).join(' – ')}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{c.institution.name}</Table.Td>
                    <Table.Td>
                      <StateBadges state={c.state} initialState={COMMITMENT_INITIAL_STATE} />
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(c.cost)}</Table.Td>
                    <Table.Td ta="right">{c.approved_cost === null ? '' : formatMoney(c.approved_cost)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
