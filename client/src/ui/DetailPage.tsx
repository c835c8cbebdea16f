import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { toast } from './toasts.ts';
import { useMe } from '../api/startup-data.ts';
import type { TDetailConfig, TPlainDetailConfig, TWorkflowDetailConfig } from './detailConfig.ts';
import { Attachments } from './Attachments.tsx';
import { Comments } from './Comments.tsx';
import { RecordChangedNotice } from './RecordChangedNotice.tsx';
import { DecisionHistory } from './DecisionHistory.tsx';
import { DecisionPanel } from './DecisionPanel.tsx';
import { Documents } from './Documents.tsx';
import { ExtraFields, extraFieldErrors } from './ExtraFields.tsx';
import { FieldsForm } from './FieldsForm.tsx';
import { useSettledFields } from './useSettledFields.ts';
import { formatDateTime } from './formatters.ts';
import { moduleApi, useInvalidateModule, type TAttachmentModuleKey, type TCommentModuleKey, type TRecord } from './moduleApi.ts';
import { RecordActions } from './RecordActions.tsx';
import { StateBadges } from './StateBadges.tsx';
import { useExtraFields } from './useExtraFields.ts';
import { useOptionLists } from './useOptionLists.ts';
import { useRecordForm } from './useRecordForm.ts';
import type { TWorkflowRecord } from './workflowTypes.ts';
import { Forbidden, isForbidden } from './Forbidden.tsx';
import { usePageTitle } from './usePageTitle.ts';
import { useLeaveGuard } from './useLeaveGuard.ts';
import { EditedRecord } from './editedRecord.ts';

/** 'Kötelezettségvállalás KV/2026/12': the module's noun and the record's reference number (or its title). */
export function detailTitle(config: TDetailConfig, record: TRecord): string {
  const name = typeof record.reference_number === 'string' && record.reference_number ? record.reference_number : config.title(record);
  return config.noun ? `${config.noun} ${name}` : name;
}

/** Saving a record: server field errors go to the form, success clears them (spec 000 §8). */
function useUpdate(moduleKey: TPlainDetailConfig['moduleKey'], form: ReturnType<typeof useRecordForm>, onSaved: () => Promise<void>) {
  return moduleApi(moduleKey).update.useMutation({
    onSuccess: async () => {
      form.markSaved();
      form.server.clear();
      toast('success', 'A mentés sikerült.');
      await onSaved();
    },
    onError: form.server.fail,
  });
}

/** The form's general server error and its save button. */
function SaveFooter({ error, onSave, saving, hidden = false }: { error: string | null | undefined; onSave: () => void; saving: boolean; hidden?: boolean }) {
  return (
    <>
      {error && <Alert color="red">{error}</Alert>}
      {!hidden && (
        <Group>
          <Button onClick={onSave} loading={saving}>
            Mentés
          </Button>
        </Group>
      )}
    </>
  );
}

function PlainDetails({ config, record, onSaved }: { config: TPlainDetailConfig; record: TRecord; onSaved: () => Promise<void> }) {
  const lists = useOptionLists();
  const fields = useSettledFields(config.fields);
  const form = useRecordForm(fields, record);
  useLeaveGuard(form.dirty);
  const update = useUpdate(config.moduleKey, form, onSaved);
  const save = () => {
    const payload = form.payload();
    if (payload) update.mutate({ id: record.id, data: payload });
  };
  // Master data is edited by its keepers only (the server's can_edit).
  const readOnly = record.can_edit !== true;
  const files = record as Partial<Pick<TWorkflowRecord, 'attachments' | 'comments' | 'can_upload' | 'can_comment'>>;
  return (
    <Stack>
      <Paper withBorder p="md">
        <Stack>
          <Title order={1} size="h2">
            {config.title(record)}
          </Title>
          <FieldsForm fields={fields} values={form.values} lists={lists} onChange={form.setValue} readOnly={readOnly} errors={form.errors} />
          <SaveFooter error={form.server.general} onSave={save} saving={update.isPending} hidden={readOnly} />
        </Stack>
      </Paper>
      {config.files?.attachments && (
        <Attachments
          recordId={record.id}
          attachments={files.attachments ?? []}
          moduleKey={config.moduleKey as TAttachmentModuleKey}
          restBase={config.restBase}
          canUpload={files.can_upload === true}
          onChanged={onSaved}
        />
      )}
      {config.files?.comments && (
        <Comments
          recordId={record.id}
          comments={files.comments ?? []}
          moduleKey={config.moduleKey as TCommentModuleKey}
          restBase={config.restBase}
          canComment={files.can_comment === true}
          onChanged={onSaved}
        />
      )}
    </Stack>
  );
}

