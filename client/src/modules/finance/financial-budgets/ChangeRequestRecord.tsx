// What every record has, for one change request (issue 23 item 10): its attachments, comments and
// decision history (who decided, when, why). A request is a workflow record of its own (server:
// financial-budgets/changes/module.ts) with no page of its own, so the kit's panels show on its
// budget's page, under the request the user opened in the table.
import { Stack, Title } from '@mantine/core';
import { trpc } from '../../../api/trpc.ts';
import { Attachments } from '../../../ui/Attachments.tsx';
import { Comments } from '../../../ui/Comments.tsx';
import { DecisionHistory } from '../../../ui/DecisionHistory.tsx';
import type { TWorkflowRecord } from '../../../ui/workflowTypes.ts';

/** The kit's REST base of change requests (their comments' and attachments' uploads). */
const CHANGE_REST_BASE = 'penzugy/penzugyi-keret-valtozasok';

export function ChangeRequestRecord({ id, reference, onChanged }: { id: number; reference: string; onChanged: () => Promise<void> }) {
  const record = trpc.financialBudgetChanges.get.useQuery({ id }).data as TWorkflowRecord | undefined;
  if (!record) return null;
  return (
    <Stack gap="md">
      <Title order={4} size="h5">
        {reference} – részletek
      </Title>
      <Attachments
        recordId={id}
        attachments={record.attachments ?? []}
        moduleKey="financialBudgetChanges"
        restBase={CHANGE_REST_BASE}
        canUpload={record.can_upload}
        onChanged={onChanged}
      />
      <Comments
        recordId={id}
        comments={record.comments ?? []}
        moduleKey="financialBudgetChanges"
        restBase={CHANGE_REST_BASE}
        canComment={record.can_comment}
        onChanged={onChanged}
      />
      <DecisionHistory decisions={record.decisions ?? []} />
    </Stack>
  );
}
