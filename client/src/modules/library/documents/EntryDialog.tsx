// New folder or upload: a name, for uploads the file, and in the shared library whether the
// schools see it. Field errors come back from the server under their names.
import { useState } from 'react';
import { Alert, Button, Checkbox, FileInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { ApiError, errorText, toApiError } from '../../../api/errors.ts';
import { createFolder, uploadDocument } from './api.ts';
import type { TLibrary } from './types.ts';

export interface TEntryDialogProps {
  library: TLibrary;
  kind: 'folder' | 'upload';
  parent: number | null;
  /** a new version's name, fixed */
  name?: string;
  onClose: () => void;
  onDone: (id: number | null) => void;
}

export function EntryDialog({ library, kind, parent, name: fixedName, onClose, onDone }: TEntryDialogProps) {
  const [name, setName] = useState(fixedName ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [visible, setVisible] = useState(true);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const title = kind === 'folder' ? 'Új mappa' : fixedName ? 'Új verzió feltöltése' : 'Feltöltés';

  const send = async () => {
    setSending(true);
    setErrors({});
    setFailure(null);
    try {
      const fields = { name, descendants_can_see: visible };
      const made = kind === 'folder' ? await createFolder(library, parent, fields) : await uploadDocument(library, parent, fields, file!);
      onDone(made.id);
    } catch (error) {
      const apiError = toApiError(error);
      setErrors(apiError instanceof ApiError ? apiError.fieldErrors : {});
      setFailure(Object.keys(apiError.fieldErrors).length ? null : errorText(apiError));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack gap="sm">
        <TextInput
          label="Név"
          required={kind === 'folder'}
          disabled={fixedName !== undefined}
          description={kind === 'upload' && !fixedName ? 'Üresen a fájl neve; azonos nevű dokumentum új verziója lesz.' : undefined}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name?.join(' ')}
          maxLength={200}
        />
        {kind === 'upload' ? (
          <FileInput label="Fájl" required value={file} onChange={setFile} placeholder="Válasszon fájlt" error={errors.file?.join(' ')} clearable />
        ) : null}
        {library.hides && !fixedName ? <Checkbox label="Az iskolák is látják" checked={visible} onChange={(e) => setVisible(e.currentTarget.checked)} /> : null}
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Mégse
          </Button>
          <Button onClick={() => void send()} loading={sending} disabled={kind === 'upload' ? !file : !name.trim()}>
            {kind === 'folder' ? 'Létrehozás' : 'Feltöltés'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
