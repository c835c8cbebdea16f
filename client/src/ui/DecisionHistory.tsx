import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Table, Title, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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

const NO_SHRINK = { flexShrink: 0 } as const;

const DecisionBadge = ({ decision }: { decision: TDecision }) => (
  <Badge color={COLORS[decision.decision]} style={NO_SHRINK}>
    {decision.decision_label}
  </Badge>
);

/** On a phone each decision is a block of its own: the five columns need 520 px, and the table
 * scrolled in its box cut the decision's badge at the screen's edge. */
function DecisionCards({ decisions }: { decisions: TDecision[] }) {
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {decisions.map((decision) => (
        <li key={decision.id}>
          <Paper withBorder p="xs">
            <Group justify="space-between" gap="xs" align="flex-start">
              <Text size="sm" fw={600}>
                {decision.verification_step}
              </Text>
              <DecisionBadge decision={decision} />
            </Group>
            <Text size="sm">
              {nameOf(decision.user)}, {formatDateTime(decision.created_at)}
            </Text>
            <DecisionAnswers decision={decision} />
          </Paper>
        </li>
      ))}
    </Stack>
  );
}

export function DecisionHistory({ decisions }: { decisions: TDecision[] }) {
  const phone = useMediaQuery(`(max-width: ${useMantineTheme().breakpoints.sm})`, false, { getInitialValueInEffect: false });
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="xs">
        Döntések
      </Title>
      {decisions.length === 0 ? (
        <Text c="gray.7">Még nincs döntés.</Text>
      ) : phone ? (
        <DecisionCards decisions={decisions} />
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
                    <DecisionBadge decision={decision} />
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
