// A budget's change requests: each with its state, who it waits on, and — for its decider — the
// decision panel of the request's own flow; finance users ask for a new one here.
import { useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { trpc } from '../../../api/trpc.ts';
import { DecisionPanel } from '../../../ui/DecisionPanel.tsx';
import { formatMoney } from '../../../ui/formatters.ts';
import { StateBadges } from '../../../ui/StateBadges.tsx';
import { toast } from '../../../ui/toasts.ts';
import type { TWorkflowRecord } from '../../../ui/workflowTypes.ts';
import { ChangeRequestDialog } from './ChangeRequestDialog.tsx';
import { ChangeRequestRecord } from './ChangeRequestRecord.tsx';
import { CHANGE_INITIAL_STATE } from './paths.ts';
import type { TBudgetChangeRequest, TBudgetExtras } from './types.ts';

const IN_FLOW = new Set(['pending', 'under_checking']);
const signed = (n: number) => `${n > 0 ? '+' : ''}${formatMoney(n)}`;

/** The decision panel of one request, when the user decides its current step. */
function ChangeDecision({ budgetId, change, onDecided }: { budgetId: number; change: TBudgetChangeRequest; onDecided: () => Promise<void> }) {
  const record = trpc.financialBudgetChanges.get.useQuery({ id: change.id }).data as TWorkflowRecord | undefined;
  if (!record?.can_decide) return null;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Döntés: {change.reference_number} ({signed(change.amount_change)})
      </Text>
      <DecisionPanel record={record} moduleKey="financialBudgetChanges" restBase={`penzugy/penzugyi-keretek/${budgetId}/valtozasok`} onDecided={onDecided} />
    </Stack>
  );
}

export function ChangeRequests({ id }: { id: number }) {
  const query = trpc.financialBudgets.get.useQuery({ id });
  const utils = trpc.useUtils();
  const [asking, setAsking] = useState(false);
  // The request whose attachments, comments and decision history are open (its reference in the table).
  const [opened, setOpened] = useState<number | null>(null);
  if (!query.data) return null;
  const budget = query.data as unknown as TBudgetExtras;
  const refresh = async () => {
    await Promise.all([utils.financialBudgets.invalidate(), utils.financialBudgetChanges.invalidate()]);
  };
  const requested = async () => {
    setAsking(false);
    toast('success', 'A módosítási kérelem elküldve.');
    await refresh();
  };
  const open = budget.change_requests.filter((c) => IN_FLOW.has(c.state));
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} size="h4">
            Módosítási kérelmek
          </Title>
          {budget.can_request_change && <Button onClick={() => setAsking(true)}>Módosítási kérelem</Button>}
        </Group>
        {open.map((c) => (
          <ChangeDecision key={c.id} budgetId={id} change={c} onDecided={refresh} />
        ))}
        {budget.change_requests.length === 0 ? (
          <Text size="sm">Nincs módosítási kérelem.</Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Azonosító</Table.Th>
                  <Table.Th>Kérte</Table.Th>
                  <Table.Th>Állapot</Table.Th>
                  <Table.Th>Kire vár</Table.Th>
                  <Table.Th ta="right">Változás</Table.Th>
                  <Table.Th ta="right">Új összeg</Table.Th>
                  <Table.Th>Indoklás</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {budget.change_requests.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Anchor component="button" type="button" onClick={() => setOpened(opened === c.id ? null : c.id)} aria-expanded={opened === c.id}>
                        {c.reference_number}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {/* The name may wrap, the time it was asked never does ('2026-11-28 / 09:15'). */}
                      {c.creator.name}, <span style={{ whiteSpace: 'nowrap' }}>{c.created_at}</span>
                    </Table.Td>
                    {/* Room for the whole badge: the table would otherwise squeeze it to an ellipsis at 390 px. */}
                    <Table.Td miw={130}>
                      {/* A request is submitted when made: its first state already waits on the referent. */}
                      <StateBadges state={IN_FLOW.has(c.state) ? 'under_checking' : c.state} initialState={CHANGE_INITIAL_STATE} />
                    </Table.Td>
                    <Table.Td>{c.waiting_for?.name ?? ''}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {signed(c.amount_change)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(c.new_amount)}
                    </Table.Td>
                    <Table.Td>{c.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {opened !== null && (
          <ChangeRequestRecord
            key={opened}
            id={opened}
            reference={budget.change_requests.find((c) => c.id === opened)?.reference_number ?? ''}
            onChanged={refresh}
          />
        )}
      </Stack>
      {asking && <ChangeRequestDialog id={id} amount={budget.amount} onClose={() => setAsking(false)} onDone={requested} />}
    </Paper>
  );
}
