import { useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { toast } from './toasts.ts';
import { useMe } from '../api/startup-data.ts';
import type { TDetailConfig, TWorkflowDetailConfig } from './detailConfig.ts';
import { ExtraFields, extraFieldErrors } from './ExtraFields.tsx';
import { FieldsForm } from './FieldsForm.tsx';
import { useSettledFields } from './useSettledFields.ts';
import { moduleApi, useInvalidateModule, workflowApi } from './moduleApi.ts';
import { submitOption } from './submitOption.ts';
import type { TWorkflowRecord } from './workflowTypes.ts';
import { useExtraFields } from './useExtraFields.ts';
import { useOptionLists } from './useOptionLists.ts';
import { useRecordForm } from './useRecordForm.ts';
import { Forbidden, isForbidden } from './Forbidden.tsx';
import { usePageTitle } from './usePageTitle.ts';
import { useLeaveGuard } from './useLeaveGuard.ts';

/** The generic "new" page, for those the server lets create (the list's can_create). */
export function NewPage({ config }: { config: TDetailConfig }) {
  usePageTitle(config.newTitle);
  const permitted = moduleApi(config.moduleKey).list.useQuery({ page: 1, limit: 1 });
  if (permitted.isLoading) return <Loader />;
  if (isForbidden(permitted.error)) return <Forbidden />;
  if (!permitted.data?.can_create) return <Alert color="red">Nincs jogosultsága új rekord rögzítéséhez.</Alert>;
  return config.kind === 'workflow' ? <WorkflowRecordForm config={config} /> : <NewRecordForm config={config} submit={null} />;
}

/** Decides the creator's submit option of a record just made. */
type TSubmit = (id: number, option: number) => Promise<unknown>;

function WorkflowRecordForm({ config }: { config: TWorkflowDetailConfig }) {
  const decide = workflowApi(config.moduleKey).decide.useMutation();
  return <NewRecordForm config={config} submit={(id, option) => decide.mutateAsync({ id, decision_option: option, answers: {}, confirmed: false })} />;
}

/** The module's fields (and extra fields), saved with create; workflow records also in one step with their submit. */
function NewRecordForm({ config, submit }: { config: TDetailConfig; submit: TSubmit | null }) {
  const navigate = useNavigate();
  const me = useMe();
  const lists = useOptionLists();
  // Read-only fields (e.g. an approved amount) have no value before the record exists.
  const settled = useSettledFields(config.fields);
  const fields = useMemo(() => settled.filter((field) => !field.readOnly), [settled]);
  const form = useRecordForm(fields, null);
  const extra = useExtraFields(config.kind === 'workflow' ? config.extraFieldsModule : undefined, null);
  const [submitted, setSubmitted] = useState(false);
  // 'Mentés és beküldés' (issue 11 item 17): the record is created, then its creator's submit
  // option is decided, when the flow's first step is just that (one positive option, no questions).
  // The choice travels with the call, not through state: a create that answers before the next
  // render (a module's own multipart create) would read the state's old value and only save.
  const [andSubmit, setAndSubmit] = useState(false);
  const invalidate = useInvalidateModule(config.moduleKey);
  useLeaveGuard(form.dirty);
  const onCreated = async (created: { id: number }, submitToo: boolean) => {
    form.markSaved();
    form.server.clear();
    const option = submitToo && submit ? submitOption(created as TWorkflowRecord) : null;
    if (option) {
      try {
        await submit?.(created.id, option.id);
        toast('success', 'A mentés és a beküldés sikerült.');
      } catch {
        toast('error', 'A mentés sikerült, a beküldés nem: küldje be a rekord oldaláról.');
      }
    } else {
      toast('success', submitToo ? 'A mentés sikerült. A beküldéshez válasszon döntést a rekord oldalán.' : 'A mentés sikerült.');
    }
    await invalidate();
    navigate(config.detailPath(created.id));
  };
  const create = moduleApi(config.moduleKey).create.useMutation();
  // The JSON create or a module's own (multipart with a file): one path, one pending flag.
  const [pending, setPending] = useState(false);
  const run = (values: Record<string, unknown>, submitToo: boolean) => {
    setPending(true);
    const created = config.createWith ? config.createWith(values, form.values) : create.mutateAsync(values);
    created.then((record) => onCreated(record, submitToo), form.server.fail).finally(() => setPending(false));
  };

  const save = (submitToo: boolean) => {
    setAndSubmit(submitToo);
    setSubmitted(true);
    const payload = form.payload();
    if (!payload || extraFieldErrors(extra.definitions, extra.answers, form.values).length > 0) return;
    const values = { ...payload, ...config.createValues };
    run(extra.definitions.length > 0 ? { ...values, extra_field_answers: extra.answers } : values, submitToo);
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
          {submit && (
            <Button onClick={() => save(true)} loading={pending && andSubmit} disabled={pending && !andSubmit}>
              Mentés és beküldés
            </Button>
          )}
          <Button variant={submit ? 'default' : 'filled'} onClick={() => save(false)} loading={pending && !andSubmit} disabled={pending && andSubmit}>
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
