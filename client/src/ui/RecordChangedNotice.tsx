// An open record changed by someone else (a decision, a comment, an edit: live updates, issue
// 15 item 3) says so at once, with a reload, instead of a 409 at the next save.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Group, Text } from '@mantine/core';
import { usePageVisible } from './usePageVisible.ts';
import { workflowApi, type TRecordChange, type TWorkflowModuleKey } from './moduleApi.ts';

export function RecordChangedNotice({
  moduleKey,
  id,
  listPath,
  onReload,
}: {
  moduleKey: TWorkflowModuleKey;
  id: number;
  listPath: string;
  onReload: () => Promise<void>;
}) {
  const [change, setChange] = useState<TRecordChange | null>(null);
  // A hidden tab holds no stream (api/trpc.ts): changes made meanwhile still meet the server's 409.
  workflowApi(moduleKey).onChange.useSubscription({ id }, { enabled: usePageVisible(), onData: setChange });
  if (!change) return null;
  if (change.deleted) {
    return (
      <Alert color="orange" role="status" title="A rekordot közben törölték.">
        <Link to={listPath}>Vissza a listához</Link>
      </Alert>
    );
  }
  return (
    <Alert color="orange" role="status">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          A rekordot közben módosították.
        </Text>
        <Button
          size="xs"
          onClick={async () => {
            await onReload();
            setChange(null);
          }}
        >
          Újratöltés
        </Button>
      </Group>
    </Alert>
  );
}
