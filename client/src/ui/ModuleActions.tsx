// The record's module actions as buttons (issue 10 item 3): each declared once on the server,
// shown while its flag is true; one that makes a record or cannot be undone asks first, naming
// the record; a download saves the file; an action with input opens its module's dialog.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { downloadFile, restFetch } from '../api/rest.ts';
import { toast } from './toasts.ts';
import type { TWorkflowDetailConfig } from './detailConfig.ts';
import type { TRecordActionDescription, TWorkflowRecord } from './workflowTypes.ts';

/** How the confirmation names the record: its reference number and title. */
export function recordName(record: TWorkflowRecord, config: TWorkflowDetailConfig): string {
  return [record.reference_number, config.title(record)].filter(Boolean).join(' – ');
}

interface TProps {
  record: TWorkflowRecord;
  config: TWorkflowDetailConfig;
  onChanged: () => Promise<void>;
}

export function ModuleActions({ record, config, onChanged }: TProps) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<TRecordActionDescription | null>(null);
  const [open, setOpen] = useState<TRecordActionDescription | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const url = (action: TRecordActionDescription) => `/api/${config.restBase}/${record.id}/${action.path}`;

  const run = async (action: TRecordActionDescription) => {
    setAsking(null);
    setRunning(action.name);
    try {
      if (action.download) {
        await downloadFile(url(action), `${action.name}_${record.id}`, { method: action.method });
        return;
      }
      const response = await restFetch(url(action), {
        method: action.method,
        ...(action.method !== 'GET' ? { headers: { 'Content-Type': 'application/json' }, body: '{}' } : {}),
      });
      const answer = (await response.json()) as { id?: number };
      toast('success', action.done ?? 'A művelet sikerült.');
      // A created record of this module opens; an action answering this record's details (it made a record of another module) reloads it.
      if (action.confirm?.effect === 'creates' && typeof answer.id === 'number' && answer.id !== record.id) navigate(config.detailPath(answer.id));
      else await onChanged();
    } catch {
      toast('error', `${action.label}: a művelet nem sikerült.`);
    } finally {
      setRunning(null);
    }
  };

  const start = (action: TRecordActionDescription) => {
    if (action.dialog) setOpen(action);
    else if (action.confirm) setAsking(action);
    else void run(action);
  };

  const offered = (record.actions ?? []).filter((action) => record[action.flag] === true);
  const Dialog = open ? config.actionDialogs?.[open.name] : undefined;
  return (
    <>
      {offered.map((action) => (
        <Button
          key={action.name}
          variant="default"
          size="xs"
          color={action.confirm?.effect === 'destructive' ? 'red' : undefined}
          loading={running === action.name}
          onClick={() => start(action)}
        >
          {action.label}
        </Button>
      ))}
      {asking && (
        <Modal opened onClose={() => setAsking(null)} title={asking.label}>
          <Stack>
            <Text>{`${asking.confirm!.text}: „${recordName(record, config)}”?`}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(null)}>
                Mégse
              </Button>
              <Button color={asking.confirm!.effect === 'destructive' ? 'red' : undefined} onClick={() => void run(asking)}>
                {asking.label}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
      {open && Dialog && (
        <Dialog
          record={record}
          onClose={() => setOpen(null)}
          onDone={async () => {
            setOpen(null);
            toast('success', open.done ?? 'A művelet sikerült.');
            await onChanged();
          }}
        />
      )}
    </>
  );
}
