// A dolgozó adatlapja: the personal data in sections, the employments with the 'add
// employment' dialog, and the file's attachments. Only HR of the employee's institutions
// (and the centre's) reach it; another school's employee is a 404 from the server.
import { Alert, Loader, Paper, Stack, Title, Button, Group } from '@mantine/core';
import type { TFieldConfig } from '../../../ui/fieldsConfig.ts';
import { moduleApi, useInvalidateModule, type TRecord } from '../../../ui/moduleApi.ts';
import { useOptionLists } from '../../../ui/useOptionLists.ts';
import { useRecordForm } from '../../../ui/useRecordForm.ts';
import { useLeaveGuard } from '../../../ui/useLeaveGuard.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { Forbidden, isForbidden } from '../../../ui/Forbidden.tsx';
import { toast } from '../../../ui/toasts.ts';
import { Attachments } from '../../../ui/Attachments.tsx';
import type { TAttachment } from '../../../ui/workflowTypes.ts';
import { EmployeeForm } from '../EmployeeForm.tsx';
import { Employments, type TEmployment } from './Employments.tsx';
import { useEmployeeFields } from '../employee-fields.ts';

type TEmployee = TRecord & {
  name: string;
  can_edit: boolean;
  can_upload: boolean;
  can_add_employment: boolean;
  employments: TEmployment[];
  attachments: TAttachment[];
};

export function EmployeeDetails({ id }: { id: number }) {
  const record = moduleApi('employees').get.useQuery({ id });
  const fields = useEmployeeFields();
  const employee = record.data as TEmployee | undefined;
  usePageTitle(employee ? `Dolgozó ${employee.name}` : 'Dolgozó');
  const invalidate = useInvalidateModule('employees');
  if (isForbidden(record.error)) return <Forbidden />;
  if (record.isLoading || !fields) return <Loader />;
  if (!employee) return <Alert color="red">Nem található.</Alert>;
  return (
    <Stack>
      <PersonalData key={employee.id} employee={employee} fields={fields} onSaved={invalidate} />
      <Employments employeeId={employee.id} employments={employee.employments} canAdd={employee.can_add_employment} onChanged={invalidate} />
      <Attachments
        recordId={employee.id}
        attachments={employee.attachments}
        moduleKey="employees"
        restBase="dolgozok"
        canUpload={employee.can_upload}
        onChanged={invalidate}
      />
    </Stack>
  );
}

function PersonalData({ employee, fields, onSaved }: { employee: TEmployee; fields: TFieldConfig[]; onSaved: () => Promise<void> }) {
  const lists = useOptionLists();
  const form = useRecordForm(fields, employee);
  useLeaveGuard(form.dirty);
  const update = moduleApi('employees').update.useMutation({
    onSuccess: async () => {
      form.markSaved();
      form.server.clear();
      toast('success', 'A mentés sikerült.');
      await onSaved();
    },
    onError: form.server.fail,
  });
  const save = () => {
    const payload = form.payload();
    if (payload) update.mutate({ id: employee.id, data: payload });
  };
  const readOnly = !employee.can_edit;
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={1} size="h2">
          {employee.name}
        </Title>
        <EmployeeForm fields={fields} values={form.values} lists={lists} onChange={form.setValue} readOnly={readOnly} errors={form.errors} />
        {form.server.general && <Alert color="red">{form.server.general}</Alert>}
        {!readOnly && (
          <Group>
            <Button onClick={save} loading={update.isPending}>
              Mentés
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
