// felhasznalo-rogzites/: the hired person's data (the employee form's person fields), first
// filled with the person the position proposes. The first recording (POST) creates the person's
// file, or links an employee already on file once the user chose so, and adds an employment at
// the position's school; afterwards (PUT) it changes the hired person's data.
import { Alert, Button, Group, Loader, Modal, Stack } from '@mantine/core';
import type { TActionDialogProps } from '../../../ui/detailConfig.ts';
import type { TFieldConfig } from '../../../ui/fieldsConfig.ts';
import { trpc } from '../../../api/trpc.ts';
import { moduleApi } from '../../../ui/moduleApi.ts';
import { useOptionLists } from '../../../ui/useOptionLists.ts';
import { useRecordForm } from '../../../ui/useRecordForm.ts';
import { EmployeeForm } from '../EmployeeForm.tsx';
import { personFields, useEmployeeFields } from '../employee-fields.ts';
import { existingEmployeeMessage, hirePrefill } from './hire.ts';

type THired = { id: number; name: string } | null;

export function HireDialog({ record, onClose, onDone }: TActionDialogProps) {
  const hired = (record as unknown as { hired_employee: THired }).hired_employee;
  const fields = useEmployeeFields();
  const person = moduleApi('employees').get.useQuery({ id: hired?.id ?? 0 }, { enabled: hired !== null });
  const ready = fields && (hired === null || person.data);
  return (
    <Modal opened onClose={onClose} title={hired ? 'Felvett dolgozó adatai' : 'Felvett dolgozó rögzítése'} size="xl">
      {ready ? (
        <HireForm fields={personFields(fields)} initial={person.data ?? hirePrefill(record)} positionId={record.id} update={hired !== null} onDone={onDone} />
      ) : (
        <Loader />
      )}
    </Modal>
  );
}

function HireForm(props: { fields: TFieldConfig[]; initial: Record<string, unknown>; positionId: number; update: boolean; onDone: () => Promise<void> }) {
  const lists = useOptionLists();
  const form = useRecordForm(props.fields, props.initial);
  const options = { onSuccess: props.onDone, onError: form.server.fail };
  const record = trpc.positions.recordHire.useMutation(options);
  const change = trpc.positions.updateHire.useMutation(options);
  const existing = props.update ? null : existingEmployeeMessage(form.server.fieldErrors);
  const save = (linkExisting = false) => {
    const payload = form.payload();
    if (!payload) return;
    if (props.update) change.mutate({ ...payload, id: props.positionId });
    else record.mutate({ ...payload, id: props.positionId, ...(linkExisting ? { link_existing_employee: true } : {}) });
  };
  return (
    <Stack>
      <EmployeeForm fields={props.fields} values={form.values} lists={lists} onChange={form.setValue} readOnly={false} errors={form.errors} />
      {form.server.general && <Alert color="red">{form.server.general}</Alert>}
      {existing && (
        <Alert color="orange" title={existing}>
          <Stack gap="xs">
            <span>A meglévő dolgozóhoz rendelheti a felvételt (az adatai nem változnak), vagy módosíthatja a megadott adatokat.</span>
            <Group>
              <Button size="xs" onClick={() => save(true)} loading={record.isPending}>
                A meglévő dolgozóhoz rendelem
              </Button>
              <Button size="xs" variant="default" onClick={form.server.clear}>
                Módosítom az adatokat
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <Group>
        <Button onClick={() => save()} loading={record.isPending || change.isPending}>
          Mentés
        </Button>
      </Group>
    </Stack>
  );
}
