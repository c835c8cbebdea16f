// A monthly report's page: the problems, the three statistics and the six lists as editable
// tables, the month's extraordinary events with links to them, and the school's submit and the
// centre's close / send back. A submitted or closed report is shown read-only; a refused save
// shows the server's message at each field it names.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Badge, Button, Group, List, Loader, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { trpc } from '../../../api/trpc.ts';
import { errorText, toApiError } from '../../../api/errors.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { confirmAction } from '../../../ui/confirm.ts';
import { useInvalidateModule } from '../../../ui/moduleApi.ts';
import { toast } from '../../../ui/toasts.ts';
import { modulePaths } from '@etanker/shared/modules.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { stateLabel } from '@etanker/shared/states.ts';
import { MONTHLY_QUESTIONS } from '@etanker/shared/monthly-reports.ts';
import { AnswerField } from './AnswerField.tsx';
import { AnswerListTable } from './AnswerListTable.tsx';
import { answerErrorsOf, DEADLINE_COLOR, periodName, type TAnswerRow, type TAnswers, type TMonthlyReport } from './report.ts';

const eventPath = modulePaths('extraordinaryEvents').detailPath;
const EVENT_INITIAL_STATE = 'open';

export function MonthlyReportDetails({ id }: { id: number }) {
  const answer = trpc.monthlyReports.get.useQuery({ id });
  const report = answer.data as unknown as TMonthlyReport | undefined;
  usePageTitle(report ? `Havi beszámoló: ${report.institution.name}, ${periodName(report)}` : 'Havi beszámoló');
  const invalidate = useInvalidateModule('monthlyReports');
  const [draft, setDraft] = useState<TAnswers | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const done = (message: string) => async () => {
    setDraft(null);
    setErrors({});
    toast('success', message);
    await invalidate();
  };
  const failed = (error: unknown) => {
    const byField = answerErrorsOf(error);
    setErrors(byField ?? {});
    toast('error', byField ? 'A beszámoló hibás válaszokat tartalmaz; a hibákat a mezőknél jelezzük.' : errorText(toApiError(error)));
  };
  const save = trpc.monthlyReports.update.useMutation({ onSuccess: done('A havi beszámoló mentve.'), onError: failed });
  const submit = trpc.monthlyReports.submit.useMutation({ onSuccess: done('A havi beszámoló beküldve.'), onError: failed });
  const close = trpc.monthlyReports.close.useMutation({ onSuccess: done('A havi beszámoló lezárva.'), onError: failed });
  const reopen = trpc.monthlyReports.reopen.useMutation({ onSuccess: done('A havi beszámoló visszaküldve az iskolának.'), onError: failed });

  if (answer.error) return <Alert color="red">{errorText(toApiError(answer.error))}</Alert>;
  if (!report) return <Loader size="sm" aria-label="Betöltés" />;
  const answers = draft ?? report.answers;
  const readOnly = !report.can_edit;
  const set = (key: string, value: TAnswers[string]) => setDraft({ ...answers, [key]: value });
  const [problems, statistics, ...lists] = MONTHLY_QUESTIONS;
  const stats = (answers.statistics ?? {}) as TAnswerRow;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Havi beszámoló – {periodName(report)}
          </Title>
          <Text>{report.institution.name}</Text>
          <Group gap="xs">
            <Badge color={DEADLINE_COLOR[report.deadline_state]}>{report.deadline_state_name}</Badge>
            <Text size="sm">Határidő: {formatDate(report.due_date)}</Text>
          </Group>
        </Stack>
        <Group gap="xs">
          {readOnly ? null : (
            <Button loading={save.isPending} onClick={() => save.mutate({ id, data: { answers } })}>
              Mentés
            </Button>
          )}
          {report.can_submit ? (
            <Button
              variant="default"
              loading={submit.isPending}
              onClick={() =>
                confirmAction({
                  title: 'Beküldés',
                  question: `Beküldi a(z) ${periodName(report)} havi beszámolót? Beküldés után nem módosítható. A nem mentett változások elvesznek.`,
                  onConfirm: () => submit.mutate({ id }),
                })
              }
            >
              Beküldés
            </Button>
          ) : null}
          {report.can_reopen ? (
            <Button variant="default" loading={reopen.isPending} onClick={() => reopen.mutate({ id })}>
              Visszaküldés javításra
            </Button>
          ) : null}
          {report.can_close ? (
            <Button
              color="red"
              loading={close.isPending}
              onClick={() =>
                confirmAction({
                  title: 'Lezárás',
                  question: `Lezárja a(z) ${periodName(report)} havi beszámolót? A lezárt beszámoló végleges.`,
                  destructive: true,
                  onConfirm: () => close.mutate({ id }),
                })
              }
            >
              Lezárás
            </Button>
          ) : null}
        </Group>
      </Group>
      {readOnly && report.state !== 'open' ? (
        <Alert color="gray">{report.state === 'closed' ? 'A beszámoló lezárva, nem módosítható.' : 'A beszámoló beküldve, a központ ellenőrzi.'}</Alert>
      ) : null}

      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Rendkívüli események a hónapban
          </Title>
          {report.extraordinary_events.length === 0 ? (
            <Text c="gray.7" size="sm">
              Ebben a hónapban nem jelentettek rendkívüli eseményt.
            </Text>
          ) : (
            <List spacing={4}>
              {report.extraordinary_events.map((e) => (
                <List.Item key={e.id}>
                  <Anchor component={Link} to={eventPath(e.id)}>
                    {e.title}
                  </Anchor>{' '}
                  – {formatDate(e.date)} ({stateLabel(e.state, EVENT_INITIAL_STATE)})
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="md">
        <Stack gap="md">
          <Stack gap="xs">
            <Title order={3} size="h4">
              {problems.number}. {problems.label}
            </Title>
            <Textarea
              aria-label={problems.label}
              autosize
              minRows={3}
              readOnly={readOnly}
              value={String(answers.problems ?? '')}
              error={errors.problems}
              onChange={(e) => set('problems', e.currentTarget.value)}
            />
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h4">
              {statistics.number}. {statistics.label}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {statistics.fields.map((f) => (
                <AnswerField
                  key={f.key}
                  field={f}
                  label={f.label}
                  value={stats[f.key] ?? null}
                  error={errors[`statistics.${f.key}`]}
                  readOnly={readOnly}
                  onChange={(v) => set('statistics', { ...stats, [f.key]: v })}
                />
              ))}
            </SimpleGrid>
          </Stack>
          {lists.map((q) => (
            <AnswerListTable
              key={q.key}
              question={q}
              rows={(answers[q.key] ?? []) as TAnswerRow[]}
              errors={errors}
              readOnly={readOnly}
              onChange={(rows) => set(q.key, rows)}
            />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
