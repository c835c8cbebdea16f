// The three writes of a timesheet in one dialog: start a period, close the open one (both default
// to now), and HR's correction of an entry (start and end; the open period may stay open).
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { trpc } from '../../../api/trpc.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { formatDateTime } from '../../../ui/formatters.ts';
import { toast } from '../../../ui/toasts.ts';
import { useServerErrors } from '../../../ui/useServerErrors.ts';
import { validate } from '@etanker/shared/validation.ts';

export type TEntryDialog =
  { kind: 'start' } | { kind: 'close'; start_date: string } | { kind: 'edit'; entry: { id: number; start_date: string; end_date: string | null } };

const TITLES = { start: 'Munkaidő kezdése', close: 'Munkaidő befejezése', edit: 'Bejegyzés javítása' } as const;
const DONE = { start: 'A munkaidő kezdete rögzítve.', close: 'A munkaidő lezárva.', edit: 'A bejegyzés javítva.' } as const;
const END_AFTER_START = 'A befejezés a kezdés után legyen.';

export function EntryDialog({ userId, dialog, onClose }: { userId: number; dialog: TEntryDialog; onClose: () => void }) {
  const now = formatDateTime(new Date());
  const [start, setStart] = useState<string | null>(dialog.kind === 'edit' ? dialog.entry.start_date : dialog.kind === 'start' ? now : dialog.start_date);
  const [end, setEnd] = useState<string | null>(dialog.kind === 'edit' ? dialog.entry.end_date : now);
  const [localErrors, setLocalErrors] = useState<{ start_date?: string; end_date?: string }>({});
  const server = useServerErrors();
  const utils = trpc.useUtils();
  const done = () => {
    toast('success', DONE[dialog.kind]);
    void utils.timesheets.invalidate();
    onClose();
  };
  const options = { onSuccess: done, onError: server.fail };
  const startMutation = trpc.timesheets.start.useMutation(options);
  const closeMutation = trpc.timesheets.close.useMutation(options);
  const correctMutation = trpc.timesheets.correct.useMutation(options);
  const pending = startMutation.isPending || closeMutation.isPending || correctMutation.isPending;
  // Only a closed entry must keep an end; the open period may stay open while its start is fixed.
  const endRequired = dialog.kind === 'close' || (dialog.kind === 'edit' && dialog.entry.end_date !== null);

  const save = () => {
    const errors = {
      start_date: dialog.kind === 'close' ? undefined : (validate(start, [{ type: 'required' }]) ?? undefined),
      end_date:
        dialog.kind === 'start'
          ? undefined
          : ((endRequired ? validate(end, [{ type: 'required' }]) : null) ?? (end && start && end <= start ? END_AFTER_START : undefined)),
    };
    setLocalErrors(errors);
    if (errors.start_date || errors.end_date) return;
    server.clear();
    if (dialog.kind === 'start') startMutation.mutate({ id: userId, start_date: start! });
    else if (dialog.kind === 'close') closeMutation.mutate({ id: userId, end_date: end! });
    else correctMutation.mutate({ id: userId, entry_id: dialog.entry.id, start_date: start!, end_date: end });
  };

  const errorOf = (field: 'start_date' | 'end_date') => localErrors[field] ?? server.errorOf(field);
  return (
    <Modal opened onClose={onClose} title={TITLES[dialog.kind]}>
      <Stack>
        {dialog.kind !== 'close' ? (
          <DateField
            label="Kezdés"
            withTime
            required
            value={start}
            onChange={(value) => {
              setStart(value);
              server.dropField('start_date');
            }}
            error={errorOf('start_date')}
          />
        ) : (
          <DateField label="Kezdés" withTime readOnly value={start} onChange={() => undefined} />
        )}
        {dialog.kind !== 'start' && (
          <DateField
            label="Befejezés"
            withTime
            required={endRequired}
            value={end}
            onChange={(value) => {
              setEnd(value);
              server.dropField('end_date');
            }}
            error={errorOf('end_date')}
          />
        )}
        {server.general && <Alert color="red">{server.general}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Mégse
          </Button>
          <Button onClick={save} loading={pending}>
            {dialog.kind === 'edit' ? 'Mentés' : TITLES[dialog.kind]}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
