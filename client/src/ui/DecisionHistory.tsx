import type { ReactNode } from 'react';
import { Badge, Paper, Stack, Table, Title, Text } from '@mantine/core';
import { FileLink, attachmentHref } from './FileLink.tsx';
import { formatDateTime } from './formatters.ts';
import { BADGE } from './badgeColors.ts';
import { nameOf, type TDecision } from './workflowTypes.ts';

const COLORS = { positive: BADGE.positive, negative: BADGE.negative, neutral: BADGE.neutral } as const;

type TAnswer = { type: string; label: string; value: unknown; display?: string };

const isFile = (value: unknown): value is { attachment_id: number; name: string } =>
  typeof value === 'object' && value !== null && typeof (value as { attachment_id?: unknown }).attachment_id === 'number';

/** An answer as people read it: the server's `display`; older decisions fall back to the value. */
function answerValue(answer: TAnswer): ReactNode {
  if (answer.type === 'file' && isFile(answer.value)) return <FileLink href={attachmentHref(answer.value.attachment_id)} name={answer.value.name} />;
  if (answer.display !== undefined) return answer.display;
  if (typeof answer.value === 'boolean') return answer.value ? 'Igen' : 'Nem';
  return typeof answer.value === 'object' ? JSON.stringify(answer.value) : String(answer.value);
}

export function DecisionAnswers({ decision }: { decision: TDecision }) {
  const answers = (Array.isArray(decision.answers) ? decision.answers : []).filter(
    (answer) => answer.value !== null && answer.value !== '' && answer.value !== undefined,
  );
  return (
    <Stack gap={2}>
      {answers.map((answer) => (
        <Text key={answer.label} size="sm">
          {answer.label}: {answerValue(answer)}
        </Text>
      ))}
    </Stack>
  );
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
        <Table.ScrollContainer minWidth={520}>
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
                  <Table.Td>
                    <DecisionAnswers decision={decision} />
                  </Table.Td>
                  <Table.Td>{formatDateTime(decision.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
