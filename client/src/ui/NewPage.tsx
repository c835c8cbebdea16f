import { useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { toast } from './toasts.ts';
import { useMe } from '../api/startup-data.ts';
import type { TDetailConfig } from './detailConfig.ts';
import { ExtraFields, extraFieldErrors } from './ExtraFields.tsx';
import { FieldsForm } from './FieldsForm.tsx';
import { useSettledFields } from './useSettledFields.ts';
import { moduleApi, useInvalidateModule } from './moduleApi.ts';
import { useExtraFields } from './useExtraFields.ts';
import { useOptionLists } from './useOptionLists.ts';
import { useRecordForm } from './useRecordForm.ts';
import { usePageTitle } from './usePageTitle.ts';
import { useLeaveGuard } from './useLeaveGuard.ts';

/** The generic "new" page, for those the server lets create (the list's can_create). */
export function NewPage({ config }: { config: TDetailConfig }) {
  usePageTitle(config.newTitle);
  const permitted = moduleApi(config.moduleKey).list.useQuery({ page: 1, limit: 1 });
  if (permitted.isLoading) return <Loader />;
  if (!permitted.data?.can_create) return <Alert color="red">Nincs jogosultsága új rekord rögzítéséhez.</Alert>;
  return <NewRecordForm config={config} />;
}

/** The module's fields (and extra fields), saved with create. */
function NewRecordForm({ config }: { config: TDetailConfig }) {
  const navigate = useNavigate();
  const me = useMe();
  const lists = useOptionLists();
  // Read-only fields (e.g. an approved amount) have no value before the record exists.
  const settled = useSettledFields(config.fields);
  const fields = useMemo(() => settled.filter((field) => !field.readOnly), [settled]);
  const form = useRecordForm(fields, null);
  const extra = useExtraFields(config.kind === 'workflow' ? config.extraFieldsModule : undefined, null);
  const [submitted, setSubmitted] = useState(false);
  const invalidate = useInvalidateModule(config.moduleKey);
  useLeaveGuard(form.dirty);
  const create = moduleApi(config.moduleKey).create.useMutation({
    onSuccess: async (created) => {
      form.markSaved();
      form.server.clear();
      toast('success', 'A mentés sikerült.');
      await invalidate();
      navigate(config.detailPath(created.id));
    },
    onError: form.server.fail,
  });

  const save = () => {
    setSubmitted(true);
    const payload = form.payload();
    if (!payload || extraFieldErrors(extra.definitions, extra.answers, form.values).length > 0) return;
    const values = { ...payload, ...config.createValues };
    create.mutate(extra.definitions.length > 0 ? { ...values, extra_field_answers: extra.answers } : values);
  };

  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={1} size="h2">
          {config.newTitle}
        </Title>
        <FieldsForm fields={fields} values={form.values} lists={lists} onChange={form.setValue} readOnly={false} errors={form.errors} />
        {extra.definitions.length > 0 && (
          <ExtraFields
            definitions={extra.definitions}
            answers={extra.answers}
            onChange={extra.setAnswers}
            values={form.values}
            institution={extra.institution}
            readOnly={false}
            canEditAll={Boolean(me?.is_centre)}
            showErrors={submitted}
            serverErrors={form.server.fieldErrors}
          />
        )}
        {form.server.general && <Alert color="red">{form.server.general}</Alert>}
        <Group>
          <Button onClick={save} loading={create.isPending}>
            Mentés
          </Button>
          <Button variant="default" onClick={() => navigate(config.listPath)}>
            Mégse
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
