// decide() (DESIGN.md §3): check the decider, validate the answers against the option's
// questions, then move the Case under its version, write the Decision and queue its mails in one
// statement (a concurrent second decision moves nothing and gets 409). Reads come first, outside
// any transaction: the version check is what makes the write safe. A transaction wraps the write
// only when the decision stores files or the module has writes of its own.
import { ZodError } from 'zod';
import { Prisma } from '../generated/prisma/client.ts';
import type { TTx } from '../db/client.ts';
import { dataChanged } from '../db/read-cache.ts';
import type { TAuthedContext } from '../access/context.ts';
import type { TAnyWorkflowModule } from './define.ts';
import { badRequest, conflict, forbidden } from '../http/errors.ts';
import { zodFieldErrors } from '../http/zod-errors.ts';
import { decisionRefusal, loadCaseForDecision, type TDecisionRow } from './case-access.ts';
import { flowSteps, resolveAssignee } from './flows.ts';
import { optionQuestions, toStoredAnswers } from './questions.ts';
import { loadAnswerNames } from './answer-display.ts';
import { storeAttachment, type TIncomingFile } from './attachments.ts';
import { inTransaction } from './transaction.ts';
import { decisionMails } from './notify.ts';
import { insertQueuedMailsSql, type TQueuedMail } from '../mail/queue.ts';

export interface TDecisionInput {
  id: number;
  decision_option: number;
  answers: Record<string, unknown>;
  /** The user confirmed despite an earlier negative decision (confirm_with_negative_history). */
  confirmed?: boolean;
  /** Files of `file` questions, keyed by question codename (multipart only). */
  files?: Record<string, TIncomingFile>;
}

function nextStep<TStep extends { position: number }>(
  steps: TStep[],
  current: { position: number },
  option: { outcome: string; target_position: number | null },
): TStep | null {
  const at = (position: number) => steps.find((s) => s.position === position) ?? null;
  switch (option.outcome) {
    case 'next':
      return steps.find((s) => s.position > current.position) ?? null;
    case 'step':
      return option.target_position === null ? null : at(option.target_position);
    case 'back_to_creator':
      return steps[0] ?? null;
    default:
      return null;
  }
}

/** Where a decision moved the record (what spec 000 §4's answer and the mails report). */
export type TMovedCase = {
  state: string;
  institution_id: number;
  flow_id: number | null;
  current_step_id: number | null;
  waiting_for_user_id: number | null;
  waiting_for_group_id: number | null;
  creator_id: number;
  title: string;
  reference_number: string | null;
};

/** The moved record with its decisions, the new one last. */
export type TDecided = TMovedCase & { decisions: TDecisionRow[] };

interface TDecisionWrite {
  caseId: number;
  version: number;
  moved: TMovedCase;
  closes: boolean;
  user: { id: number; name: string };
  option: { id: number; type: string; label: string };
  step: { name: string; position: number };
  /** The stored answers as JSON text. */
  answers: string;
  mails: TQueuedMail[];
}

/**
 * Moves the Case if it still has `version`, then inserts the Decision and its mails: one
 * statement, atomic without a transaction. It names its actor first (workflow/actor.ts): the
 * uncorrelated `actor` subquery runs once, before the row is updated and the trigger fires. Answers the new decision, or null when the Case had
 * moved on meanwhile (the caller's 409).
 */
async function writeDecision(tx: TTx, w: TDecisionWrite): Promise<{ id: number; created_at: Date } | null> {
  const [decision] = await tx.$queryRaw<{ id: number; created_at: Date }[]>`
    WITH actor AS (
      SELECT set_config('etanker.actor', ${String(w.user.id)}, true) AS id
    ), moved AS (
      UPDATE "Case" SET state = ${w.moved.state}, current_step_id = ${w.moved.current_step_id}::int,
        waiting_for_user_id = ${w.moved.waiting_for_user_id}::int, waiting_for_group_id = ${w.moved.waiting_for_group_id}::int,
        closed_at = ${w.closes ? Prisma.sql`now()` : Prisma.sql`NULL`}, version = version + 1, last_activity_at = now(), updated_at = now()
      WHERE id = ${w.caseId} AND version = ${w.version} AND (SELECT id FROM actor) IS NOT NULL
      RETURNING id
    ), mailed AS (
      ${insertQueuedMailsSql(w.mails, Prisma.sql`EXISTS (SELECT 1 FROM moved)`)}
    )
    INSERT INTO "Decision" (case_id, user_id, user_name, option_id, step_name, position, decision, decision_label, answers)
    SELECT id, ${w.user.id}::int, ${w.user.name}, ${w.option.id}::int, ${w.step.name}, ${w.step.position}::int, ${w.option.type}, ${w.option.label}, ${w.answers}::jsonb
    FROM moved
    RETURNING id, created_at`;
  // Raw SQL passes by our Prisma extension: the read caches learn of these writes here.
  for (const model of ['Case', 'Decision', 'QueuedMail']) dataChanged(model);
  return decision ?? null;
}

