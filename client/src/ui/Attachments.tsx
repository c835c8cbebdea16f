import { useState } from 'react';
import { Button, FileInput, Group, Paper, Table, Text, TextInput, Title } from '@mantine/core';
import { postMultipart } from '../api/rest.ts';
import { toast } from './toasts.ts';
import { confirmAction } from './confirm.ts';
import { formatDateTime } from './formatters.ts';
import { workflowApi, type TAttachmentModuleKey, type TWorkflowModuleKey } from './moduleApi.ts';
import { useServerErrors } from './useServerErrors.ts';
import { validate } from '@etanker/shared/validation.ts';
import { nameOf, type TAttachment } from './workflowTypes.ts';
import { FileLink } from './FileLink.tsx';

/** Attachments; soft-deleted ones are struck through with who deleted them and when (000 §4). */
export function Attachments({
  recordId,
  attachments,
  moduleKey,
  restBase,
  canUpload,
  onChanged,
}: {
  recordId: number;
  attachments: TAttachment[];
  moduleKey: TAttachmentModuleKey;
  restBase: string;
  canUpload: boolean;
  onChanged: () => Promise<void>;
}) {
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const server = useServerErrors();
  // Every attachment module's router has the workflow's deleteAttachment procedure (an employee's file too).
  const remove = workflowApi(moduleKey as TWorkflowModuleKey).deleteAttachment.useMutation({
    onSuccess: onChanged,
    onError: (error) => toast('error', String((error as Error).message)),
  });

  const upload = async () => {
    const error = validate(file, [{ type: 'required' }]);
    setLocalError(error);
    if (error || !file) return;
    const form = new FormData();
    form.append('name', name.trim() || file.name);
    form.append('document', file);
    setUploading(true);
    try {
      await postMultipart(`/api/${restBase}/${recordId}/uj-melleklet/`, form);
      setName('');
      setFile(null);
      server.clear();
      toast('success', 'A melléklet feltöltése sikerült.');
      await onChanged();
    } catch (failure) {
      server.fail(failure);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="xs">
        Mellékletek
      </Title>
      {attachments.length === 0 ? (
        <Text c="gray.7">Nincs melléklet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Tbody>
              {attachments.map((attachment) => {
                const deleted = Boolean(attachment.deleted_at);
                return (
                  <Table.Tr key={attachment.id} data-attachment-id={attachment.id} data-deleted={deleted || undefined}>
                    <Table.Td td={deleted ? 'line-through' : undefined}>
                      {attachment.document && !deleted ? <FileLink href={attachment.document} name={attachment.name} /> : attachment.name}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {nameOf(attachment.uploaded_by)} · {formatDateTime(attachment.uploaded_at)}
                      </Text>
                      {deleted && (
                        <Text size="sm" c="red">
                          Törölte: {nameOf(attachment.deleted_by)} · {formatDateTime(attachment.deleted_at)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {attachment.deletable && !deleted && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() =>
                            confirmAction({
                              title: 'Melléklet törlése',
                              question: `Biztosan törli a(z) ${attachment.name} mellékletet?`,
                              confirmLabel: 'Törlés',
                              destructive: true,
                              onConfirm: () => remove.mutate({ id: recordId, attachment_id: attachment.id }),
                            })
                          }
                        >
                          Törlés
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {canUpload && (
        <Group align="flex-end" mt="sm">
          <TextInput label="Melléklet neve" value={name} onChange={(event) => setName(event.currentTarget.value)} />
          <FileInput
            label="Fájl"
            value={file}
            onChange={setFile}
            error={localError ?? server.errorOf('document') ?? server.general ?? undefined}
            clearable
            w={260}
          />
          <Button onClick={upload} loading={uploading}>
            Feltöltés
          </Button>
        </Group>
      )}
    </Paper>
  );
}
