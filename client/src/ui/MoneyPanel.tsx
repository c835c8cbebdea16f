// The money of a frame that commitments are charged to (a financial budget, a tender): its sums
// as figures, and the commitments charged to it that the user may read, each linked to its page.
import type { ReactNode } from 'react';
import { Anchor, Paper, SimpleGrid, Stack, Table, Text, Title, type SimpleGridProps } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatMoney } from './formatters.ts';
import { StateBadges } from './StateBadges.tsx';

/** A commitment as a frame's details list it. */
export interface TChargedCommitment {
  id: number;
  reference_number: string;
  subject: string;
  state: string;
  institution: { id: number; name: string };
  cost: number;
  approved_cost: number | null;
}

interface TMoneyPanelProps {
  figures: { label: string; value: number }[];
  figureColumns: SimpleGridProps['cols'];
  /** how the figures are counted */
  note?: string;
  commitments: TChargedCommitment[];
  /** shown when no commitment is charged */
  emptyText: string;
  /** under the commitments (how many of how many are listed) */
  footnote?: ReactNode;
  commitmentPath: (id: number) => string;
  /** the commitments' first state, for their state badges */
  commitmentInitialState: string;
}

const AMOUNT = { whiteSpace: 'nowrap' } as const;

export function MoneyPanel({ figures, figureColumns, note, commitments, emptyText, footnote, commitmentPath, commitmentInitialState }: TMoneyPanelProps) {
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Title order={3} size="h4">
          Pénzügyi állás
        </Title>
        <SimpleGrid cols={figureColumns}>
          {figures.map((figure) => (
            <Stack key={figure.label} gap={2}>
              <Text size="sm">{figure.label}</Text>
              <Text fw={600} style={AMOUNT}>
                {formatMoney(figure.value)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {note && <Text size="sm">{note}</Text>}
        <Title order={3} size="h4">
          Kötelezettségvállalások
        </Title>
        {commitments.length === 0 ? (
          <Text size="sm">{emptyText}</Text>
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
                      <StateBadges state={c.state} initialState={commitmentInitialState} />
                    </Table.Td>
                    <Table.Td ta="right" style={AMOUNT}>
                      {formatMoney(c.cost)}
                    </Table.Td>
                    <Table.Td ta="right" style={AMOUNT}>
                      {c.approved_cost === null ? '' : formatMoney(c.approved_cost)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {footnote}
      </Stack>
    </Paper>
  );
}
