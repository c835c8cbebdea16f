// Uploading a register (POST /api/leltar-import/, multipart file + institution): the columns are
// listed in the README; the details page then follows the background processing.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, FileInput, Group, Select, Stack, Text, Title } from '@mantine/core';
import { modulePaths } from '@etanker/shared/modules.ts';
import { postMultipart } from '../../../api/rest.ts';
import { toApiError, errorText } from '../../../api/errors.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { useOptionLists, writableInstitutionOptions } from '../../../ui/useOptionLists.ts';
import { useInvalidateModule } from '../../../ui/moduleApi.ts';

const PATHS = modulePaths('stockImports');

export function ImportNew() {
  usePageTitle('Új leltár importálás');
  const navigate = useNavigate();
  const invalidate = useInvalidateModule('stockImports');
  const institutions = writableInstitutionOptions(useOptionLists());
  const [institution, setInstitution] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const chosen = institution ?? (institutions.length === 1 ? institutions[0].value : null);

  const send = async () => {
    if (!file || !chosen) return;
    const form = new FormData();
    form.append('institution', chosen);
    form.append('file', file);
    setSending(true);
    setError(null);
    try {
      const created = await postMultipart<{ id: number }>('/api/leltar-import/', form);
      await invalidate();
      void navigate(PATHS.detailPath(created.id));
    } catch (failure) {
      const apiError = toApiError(failure);
      setError([errorText(apiError), ...Object.values(apiError.fieldErrors ?? {}).flat()].filter(Boolean).join(' '));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="sm" maw={640}>
      <Title order={1} size="h2">
        Új leltár importálás
      </Title>
      <Text size="sm">
        Az eszköznyilvántartás .xlsx vagy .csv exportja; az első sor a fejléc (Leltári szám, Alszám, Megnevezés, … — lásd a leírást). Az azonos leltári számú
        tételeket az import frissíti, nem duplikálja.
      </Text>
      <Select label="Intézmény" required data={institutions} value={chosen} onChange={setInstitution} searchable />
      <FileInput label="Fájl" required accept=".xlsx,.csv" value={file} onChange={setFile} placeholder="Válasszon fájlt" />
      {error ? <Alert color="red">{error}</Alert> : null}
      <Group>
        <Button onClick={() => void send()} loading={sending} disabled={!file || !chosen}>
          Feltöltés
        </Button>
        <Button variant="default" onClick={() => void navigate(PATHS.listPath)}>
          Mégse
        </Button>
      </Group>
    </Stack>
  );
}
