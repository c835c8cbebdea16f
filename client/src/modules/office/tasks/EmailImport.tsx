// "Új feladat e-mailből": an uploaded .eml becomes a task (POST email/); the new task opens.
// The server's message (a malformed or too large e-mail, a refused attachment) shows at the file.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { postMultipart } from '../../../api/rest.ts';
import { useServerErrors } from '../../../ui/useServerErrors.ts';
import { toast } from '../../../ui/toasts.ts';
import { modulePaths } from '@etanker/shared/modules.ts';

export function EmailImport() {
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const server = useServerErrors();
  const navigate = useNavigate();
  const close = () => {
    setOpened(false);
    setFile(null);
    server.clear();
  };
  const submit = async () => {
    if (!file) return;
    const form = new FormData();
    form.append('email', file);
    setSending(true);
    try {
      const { id } = await postMultipart<{ id: number }>('/api/feladatok/email/', form);
      toast('success', 'A feladat létrejött az e-mailből.');
      close();
      navigate(modulePaths('tasks').detailPath(id));
    } catch (failure) {
      server.fail(failure);
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Button variant="default" size="xs" onClick={() => setOpened(true)}>
        Új feladat e-mailből
      </Button>
      <Modal opened={opened} onClose={close} title="Új feladat e-mailből">
        <Stack>
          <Text size="sm">A tárgy lesz a feladat címe; a küldő, a dátum, a szöveg és a mellékletek a feladathoz kerülnek.</Text>
          <FileInput
            label="E-mail (.eml)"
            accept=".eml,message/rfc822"
            value={file}
            onChange={setFile}
            error={server.errorOf('email') ?? server.errorOf('institution')}
            clearable
          />
          {server.general && (
            <Text size="sm" c="red.8">
              {server.general}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Mégsem
            </Button>
            <Button onClick={submit} disabled={!file} loading={sending}>
              Feladat létrehozása
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
