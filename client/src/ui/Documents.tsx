import { Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { openPdfInNewTab } from '../api/rest.ts';
import { toast } from './toasts.ts';
import { formatDateTime } from './formatters.ts';
import { workflowApi, type TWorkflowModuleKey } from './moduleApi.ts';
import type { TGeneratedDocument } from './workflowTypes.ts';

/** Generated documents: PDF preview in a new tab, regenerate by document type. */
export function Documents({
  recordId,
  documents,
  moduleKey,
  restBase,
  canGenerate,
  onChanged,
}: {
  recordId: number;
  documents: TGeneratedDocument[];
  moduleKey: TWorkflowModuleKey;
  restBase: string;
  canGenerate: boolean;
  onChanged: () => Promise<void>;
}) {
  const regenerate = workflowApi(moduleKey).generateDocument.useMutation({
    onSuccess: async () => {
      toast('success', 'A dokumentum újragenerálása sikerült.');
      await onChanged();
    },
  });
  const preview = (documentType: string) =>
    openPdfInNewTab(`/api/${restBase}/${recordId}/generate_preview/?document_type=${encodeURIComponent(documentType)}`).catch(() =>
      toast('error', 'Az előnézet nem nyitható meg.'),
    );

  if (documents.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="xs">
        Dokumentumok
      </Title>
      <Table.ScrollContainer minWidth={320}>
        <Table>
          <Table.Tbody>
            {documents.map((document) => (
              <Table.Tr key={document.document_type}>
                <Table.Td>{document.label}</Table.Td>
                <Table.Td>
                  <Text size="sm" c="gray.7">
                    {document.generated_at ? formatDateTime(document.generated_at) : 'Még nem készült'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end">
                    <Button size="xs" variant="default" onClick={() => preview(document.document_type)}>
                      Előnézet
                    </Button>
                    {canGenerate && (
                      <Button
                        size="xs"
                        variant="default"
                        loading={regenerate.isPending}
                        onClick={() => regenerate.mutate({ id: recordId, document_type: document.document_type })}
                      >
                        Újragenerálás
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
