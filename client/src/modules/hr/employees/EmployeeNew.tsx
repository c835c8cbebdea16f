// Új dolgozó: the grouped form, for those the server lets create (the list's can_create follows
// the setting can_create_new_employee; the centre's HR always may).
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { taxIdBirthDate, validTaxId } from '@etanker/shared/validation.ts';
import { trpc } from '../../../api/trpc.ts';
import type { TFieldConfig } from '../../../ui/fieldsConfig.ts';
import { moduleApi, useInvalidateModule } from '../../../ui/moduleApi.ts';
import { useOptionLists } from '../../../ui/useOptionLists.ts';
import { useRecordForm } from '../../../ui/useRecordForm.ts';
import { useLeaveGuard } from '../../../ui/useLeaveGuard.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { Forbidden, isForbidden } from '../../../ui/Forbidden.tsx';
import { toast } from '../../../ui/toasts.ts';
import { EmployeeForm } from '../EmployeeForm.tsx';
import { useEmployeeFields } from '../employee-fields.ts';
import { detailPath, LIST_PATH } from './paths.ts';

const TITLE = 'Új dolgozó';

export function EmployeeNew() {
  usePageTitle(TITLE);
  const permitted = moduleApi('employees').list.useQuery({ page: 1, limit: 1 });
  const fields = useEmployeeFields();
  if (isForbidden(permitted.error)) return <Forbidden />;
  if (permitted.isLoading || !fields) return <Loader />;
  if (!permitted.data?.can_create) return <Alert color="red">Új dolgozót csak a központi HR vehet fel.</Alert>;
  return <NewEmployeeForm fields={fields} />;
}

function NewEmployeeForm({ fields }: { fields: TFieldConfig[] }) {
  const navigate = useNavigate();
  const lists = useOptionLists();
  const form = useRecordForm(fields, null);
  const invalidate = useInvalidateModule('employees');
  useLeaveGuard(form.dirty);
  const create = moduleApi('employees').create.useMutation({
    onSuccess: async (created) => {
      form.markSaved();
      form.server.clear();
      toast('success', 'A mentés sikerült.');
      await invalidate();
      navigate(detailPath(created.id));
    },
    onError: form.server.fail,
  });
  const save = () => {
    const payload = form.payload();
    if (payload) create.mutate(payload);
  };
  // A valid tax id names the birth date it encodes (filled when still empty) and whether the
  // person is already on file (adoszam-ellenorzes/), so nobody is recorded twice.
  const taxNumber = String(form.values.tax_number ?? '');
  const check = trpc.employees.checkTaxNumber.useQuery({ adoszam: taxNumber }, { enabled: validTaxId(taxNumber) });
  const onChange = (name: string, value: unknown) => {
    form.setValue(name, value);
    if (name === 'tax_number' && typeof value === 'string' && validTaxId(value) && !form.values.birth_date) form.setValue('birth_date', taxIdBirthDate(value));
  };
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={1} size="h2">
          {TITLE}
        </Title>
        <EmployeeForm fields={fields} values={form.values} lists={lists} onChange={onChange} readOnly={false} errors={form.errors} />
        {check.data?.exists && (
          <Alert color="orange">
            Ezzel az adóazonosító jellel már van dolgozó
            {check.data.employee ? (
              <>
                :{' '}
                <Anchor component={Link} to={detailPath(check.data.employee.id)}>
                  {check.data.employee.name}
                </Anchor>
              </>
            ) : (
              ' (egy másik intézményben).'
            )}
          </Alert>
        )}
        {form.server.general && <Alert color="red">{form.server.general}</Alert>}
        <Group>
          <Button onClick={save} loading={create.isPending}>
            Mentés
          </Button>
          <Button variant="default" onClick={() => navigate(LIST_PATH)}>
            Mégse
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
