// The invoice's file: picked on the new form (sent with the multipart create), shown on the
// details page with a replace button (dokumentum-csere/) while the server allows it.
import { Button, FileButton, FileInput, Group, Stack, Text } from '@mantine/core';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { FileLink } from '../../../ui/FileLink.tsx';
import { toast } from '../../../ui/toasts.ts';
import { errorText, toApiError } from '../../../api/errors.ts';
import { useInvoiceFiles } from './record.ts';

export function DocumentField({ value, onChange, error }: TCustomFieldProps) {
  const { record, upload } = useInvoiceFiles();
  if (!record) {
    return <FileInput label="Számla fájlja" clearable value={value instanceof File ? value : null} onChange={(file) => onChange(file)} error={error} />;
  }
  const replace = async (file: File | null) => {
    if (!file) return;
    const form = new FormData();
    form.append('document', file);
    try {
      await upload('dokumentum-csere/', form);
      toast('success', 'A számla fájlja kicserélve.');
    } catch (failure) {
      toast('error', errorText(toApiError(failure)));
    }
  };
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">
        Számla fájlja
      </Text>
      <Group gap="sm">
        {record.document ? <FileLink href={record.document.url} name={record.document.name} /> : <Text c="gray.7">Nincs feltöltve.</Text>}
        {record.can_replace_document && (
          <FileButton onChange={(file) => void replace(file)}>
            {(props) => (
              <Button size="xs" variant="default" {...props}>
                {record.document ? 'Fájl cseréje' : 'Fájl feltöltése'}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
    </Stack>
  );
}