function WorkflowDetails({ config, record, onChanged }: { config: TWorkflowDetailConfig; record: TWorkflowRecord; onChanged: () => Promise<void> }) {
  const me = useMe();
  const lists = useOptionLists();
  const settled = useSettledFields(config.fields);
  // A reader who may not see the person's personal data gets the record without it (null): no empty inputs for it.
  const hidesPersonal = record.can_view_personal_data === false;
  const fields = useMemo(() => (hidesPersonal ? settled.filter((field) => !field.personal) : settled), [settled, hidesPersonal]);
  const form = useRecordForm(fields, record);
  useLeaveGuard(form.dirty);
  const extra = useExtraFields(config.extraFieldsModule, record.extra_field_answers ?? []);
  const [submitted, setSubmitted] = useState(false);
  const update = useUpdate(config.moduleKey, form, onChanged);
  const save = () => {
    setSubmitted(true);
    const payload = form.payload();
    if (!payload || extraFieldErrors(extra.definitions, extra.answers, form.values).length > 0) return;
    update.mutate({ id: record.id, data: extra.definitions.length > 0 ? { ...payload, extra_field_answers: extra.answers } : payload });
  };
  const readOnly = !record.can_edit;
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <Stack>
      <RecordChangedNotice moduleKey={config.moduleKey} id={record.id} listPath={config.listPath} onReload={onChanged} />
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1} size="h2" ref={headingRef} tabIndex={-1}>
              {config.title(record)}
            </Title>
            <Group gap="xs" mt={4}>
              {record.reference_number && <Text fw={600}>{record.reference_number}</Text>}
              <StateBadges state={record.state} initialState={config.initialState} waitingForMe={record.can_decide} />
            </Group>
            <Text size="sm" c="gray.7">
              {record.institution?.name} · {record.creator?.name} · {formatDateTime(record.created_at)}
            </Text>
          </div>
          <RecordActions record={record} config={config} onChanged={onChanged} />
        </Group>
      </Paper>
      <DecisionPanel record={record} moduleKey={config.moduleKey} restBase={config.restBase} onDecided={onChanged} headingRef={headingRef} />
      <Paper withBorder p="md">
        <Stack>
          <FieldsForm fields={fields} values={form.values} lists={lists} onChange={form.setValue} readOnly={readOnly} errors={form.errors} />
          {extra.definitions.length > 0 && (
            <ExtraFields
              definitions={extra.definitions}
              answers={extra.answers}
              onChange={extra.setAnswers}
              values={form.values}
              institution={extra.institution}
              readOnly={readOnly}
              canEditAll={Boolean(me?.is_centre)}
              showErrors={submitted}
              serverErrors={form.server.fieldErrors}
            />
          )}
          <SaveFooter error={form.server.general} onSave={save} saving={update.isPending} hidden={readOnly} />
        </Stack>
      </Paper>
      <Documents
        recordId={record.id}
        documents={record.generated_documents ?? []}
        moduleKey={config.moduleKey}
        restBase={config.restBase}
        canGenerate={Boolean(record.can_generate_documents)}
        onChanged={onChanged}
      />
      {config.attachments !== false && (
        <Attachments
          recordId={record.id}
          attachments={record.attachments ?? []}
          moduleKey={config.moduleKey}
          restBase={config.restBase}
          canUpload={record.can_upload}
          onChanged={onChanged}
        />
      )}
      <Comments
        recordId={record.id}
        comments={record.comments ?? []}
        moduleKey={config.moduleKey}
        restBase={config.restBase}
        canComment={record.can_comment}
        onChanged={onChanged}
      />
      <DecisionHistory decisions={record.decisions ?? []} />
    </Stack>
  );
}

/** The generic details page: fields, and for workflow records the decision panel, documents,
 * attachments, comments and decision history (001 §2 screen capabilities). */
export function DetailPage({ config, id }: { config: TDetailConfig; id: number }) {
  const record = moduleApi(config.moduleKey).get.useQuery({ id });
  usePageTitle(record.data ? detailTitle(config, record.data) : config.noun);
  const invalidate = useInvalidateModule(config.moduleKey);
  if (record.isLoading) return <Loader />;
  if (isForbidden(record.error)) return <Forbidden />;
  if (!record.data) return <Alert color="red">Nem található.</Alert>;
  return (
    <EditedRecord.Provider value={id}>
      {config.kind === 'workflow' ? (
        <WorkflowDetails config={config} record={record.data as unknown as TWorkflowRecord} onChanged={invalidate} />
      ) : (
        <PlainDetails config={config} record={record.data} onSaved={invalidate} />
      )}
    </EditedRecord.Provider>
  );
}