export async function decide(ctx: TAuthedContext, def: TAnyWorkflowModule, input: TDecisionInput): Promise<TDecided> {
  const db = ctx.prisma;
  const c = await loadCaseForDecision(db, ctx.user, def.caseModule, input.id);
  const steps = c.flow_id === null ? [] : await flowSteps(db, c.flow_id);
  // An option of the step the newest decision was made on: the record moved on after the user
  // saw it (the loser of two simultaneous decisions that read after the winner wrote).
  const optionStep = steps.find((s) => s.options.some((o) => o.id === input.decision_option));
  if (optionStep && optionStep.id !== c.current_step?.id && c.decisions.at(-1)?.position === optionStep.position) throw conflict();
  if (!c.current_step) throw badRequest({ decision_option: ['A rekord nem vár döntésre.'] });
  const refusal = decisionRefusal(ctx.user, c);
  if (refusal) throw forbidden(refusal);
  const option = optionStep?.id === c.current_step.id ? optionStep.options.find((o) => o.id === input.decision_option) : undefined;
  if (!option) throw badRequest({ decision_option: ['Érvénytelen választás.'] });
  if (option.confirm_with_negative_history && !input.confirmed && c.decisions.some((d) => d.decision === 'negative')) {
    throw badRequest({ confirmed: ['A rekordnak már van elutasító döntése; a döntést meg kell erősíteni.'] });
  }

  if (def.beforeDecision) {
    const step = c.current_step;
    await def.beforeDecision(db, ctx, { id: c.id, position: step.position, option });
  }
  const { questions, schema } = optionQuestions(option.questions);
  const fileQuestions = questions.filter((q) => q.type === 'file');
  const answers: Record<string, unknown> = { ...input.answers };
  // A file answer is a file uploaded with this decision, never an attachment id sent as text.
  // Until the answers are valid it holds a placeholder, so a rejected decision stores no file.
  for (const q of fileQuestions) {
    if (answers[q.codename] !== undefined && answers[q.codename] !== null) throw badRequest({ [q.codename]: ['A fájlt a döntéssel együtt kell feltölteni.'] });
    const file = input.files?.[q.codename];
    if (file) answers[q.codename] = { attachment_id: 0, name: file.filename };
  }
  let valid: Record<string, unknown>;
  try {
    valid = schema.parse(answers);
  } catch (error) {
    if (error instanceof ZodError) throw badRequest(zodFieldErrors(error));
    throw error;
  }
  const names = await loadAnswerNames(db, questions, valid);
  const partnerIds = questions.filter((q) => q.type === 'partners').flatMap((q) => (valid[q.codename] as number[] | undefined) ?? []);
  if (partnerIds.some((id) => !names.partners.has(id))) throw badRequest({ partners: ['Ismeretlen partner.'] });
  for (const q of questions) {
    const value = valid[q.codename];
    if (q.list && value !== undefined && value !== null && !names.listItems.get(q.list)?.has(Number(value))) {
      throw badRequest({ [q.codename]: ['Érvénytelen választás.'] });
    }
  }

  const next = nextStep(steps, c.current_step, option);
  const closes = option.outcome === 'close_positive' || option.outcome === 'close_negative' || !next;
  const state = closes
    ? option.outcome === 'close_negative'
      ? 'closed_negative'
      : 'closed_positive'
    : next.position === 0
      ? def.initialState
      : 'under_checking';
  // This decision counts for four eyes: the next role step resolves to someone else.
  const decided = [...c.decisions, { user_id: ctx.user.id, position: c.current_step.position, option_id: option.id }];
  const waiting = next && !closes ? await resolveAssignee(db, next, { ...c, decisions: decided }) : { waiting_for_user_id: null, waiting_for_group_id: null };
  const moved: TMovedCase = {
    state,
    institution_id: c.institution_id,
    flow_id: c.flow_id,
    current_step_id: closes ? null : next.id,
    ...waiting,
    creator_id: c.creator_id,
    title: c.title,
    reference_number: c.reference_number,
  };
  const mails = await decisionMails(db, ctx, def, c.id, moved);
  const files = fileQuestions.flatMap((q) => (input.files?.[q.codename] ? [{ question: q, file: input.files[q.codename] }] : []));
  const moduleWrites = def.afterDecision?.(ctx, { id: c.id, state, option, answers: valid }) ?? null;

  const write = async (tx: TTx, txCtx: TAuthedContext) => {
    for (const { question, file } of files) {
      const stored = await storeAttachment(tx, txCtx, c.id, { name: question.label, file });
      valid[question.codename] = { attachment_id: stored.id, name: stored.file_name };
    }
    const stored = JSON.stringify(toStoredAnswers(questions, valid, names));
    const decision = await writeDecision(tx, {
      caseId: c.id,
      version: c.version,
      moved,
      closes,
      user: ctx.user,
      option,
      step: c.current_step!,
      answers: stored,
      mails,
    });
    if (!decision) throw conflict();
    await moduleWrites?.(tx);
    return { ...decision, answers: JSON.parse(stored) as Prisma.JsonValue };
  };
  const decision = files.length || moduleWrites ? await inTransaction(ctx, write) : await write(db, ctx);
  const row: TDecisionRow = {
    id: decision.id,
    user_id: ctx.user.id,
    option_id: option.id,
    user_name: ctx.user.name,
    step_name: c.current_step.name,
    position: c.current_step.position,
    created_at: decision.created_at,
    decision: option.type,
    decision_label: option.label,
    answers: decision.answers,
  };
  return { ...moved, decisions: [...c.decisions, row] };
}
