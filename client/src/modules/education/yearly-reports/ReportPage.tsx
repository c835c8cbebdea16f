// A yearly report: base numbers and the answers form the questions drive; the server's 400 puts
// each message at its question (002 §5: `answers` as [question, message]); closing asks first and
// makes the report read-only for everybody; the PDF is made on the server and downloaded.
import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { trpc } from '../../../api/trpc.ts';
import { confirmAction } from '../../../ui/confirm.ts';
import { FileLink } from '../../../ui/FileLink.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { modulePaths } from '@etanker/shared/modules.ts';
import { AnswerInput, type TAnswerValue } from '../../../ui/AnswerInput.tsx';
import { useAnswerErrors } from '../../../ui/answerErrors.ts';
import type { TAnswer, TYearlyReport } from './types.ts';

const LIST = modulePaths('yearlyReports').listPath;

const valueOf = (a: TAnswer | undefined): TAnswerValue => (a ? (a.array_value ?? a.value) : null);

export function ReportPage({ id }: { id: number }) {
  const query = trpc.yearlyReports.get.useQuery({ id });
  const report = query.data as TYearlyReport | undefined;
  usePageTitle(report ? `Éves beszámoló – ${report.institution.name}, ${report.school_year}` : 'Éves beszámoló');
  if (!report) return query.error ? <Alert color="red">Az éves beszámoló nem tölthető be.</Alert> : <Loader />;
  return <ReportForm key={`${report.id}-${report.closed}`} report={report} onChanged={() => void query.refetch()} />;
}

function ReportForm({ report, onChanged }: { report: TYearlyReport; onChanged: () => void }) {
  const [base, setBase] = useState(report.base_numbers);
  const [values, setValues] = useState(() => new Map(report.questions.map((q) => [q.id, valueOf(report.answers.find((a) => a.question === q.id))])));
  const utils = trpc.useUtils();
  const { errors, fail, done } = useAnswerErrors(async () => {
    await utils.yearlyReports.list.invalidate();
    onChanged();
  });
  const save = trpc.yearlyReports.update.useMutation({ onSuccess: done('Az éves beszámoló mentve.'), onError: fail });
  const close = trpc.yearlyReports.close.useMutation({ onSuccess: done('Az éves beszámoló lezárva.'), onError: fail });
  const pdf = trpc.yearlyReports.generatePdf.useMutation({ onSuccess: done('A PDF elkészült.'), onError: fail });
  const readOnly = !report.can_edit;

  const answers = report.questions.flatMap((q) => {
    const v = values.get(q.id);
    if (v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) return [];
    return [Array.isArray(v) ? { question: q.id, array_value: v } : { question: q.id, value: v }];
  });
  const saveInput = () => ({ id: report.id, data: { institution: report.institution.id, year: report.year, base_numbers: base, answers } });
  const submit = () => save.mutate(saveInput());
  const askClose = () =>
    confirmAction({
      title: 'Lezárás',
      question: `Biztosan lezárja a(z) ${report.institution.name} ${report.school_year}. tanévi éves beszámolóját? Lezárás után senki sem módosíthatja.`,
      confirmLabel: 'Lezárás',
      destructive: true,
      // What the form holds is saved first: closing takes the stored answers.
      onConfirm: () =>
        void save.mutateAsync(saveInput()).then(
          () => close.mutate({ id: report.id }),
          () => undefined,
        ),
    });

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group justify="space-between" gap="sm" mb="sm">
          <Title order={1} size="h2">
            Éves beszámoló – {report.school_year}. tanév
          </Title>
          <Badge color={report.closed ? 'green' : report.status === 'Határidőn túl' ? 'red' : 'blue'} style={{ flexShrink: 0 }}>
            {report.status}
          </Badge>
        </Group>
        <Text>{report.institution.name}</Text>
        <Text size="sm" c="gray.7">
          Határidő: {report.due_date ?? '—'}
          {report.closed_at ? ` · Lezárva: ${report.closed_at}` : ''}
        </Text>
        <Group mt="md" gap="sm">
          <Button component={Link} to={LIST} variant="default">
            Vissza a listához
          </Button>
          {report.can_edit && (
            <Button onClick={submit} loading={save.isPending}>
              Mentés
            </Button>
          )}
          {report.can_close && (
            <Button color="red" variant="light" onClick={askClose} loading={close.isPending}>
              Lezárás
            </Button>
          )}
          {report.can_generate_pdf && (
            <Button variant="light" onClick={() => pdf.mutate({ id: report.id })} loading={pdf.isPending}>
              PDF generálása
            </Button>
          )}
          {report.generated_report && (
            <Text size="sm">
              <FileLink href={report.generated_report.url} name={`PDF (${report.generated_report.generated_at})`} />
            </Text>
          )}
        </Group>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h3" mb="sm">
          Alapadatok
        </Title>
        <Group gap="md" align="flex-start">
          {(['teacher_count', 'student_count'] as const).map((key) => (
            <NumberInput
              key={key}
              label={key === 'teacher_count' ? 'Pedagógusok száma' : 'Tanulók száma'}
              value={base[key] ?? ''}
              onChange={(v) => setBase({ ...base, [key]: v === '' ? null : Number(v) })}
              error={errors.fields[`base_numbers.${key}`]}
              readOnly={readOnly}
              min={0}
              allowDecimal={false}
              thousandSeparator=" "
              w={{ base: '100%', sm: 220 }}
            />
          ))}
        </Group>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h3" mb="sm">
          Kérdések
        </Title>
        <Stack gap="md">
          {report.questions.map((q) => (
            <AnswerInput
              key={q.id}
              question={q}
              value={values.get(q.id) ?? null}
              error={errors.answers.get(q.id)}
              readOnly={readOnly}
              onChange={(v) => setValues(new Map(values).set(q.id, v))}
            />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
