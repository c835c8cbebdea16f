import { Badge, Paper, Table, Title, Text } from '@mantine/core';
import { formatDateTime } from './formatters.ts';
import { BADGE } from './badgeColors.ts';
import { nameOf, type TDecision } from './workflowTypes.ts';

const COLORS = { positive: BADGE.positive, negative: BADGE.negative, neutral: BADGE.neutral } as const;

function answerText(decision: TDecision): string {
  const answers = Array.isArray(decision.answers) ? decision.answers : [];
  return answers
    .filter((answer) => answer.value !== null && answer.value !== '' && answer.value !== undefined)
    .map(
      (answer) =>
        `${answer.label}: ${typeof answer.value === 'boolean' ? (answer.value ? 'Igen' : 'Nem') : typeof answer.value === 'object' ? JSON.stringify(answer.value) : String(answer.value)}`,
    )
    .join('; ');
}

export function DecisionHistory({ decisions }: { decisions: TDecision[] }) {
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="xs">
        Döntések
      </Title>
      {decisions.length === 0 ? (
        <Text c="gray.7">Még nincs döntés.</Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Lépés</Table.Th>
              <Table.Th>Döntéshozó</Table.Th>
              <Table.Th>Döntés</Table.Th>
              <Table.Th>Válaszok</Table.Th>
              <Table.Th>Időpont</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {decisions.map((decision) => (
              <Table.Tr key={decision.id}>
                <Table.Td>{decision.verification_step}</Table.Td>
                <Table.Td>{nameOf(decision.user)}</Table.Td>
                <Table.Td>
                  <Badge color={COLORS[decision.decision]}>{decision.decision_label}</Badge>
                </Table.Td>
                <Table.Td>{answerText(decision)}</Table.Td>
                <Table.Td>{formatDateTime(decision.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
