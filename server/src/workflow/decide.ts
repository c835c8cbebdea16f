// decide(): one transaction (DESIGN.md §3) — check the decider, validate the answers against
// the option's questions, write the Decision, move the Case under its version (a concurrent
// second decision gets 409), run the module's hook.
import { ZodError } from 'zod';
import type { TTx } from '../db/client.ts';
import type { TAuthedContext } from '../trpc/init.ts';
import type { TAnyWorkflowModule } from '../modules/define.ts';
import { badRequest, conflict, forbidden } from '../http/errors.ts';
import { zodFieldErrors } from '../http/zod-errors.ts';
import { canDecide, loadCaseForAction } from './case-access.ts';
import { flowSteps, resolveAssignee } from './flows.ts';
import { optionQuestions, toStoredAnswers } from './questions.ts';
import { storeAttachment, type TIncomingFile } from './attachments.ts';

export interface TDecisionInput {
  id: number;
  decision_option: number;
  answers: Record<string, unknown>;
  /** The user confirmed despite an earlier negative decision (confirm_with_negative_history). */
  confirmed?: boolean;
  /** Files of `file` questions, keyed by question codename (multipart only). */
  files?: Record<string, TIncomingFile>;
}

function nextStep<TStep extends { position: number }>(steps: TStep[], current: { position: number }, option: { outcome: string; target_position: number | null }): TStep | null {
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
  flow_id: number | null;
  current_step_id: number | null;
  waiting_for_user_id: number | null;
  waiting_for_group_id: number | null;
  creator_id: number;
  title: string;
  reference_number: string | null;
};

export async function decide(tx: TTx, ctx: TAuthedContext, def: TAnyWorkflowModule, input: TDecisionInput): Promise<TMovedCase> {
  const c = await loadCaseForAction(tx, ctx.user, def.caseModule, input.id);
  if (!c.current_step) throw badRequest({ decision_option: ['A rekord nem vár döntésre.'] });
  if (!canDecide(ctx.user, c)) throw forbidden('Ebben a lépésben nem Ön a döntéshozó.');
  const steps = await flowSteps(tx, c.current_step.flow_id);
  const option = steps.find((s) => s.id === c.current_step!.id)?.options.find((o) => o.id === input.decision_option);
  if (!option) throw badRequest({ decision_option: ['Érvénytelen választás.'] });
  if (option.confirm_with_negative_history && !input.confirmed) {
    const negative = await tx.decision.count({ where: { case_id: c.id, decision: 'negative' } });
    if (negative > 0) throw badRequest({ confirmed: ['A rekordnak már van elutasító döntése; a döntést meg kell erősíteni.'] });
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
  const partnerIds = questions.filter((q) => q.type === 'partners').flatMap((q) => (valid[q.codename] as number[] | undefined) ?? []);
  if (partnerIds.length && (await tx.partner.count({ where: { id: { in: partnerIds } } })) !== new Set(partnerIds).size) {
    throw badRequest({ partners: ['Ismeretlen partner.'] });
  }

  const next = nextStep(steps, c.current_step, option);
  const closes = option.outcome === 'close_positive' || option.outcome === 'close_negative' || !next;
  const state = closes
    ? option.outcome === 'close_negative' ? 'closed_negative' : 'closed_positive'
    : next.position === 0 ? def.initialState : 'under_checking';
  const waiting = next && !closes ? await resolveAssignee(tx, next, c) : { waiting_for_user_id: null, waiting_for_group_id: null };
  const current_step_id = closes ? null : next.id;
  const moved = await tx.case.updateMany({
    where: { id: c.id, version: c.version },
    data: {
      state,
      current_step_id,
      ...waiting,
      closed_at: closes ? new Date() : null,
      version: { increment: 1 },
      last_activity_at: new Date(),
    },
  });
  if (moved.count === 0) throw conflict();
  for (const q of fileQuestions) {
    const file = input.files?.[q.codename];
    if (!file) continue;
    const stored = await storeAttachment(tx, ctx, c.id, { name: q.label, file });
    valid[q.codename] = { attachment_id: stored.id, name: stored.file_name };
  }
  await tx.decision.create({
    data: {
      case_id: c.id,
      user_id: ctx.user.id,
      user_name: ctx.user.name,
      option_id: option.id,
      step_name: c.current_step.name,
      position: c.current_step.position,
      decision: option.type,
      decision_label: option.label,
      answers: toStoredAnswers(questions, valid) as never,
    },
    select: { id: true },
  });
  await def.afterDecision?.(tx, ctx, { id: c.id, state, option, answers: valid });
  return { state, flow_id: c.flow_id, current_step_id, ...waiting, creator_id: c.creator_id, title: c.title, reference_number: c.reference_number };
}
