import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { toast } from './toasts.ts';
import { confirmAction, recordName, recordPhrase } from './confirm.ts';
import { DateField } from './DateField.tsx';
import { workflowApi, type TWorkflowModuleKey } from './moduleApi.ts';
import type { TWorkflowDetailConfig } from './detailConfig.ts';
import type { TWorkflowRecord } from './workflowTypes.ts';
import { validate } from '@etanker/shared/validation.ts';
import { ModuleActions } from './ModuleActions.tsx';

function CancelDialog({ named, onClose, onConfirm, pending }: { named: string; onClose: () => void; onConfirm: (date: string) => void; pending: boolean }) {
  const [date, setDate] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened onClose={onClose} title="Lemondás">
      <Stack>
        <Text size="sm">Biztosan lemondja {named}?</Text>
        <DateField label="Megszűnés dátuma" required value={date} onChange={setDate} error={error ?? undefined} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Mégse
          </Button>
          <Button
            color="red"
            loading={pending}
            onClick={() => {
              const message = validate(date, [{ type: 'required' }]);
              setError(message);
              if (!message && date) onConfirm(date);
            }}
          >
            Lemondás
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The module's own actions, then storno, cancel with a date, copy, delete and the subscribe
 * toggle of a workflow record (000 §4); the server says which of them the viewer may use. */
export function RecordActions({ record, config, onChanged }: { record: TWorkflowRecord; config: TWorkflowDetailConfig; onChanged: () => Promise<void> }) {
  const navigate = useNavigate();
  const api = workflowApi(config.moduleKey as TWorkflowModuleKey);
  const [cancelling, setCancelling] = useState(false);
  const done = (message: string) => async () => {
    toast('success', message);
    await onChanged();
  };
  const storno = api.storno.useMutation({ onSuccess: done('A sztornózás sikerült.') });
  const cancel = api.cancel.useMutation({
    onSuccess: async () => {
      setCancelling(false);
      await done('A lemondás sikerült.')();
    },
  });
  const copy = api.copy.useMutation({
    onSuccess: (created) => {
      toast('success', 'A másolat elkészült.');
      navigate(config.detailPath(created.id));
    },
  });
  const remove = api.delete.useMutation({
    onSuccess: () => {
      toast('success', 'A törlés sikerült.');
      navigate(config.listPath);
    },
  });
  const subscribe = api.subscribe.useMutation({
    onSuccess: async (result) => {
      toast('info', result.subscribed ? 'Megjelölte a rekordot.' : 'Levette a megjelölést.');
      await onChanged();
    },
  });

  const named = recordPhrase(recordName(record.reference_number, config.title(record)), config.accusative);
  const ask = (title: string, question: string, onConfirm: () => void, destructive = true) => confirmAction({ title, question, onConfirm, destructive });

  return (
    <Group gap="xs">
      <ModuleActions record={record} config={config} onChanged={onChanged} />
      {record.can_subscribe && (
        <Button variant="default" size="xs" onClick={() => subscribe.mutate({ id: record.id })} loading={subscribe.isPending}>
          {record.subscribed ? 'Megjelölés törlése' : 'Megjelölés'}
        </Button>
      )}
      {record.can_copy && (
        <Button
          variant="default"
          size="xs"
          onClick={() => ask('Másolás', `Biztosan lemásolja ${named}? Új rekord jön létre.`, () => copy.mutate({ id: record.id }), false)}
          loading={copy.isPending}
        >
          Másolás
        </Button>
      )}
      {record.can_storno && (
        <Button
          variant="default"
          size="xs"
          color="orange"
          onClick={() => ask('Sztornó', `Biztosan sztornózza ${named}?`, () => storno.mutate({ id: record.id }))}
          loading={storno.isPending}
        >
          Sztornó
        </Button>
      )}
      {record.can_cancel && (
        <Button variant="default" size="xs" color="red" onClick={() => setCancelling(true)}>
          Lemondás
        </Button>
      )}
      {record.can_delete && (
        <Button
          variant="default"
          size="xs"
          color="red"
          onClick={() => ask('Törlés', `Biztosan törli ${named}?`, () => remove.mutate({ id: record.id }))}
          loading={remove.isPending}
        >
          Törlés
        </Button>
      )}
      {cancelling && (
        <CancelDialog
          named={named}
          onClose={() => setCancelling(false)}
          pending={cancel.isPending}
          onConfirm={(date) => cancel.mutate({ id: record.id, cancellation_date: date })}
        />
      )}
    </Group>
  );
}
