import { useEffect, useRef, useState, type RefObject } from 'react';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { postMultipart } from '../api/rest.ts';
import { toast } from './toasts.ts';
import { useServerErrors } from './useServerErrors.ts';
import { workflowApi, type TWorkflowModuleKey } from './moduleApi.ts';
import type { TDecisionOption, TWorkflowRecord } from './workflowTypes.ts';
import { QuestionInput, questionDefault } from './QuestionInput.tsx';
import { validate } from '@etanker/shared/validation.ts';
import { useOptionLists, optionsOf } from './useOptionLists.ts';
import { partnerLabel } from './formatters.ts';
import { BADGE } from './badgeColors.ts';
import type { TOptionLists } from './fieldsConfig.ts';

/** A select question's static list: the one it names, or (older flows) the list named after its
 * codename (e.g. financial_entry → financial_entries). Items show 'code – name' where they have a code. */
function staticChoicesFor(lists: TOptionLists, question: TDecisionOption['questions'][number]): { value: string; label: string }[] {
  const key =
    question.list ?? [question.codename, `${question.codename}s`, question.codename.replace(/y$/, 'ies')].find((candidate) => lists[candidate]?.length);
  return key ? optionsOf(lists, key, (entry) => (entry.code ? `${String(entry.code)} – ${String(entry.name)}` : String(entry.name))) : [];
}

const OPTION_COLORS = { positive: BADGE.positive, negative: BADGE.negative, neutral: BADGE.neutral } as const;

/** An option with confirm_with_negative_history asks first when a negative decision exists (000 §4). */
export function needsNegativeHistoryConfirm(option: TDecisionOption, record: Pick<TWorkflowRecord, 'decisions'>): boolean {
  return option.confirm_with_negative_history && record.decisions.some((decision) => decision.decision === 'negative');
}

function DecisionDialog({
  option,
  record,
  moduleKey,
  restBase,
  onClose,
  onDone,
}: {
  option: TDecisionOption;
  record: TWorkflowRecord;
  moduleKey: TWorkflowModuleKey;
  restBase: string;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const lists = useOptionLists();
  const partners = optionsOf(lists, 'partners', (entry) => String(entry.display_name ?? partnerLabel(entry as { name: string })));
  const [confirmed, setConfirmed] = useState(!needsNegativeHistoryConfirm(option, record));
  const [answers, setAnswers] = useState<Record<string, unknown>>(() =>
    Object.fromEntries(option.questions.map((question) => [question.codename, questionDefault(question)])),
  );
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const server = useServerErrors();
  const [sending, setSending] = useState(false);
  const decide = workflowApi(moduleKey).decide.useMutation();

  const submit = async () => {
    const errors: Record<string, string> = {};
    for (const question of option.questions) {
      const message = question.required && question.type !== 'bool' ? validate(answers[question.codename], [{ type: 'required' }]) : null;
      if (message) errors[question.codename] = message;
    }
    setLocalErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setSending(true);
    try {
      const files = option.questions.filter((question) => question.type === 'file' && answers[question.codename] instanceof File);
      if (files.length > 0) {
        // Decisions with files go multipart: `data` carries the JSON, files are named by codename.
        const form = new FormData();
        const plain = Object.fromEntries(Object.entries(answers).filter(([codename]) => !files.some((question) => question.codename === codename)));
        form.append('data', JSON.stringify({ decision_option: option.id, answers: plain, confirmed }));
        files.forEach((question) => form.append(question.codename, answers[question.codename] as File));
        await postMultipart(`/api/${restBase}/${record.id}/donteshozas/`, form);
      } else {
        await decide.mutateAsync({ id: record.id, decision_option: option.id, answers, confirmed });
      }
      toast('success', 'A döntés rögzítése sikerült.');
      // Closed first: the dialog's focus trap would keep the focus that onDone moves.
      onClose();
      await onDone();
    } catch (error) {
      server.fail(error);
    } finally {
      setSending(false);
    }
  };

  const asked = new Set(['non_field_errors', 'detail', ...option.questions.flatMap((question) => [question.codename, `answers.${question.codename}`])]);
  const recordErrors = Object.entries(server.fieldErrors).flatMap(([field, messages]) => (asked.has(field) ? [] : messages));

  return (
    <Modal opened onClose={onClose} title={option.label} size="lg">
      {!confirmed ? (
        <Stack>
          <Text>A rekordnak már van elutasító döntése. Biztosan folytatja?</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Mégse
            </Button>
            <Button onClick={() => setConfirmed(true)}>Igen, folytatom</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          {option.questions.map((question) => (
            <QuestionInput
              key={question.codename}
              question={question}
              value={answers[question.codename]}
              onChange={(value) => setAnswers((current) => ({ ...current, [question.codename]: value }))}
              error={localErrors[question.codename] ?? server.errorOf(question.codename) ?? server.errorOf(`answers.${question.codename}`)}
              partners={partners}
              listChoices={staticChoicesFor(lists, question)}
            />
          ))}
          {server.general && <Alert color="red">{server.general}</Alert>}
          {/* A module's refusal at the record's own fields (a proposal submitted without its consents): no question shows it. */}
          {recordErrors.length > 0 && (
            <Alert color="red">
              {recordErrors.map((message) => (
                <Text key={message} size="sm">
                  {message}
                </Text>
              ))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Mégse
            </Button>
            <Button color={OPTION_COLORS[option.type]} loading={sending} onClick={submit}>
              {option.label}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The current step, who it waits for, and the decision buttons for the allowed users (000 §4, §6). */
export function DecisionPanel({
  record,
  moduleKey,
  restBase,
  onDecided,
  headingRef,
}: {
  record: TWorkflowRecord;
  moduleKey: TWorkflowModuleKey;
  restBase: string;
  onDecided: () => Promise<void>;
  /** Takes the focus after a decision that leaves no step to decide (the record's heading). */
  headingRef?: RefObject<HTMLElement | null>;
}) {
  const [option, setOption] = useState<TDecisionOption | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [decidedCount, setDecidedCount] = useState(0);
  // After a decision the focus comes back here (the next step), or to the heading: the button
  // that opened the dialog is gone and the focus would drop to the page body. Done after the
  // render that shows the moved record, which may have no step (and no panel) left.
  useEffect(() => {
    if (decidedCount > 0) (panelRef.current ?? headingRef?.current)?.focus();
  }, [decidedCount, headingRef]);
  const decided = async () => {
    await onDecided();
    setDecidedCount((count) => count + 1);
  };
  if (!record.current_step) return null;
  return (
    <Paper withBorder p="md" ref={panelRef} tabIndex={-1} aria-label="Aktuális lépés">
      <Title order={2} size="h4" mb="xs">
        Aktuális lépés: {record.current_step.name}
      </Title>
      {record.waiting_for && <Text size="sm">Várakozik: {record.waiting_for.name}</Text>}
      {record.can_decide && (
        <Group mt="sm">
          {record.current_step.options.map((candidate) => (
            <Button key={candidate.id} color={OPTION_COLORS[candidate.type]} onClick={() => setOption(candidate)}>
              {candidate.label}
            </Button>
          ))}
        </Group>
      )}
      {option && <DecisionDialog option={option} record={record} moduleKey={moduleKey} restBase={restBase} onClose={() => setOption(null)} onDone={decided} />}
    </Paper>
  );
}
