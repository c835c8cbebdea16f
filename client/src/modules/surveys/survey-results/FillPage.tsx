// {id}.html: a school's fill-in. What is typed is saved a moment after typing stops (autosave,
// PUT with the whole answer map) and "Mentve" says so; a wrong answer shows at its question.
// Closing saves and closes (every question answered); reopening is the centre's, or the
// school's before the deadline. Beside each question: the school's earlier answers to it.
import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { trpc } from '../../../api/trpc.ts';
import { confirmAction } from '../../../ui/confirm.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { formatNumber } from '../../../ui/formatters.ts';
import { AnswerInput, type TAnswerValue } from '../../../ui/AnswerInput.tsx';
import { useAnswerErrors } from '../../../ui/answerErrors.ts';
import { modulePaths } from '@etanker/shared/modules.ts';
import { statusColor } from './ResultList.tsx';
import type { TPrevious, TSurveyResult } from './types.ts';

const LIST = modulePaths('surveyResults').listPath;
const AUTOSAVE_MS = 1500;

type TSaveState = 'idle' | 'dirty' | 'saving' | 'saved' | 'failed';
const SAVE_TEXT: Record<TSaveState, string> = { idle: '', dirty: 'Módosítva…', saving: 'Mentés…', saved: 'Mentve', failed: 'Nincs mentve' };

const shown = (v: TAnswerValue) => (Array.isArray(v) ? v.join(', ') : typeof v === 'number' ? formatNumber(v) : (v ?? ''));

export function FillPage({ id }: { id: number }) {
  const query = trpc.surveyResults.get.useQuery({ id });
  const result = query.data as TSurveyResult | undefined;
  usePageTitle(result ? `${result.survey.name} – ${result.institution.name}` : 'Kérdőív kitöltés');
  if (!result) return query.error ? <Alert color="red">A kérdőív nem tölthető be.</Alert> : <Loader />;
  return <FillForm key={`${result.id}-${result.closed}`} result={result} onChanged={() => void query.refetch()} />;
}

function FillForm({ result, onChanged }: { result: TSurveyResult; onChanged: () => void }) {
  const [values, setValues] = useState<Record<string, TAnswerValue>>(result.answers);
  const [state, setState] = useState<TSaveState>('idle');
  const previous = trpc.surveyResults.previous.useQuery({ id: result.id });
  const utils = trpc.useUtils();
  const { errors, fail, clear, done } = useAnswerErrors(async () => {
    await utils.surveyResults.list.invalidate();
    onChanged();
  });
  const save = trpc.surveyResults.update.useMutation({
    onSuccess: () => {
      clear();
      setState('saved');
    },
    onError: (error) => {
      setState('failed');
      fail(error);
    },
  });
  const close = trpc.surveyResults.close.useMutation({ onSuccess: done('A kérdőív lezárva.'), onError: fail });
  const reopen = trpc.surveyResults.reopen.useMutation({ onSuccess: done('A kérdőív újra kitölthető.'), onError: fail });

  // Autosave: the answers typed, a moment after the last keystroke.
  const { mutate: autosave } = save;
  useEffect(() => {
    if (state !== 'dirty') return;
    const timer = setTimeout(() => {
      setState('saving');
      autosave({ id: result.id, data: { answers: values } });
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [values, state, autosave, result.id]);

  const change = (question: number, value: TAnswerValue) => {
    setValues({ ...values, [String(question)]: value });
    setState('dirty');
  };
  const askClose = () =>
    confirmAction({
      title: 'Lezárás',
      question: `Biztosan lezárja a(z) „${result.survey.name}” kérdőívet? Lezárás után csak újranyitással módosítható.`,
      confirmLabel: 'Lezárás',
      onConfirm: () => close.mutate({ id: result.id, data: { answers: values } }),
    });
  const earlier = (question: number) =>
    ((previous.data as TPrevious | undefined)?.questions.find((q) => q.question === question)?.previous ?? [])
      .map((p) => `${p.survey.name} (${p.survey.deadline}): ${shown(p.value)}`)
      .join(' · ');

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group justify="space-between" gap="sm" mb="sm" wrap="nowrap">
          <Title order={1} size="h2">
            {result.survey.name}
          </Title>
          <Badge color={statusColor(result)} style={{ flexShrink: 0 }}>
            {result.status}
          </Badge>
        </Group>
        <Text>{result.institution.name}</Text>
        {result.survey.note && <Text size="sm">{result.survey.note}</Text>}
        <Text size="sm" c="gray.7">
          Kitölthető: {result.survey.open_from} – {result.survey.deadline}
          {result.closed_at ? ` · Lezárva: ${result.closed_at}` : ''}
        </Text>
        <Group mt="md" gap="sm">
          <Button component={Link} to={LIST} variant="default">
            Vissza a listához
          </Button>
          {result.can_close && (
            <Button color="red" variant="light" onClick={askClose} loading={close.isPending}>
              Lezárás
            </Button>
          )}
          {result.can_reopen && (
            <Button variant="light" onClick={() => reopen.mutate({ id: result.id })} loading={reopen.isPending}>
              Újranyitás
            </Button>
          )}
          <Text size="sm" c={state === 'failed' ? 'red.8' : 'gray.7'} aria-live="polite">
            {SAVE_TEXT[state]}
          </Text>
        </Group>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h3" mb="sm">
          Kérdések
        </Title>
        <Stack gap="md">
          {result.survey.questions.map((q) => (
            <AnswerInput
              key={q.id}
              question={q}
              value={values[String(q.id)] ?? null}
              error={errors.answers.get(q.id)}
              readOnly={!result.can_edit}
              description={earlier(q.id) ? `Korábban: ${earlier(q.id)}` : undefined}
              onChange={(v) => change(q.id, v)}
            />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
