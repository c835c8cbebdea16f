// A category's spreadsheet round trip on its details page: export/ downloads its products and
// variants, import/ takes the edited file back and says how many rows it added, changed and left
// alone (a refused file lists its rows' errors; nothing was changed then).
import { useContext, useState } from 'react';
import { Alert, Button, FileButton, Group, List, Stack, Text } from '@mantine/core';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { downloadFile, postMultipart } from '../../../api/rest.ts';
import { ApiError } from '../../../api/errors.ts';
import { EditedRecord } from '../../../ui/editedRecord.ts';

type TImportAnswer = { added: number; changed: number; unchanged: number };

export function CategorySheet({ readOnly }: TCustomFieldProps) {
  const id = useContext(EditedRecord);
  const [result, setResult] = useState<TImportAnswer | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  if (!id) return null;
  const upload = async (file: File | null) => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    setResult(null);
    setErrors([]);
    try {
      setResult(await postMultipart<TImportAnswer>(`/api/keszlet/categories/${id}/import/`, form));
    } catch (error) {
      setErrors(error instanceof ApiError ? Object.values(error.fieldErrors).flat() : [String(error)]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Termékek táblázatban
      </Text>
      <Group gap="xs">
        <Button variant="default" onClick={() => void downloadFile(`/api/keszlet/categories/${id}/export/`, 'kategoria.xlsx')}>
          Exportálás (xlsx)
        </Button>
        {readOnly ? null : (
          <FileButton onChange={(file) => void upload(file)} accept=".xlsx">
            {(props) => (
              <Button {...props} variant="default" loading={busy}>
                Importálás (xlsx)
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {result && (
        <Alert color="green" title="Az importálás kész">
          Új sor: {result.added}, módosult: {result.changed}, változatlan: {result.unchanged}.
        </Alert>
      )}
      {errors.length > 0 && (
        <Alert color="red" title="A táblázatot nem importáltuk, semmi sem változott">
          <List size="sm">
            {errors.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
