// Uploading a periodic report (001 §3: file, year, month, institution).
// The column layout is shown beside the form, so the finance office knows what the server takes.
import { useState } from 'react';
import { Alert, Button, FileInput, Group, NumberInput, Paper, Select, Text, Title } from '@mantine/core';
import { postMultipart } from '../../../api/rest.ts';
import { useServerErrors } from '../../../ui/useServerErrors.ts';
import { toast } from '../../../ui/toasts.ts';
import { formatDate } from '../../../ui/formatters.ts';

const MONTHS = ['január', 'február', 'március', 'április', 'május', 'június', 'július', 'augusztus', 'szeptember', 'október', 'november', 'december'];
export const monthName = (month: number) => MONTHS[month - 1] ?? String(month);
/** A new report is of this year (Budapest): 001 §3's default of 2020 was a trap that filed reports years back. */
const thisYear = () => Number(formatDate(new Date()).slice(0, 4));

export function UploadForm({ institution, onUploaded }: { institution: number; onUploaded: (year: number) => void }) {
  const [year, setYear] = useState<number | string>(thisYear);
  const [month, setMonth] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const server = useServerErrors();

  const submit = async () => {
    const form = new FormData();
    form.append('institution', String(institution));
    form.append('year', String(year));
    form.append('month', month ?? '');
    if (file) form.append('file', file);
    setBusy(true);
    try {
      await postMultipart(`/api/penzugy/attekinto/`, form);
      server.clear();
      setFile(null);
      toast('success', 'Az időszakos jelentés feltöltése sikerült.');
      onUploaded(Number(year));
    } catch (failure) {
      server.fail(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="xs">
        Időszakos jelentés feltöltése
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        Excel (.xlsx) táblázat, első sora: <b>Rovat | Megnevezés | Előirányzat | Teljesítés</b>; alatta soronként egy rovat (pl. K311), legfeljebb 500 sor és 2
        MB.
      </Text>
      {(server.general || server.errorOf('institution')) && (
        <Alert color="red" mb="sm">
          {server.general ?? server.errorOf('institution')}
        </Alert>
      )}
      <Group align="flex-start" gap="sm">
        <NumberInput label="Év" value={year} onChange={setYear} min={2000} max={2100} w={110} error={server.errorOf('year')} />
        <Select
          label="Hónap"
          data={MONTHS.map((name, i) => ({ value: String(i + 1), label: name }))}
          value={month}
          onChange={setMonth}
          w={150}
          error={server.errorOf('month')}
        />
        <FileInput label="Fájl (.xlsx)" accept=".xlsx" value={file} onChange={setFile} w={260} maw="100%" clearable error={server.errorOf('file')} />
      </Group>
      <Button mt="md" onClick={submit} loading={busy}>
        Feltöltés
      </Button>
    </Paper>
  );
}
