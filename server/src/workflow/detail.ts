// What every workflow record's details page shows besides its module fields: step, options,
// decisions, comments, attachments, documents, subscription and what the user may do.
import type { TTx } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { TAuthedContext } from '../access/context.ts';
import type { TAnyWorkflowModule, TWorkflowModule } from './define.ts';
import { hasPermission } from '../access/context.ts';
import type { TDecided } from './decide.ts';
import {
  canCancel,
  canCopy,
  canCreate,
  canDecide,
  canDelete,
  canEdit,
  canStorno,
  canWriteOnRecord,
  loadCaseForAction,
  isFinal,
  DECISION_SELECT,
  type TDecisionRow,
} from './case-access.ts';
import { questionsView } from './questions.ts';
import { apiDate } from '../core/dates.ts';
import { canUpload } from './attachments.ts';
import { ATTACHMENTS_SELECT, attachmentViews, commentsSelect, commentViews } from './record-files.ts';
import { DOCUMENTS_PERMISSION } from './documents.ts';
import { stateLabel } from '@etanker/shared/states.ts';
import { markSeen } from './unread.ts';
import { flowSteps, STEP_SELECT } from './flows.ts';
import { nameMaps } from './names.ts';
import { loadExtraFieldAnswers } from './extra-fields.ts';
import { actionDescriptions, recordActionFlags } from './actions.ts';
import { substitutesOf } from '../access/substitutions.ts';
import { personalViews } from './personal-view.ts';
import { selectOne } from './list-sql/record-sql.ts';
import { notFound } from '../http/errors.ts';

const ref = (x: { id: number; name: string } | null) => (x ? { id: x.id, name: x.name } : null);

/** What a decision changes (spec 000 §4): the step with its options, who it waits on, the history. */
const FLOW_SELECT = {
  state: true,
  creator_id: true,
  institution_id: true,
  flow_id: true,
  current_step_id: true,
  waiting_for_user_id: true,
  waiting_for_group_id: true,
  waiting_for_user: { select: { id: true, name: true } },
  waiting_for_group: { select: { id: true, name: true } },
  current_step: {
    select: {
      ...STEP_SELECT,
      options: { orderBy: { position: 'asc' }, select: { id: true, label: true, type: true, questions: true, confirm_with_negative_history: true } },
    },
  },
  decisions: { orderBy: { id: 'asc' }, select: DECISION_SELECT },
} as const satisfies Prisma.CaseSelect;

type TNamedRef = { id: number; name: string } | null;
type TStepForView = {
  id: number;
  name: string;
  can_edit_details: boolean;
  flow: { allow_same_decider: boolean };
  options: { id: number; label: string; type: string; questions: unknown; confirm_with_negative_history: boolean }[];
};

/** The current step of spec 000 §3 (name, user, group, substitutors, options): details, decision answers and list rows alike. */
export function stepView(
  step: TStepForView,
  user: TNamedRef,
  group: TNamedRef,
  mayDecide: boolean,
  substitutors: number[],
  record: Record<string, unknown> | null = null,
) {
  return {
    id: step.id,
    name: step.name,
    user,
    group,
    substitutors,
    can_edit_details: step.can_edit_details,
    allow_same_decider: step.flow.allow_same_decider,
    options: mayDecide
      ? step.options.map((o) => ({
          id: o.id,
          label: o.label,
          type: o.type,
          questions: questionsView(o.questions, record),
          confirm_with_negative_history: o.confirm_with_negative_history,
        }))
      : [],
  };
}

/** A decision of the history (spec 000 §3). */
export const decisionView = (d: TDecisionRow) => ({
  id: d.id,
  user: d.user_name,
  verification_step: d.step_name,
  position: d.position,
  created_at: d.created_at,
  decision: d.decision,
  decision_label: d.decision_label,
  answers: d.answers,
});

function flowView(
  ctx: TAuthedContext,
  c: Prisma.CaseGetPayload<{ select: typeof FLOW_SELECT }>,
  substitutors: number[],
  record: Record<string, unknown> | null = null,
) {
  const mayDecide = canDecide(ctx.user, c);
  return {
    state: c.state,
    current_step: c.current_step && stepView(c.current_step, ref(c.waiting_for_user), ref(c.waiting_for_group), mayDecide, substitutors, record),
    waiting_for: c.waiting_for_user ? { name: c.waiting_for_user.name } : c.waiting_for_group ? { name: c.waiting_for_group.name } : null,
    can_decide: mayDecide,
    decisions: c.decisions.map(decisionView),
    // 001 §3 documents both on workflow records (room bookings, car bookings, commitments, other
    // contracts): the newest decision, and the current step as its decider and its edit right.
    last_decision: c.decisions.length ? decisionView(c.decisions[c.decisions.length - 1]) : null,
    verification_step: c.current_step && {
      user: ref(c.waiting_for_user),
      group: ref(c.waiting_for_group),
      name: c.current_step.name,
      can_edit_details: c.current_step.can_edit_details,
    },
  };
}

/**
 * The answer of a decision. The record moved on, possibly out of the decider's scope: no scope
 * check. `c` is where the decision put it with its history (not read again); step, options and
 * names are cached.
 */
export async function decisionAnswer(tx: TTx, ctx: TAuthedContext, c: TDecided) {
  const names = await nameMaps(tx);
  const step = c.flow_id && c.current_step_id ? ((await flowSteps(tx, c.flow_id)).find((s) => s.id === c.current_step_id) ?? null) : null;
  const user = c.waiting_for_user_id === null ? null : { id: c.waiting_for_user_id, name: names.users.get(c.waiting_for_user_id) ?? '' };
  const group = c.waiting_for_group_id === null ? null : { id: c.waiting_for_group_id, name: names.groups.get(c.waiting_for_group_id) ?? '' };
  const view = flowView(ctx, { ...c, waiting_for_user: user, waiting_for_group: group, current_step: step }, await substitutesOf(tx, c));
  return { current_step: view.current_step, decisions: view.decisions, state: view.state, waiting_for: view.waiting_for };
}

/** What the details read of their Case besides the access check (loadCaseForAction): flow, history, comments, files, the user's marks. */
export const caseDetailSelect = (ctx: TAuthedContext) =>
  ({
    created_at: true,
    closed_at: true,
    cancellation_date: true,
    institution: { select: { id: true, name: true } },
    affected_institution: { select: { id: true, name: true } },
    creator: { select: { id: true, name: true } },
    ...FLOW_SELECT,
    comments: commentsSelect(ctx),
    attachments: ATTACHMENTS_SELECT,
    documents: { select: { document_type: true, generated_at: true } },
    subscriptions: { where: { user_id: ctx.user.id }, select: { user_id: true } },
    unread_markers: { where: { user_id: ctx.user.id }, select: { kind: true } },
  }) as const satisfies Prisma.CaseSelect;

/** The engine's part of the details; `loadRecord` reads the module's fields once access is checked
 * (the questions' `{field}` defaults come from them). */
export async function caseDetail<TRecord extends object>(
  tx: TTx,
  ctx: TAuthedContext,
  def: TAnyWorkflowModule,
  id: number,
  loadRecord: () => Promise<TRecord>,
) {
  const c = await loadCaseForAction(tx, ctx.user, def.caseModule, id);
  const personal = await personalViews(tx, ctx.user, def, [id]);
  const record = personal.hide(id, await loadRecord());
  // One statement (list-sql/record-sql.ts); gone since its access check: deleted meanwhile.
  const full = await selectOne<Prisma.CaseGetPayload<{ select: ReturnType<typeof caseDetailSelect> }>>(tx, 'Case', { id }, caseDetailSelect(ctx));
  if (!full) throw notFound();
  if (full.unread_markers.length) await markSeen(tx, id, ctx.user.id);
  const flow = flowView(ctx, full, await substitutesOf(tx, full), record as Record<string, unknown>);
  const generated = new Map(full.documents.map((d) => [d.document_type, d.generated_at]));
  return {
    id: c.id,
    state_label: stateLabel(c.state, def.initialState),
    reference_number: c.reference_number,
    institution: ref(full.institution),
    affected_institution: ref(full.affected_institution),
    creator: ref(full.creator),
    created_at: full.created_at,
    closed_at: full.closed_at,
    cancellation_date: apiDate(full.cancellation_date),
    ...flow,
    // What the user may do here: each flag is the predicate its action enforces (case-access.ts).
    can_edit: canEdit(ctx.user, c, def.initialState),
    can_delete: canDelete(ctx.user, c, def.initialState, full.decisions.length > 0),
    can_storno: canStorno(ctx.user, c, def.initialState, full.decisions.length > 0),
    can_cancel: canCancel(ctx.user, c),
    // A copy's creator reads its personal data (copyCase): only a reader of this record's may copy it.
    can_copy: canCopy(ctx.user, c) && canCreate(ctx.user, def) && personal.view(id).personal,
    can_comment: canWriteOnRecord(ctx.user),
    can_upload: def.attachments !== false && (await canUpload(tx, ctx.user, c.state, def.settingsGroup)),
    can_subscribe: Boolean(def.subscribable) && canWriteOnRecord(ctx.user),
    can_generate_documents: hasPermission(ctx.user, DOCUMENTS_PERMISSION) && !ctx.user.is_readonly,
    // false: the fields flagged `personal` are null here (the form leaves them out).
    can_view_personal_data: personal.view(id).personal,
    ...(await recordActionFlags(tx, ctx, def.actions, c)),
    actions: actionDescriptions(def.actions),
    has_negative_decision: full.decisions.some((d) => d.decision === 'negative'),
    comments: commentViews(ctx, full.comments),
    attachments: attachmentViews(ctx, full.attachments, c.state),
    generate_previews: Object.entries(def.documents).map(([type, d]) => ({ document_type: type, label: d.label })),
    generated_documents: Object.entries(def.documents).map(([type, d]) => ({
      document_type: type,
      label: d.label,
      generated_at: generated.get(type) ?? null,
      preview_url: `/api/${def.restBase}/${id}/generate_preview/?document_type=${type}`,
    })),
    subscribed: full.subscriptions.length > 0,
    extra_field_answers: await loadExtraFieldAnswers(tx, id),
    is_final: isFinal(c.state),
    ...record,
  };
}

/** A record's whole details: the engine's part and the module's fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the other type parameters are the module's own; only this one matters here
export async function workflowDetail<TDetail extends object>(ctx: TAuthedContext, def: TWorkflowModule<any, any, TDetail, any>, id: number) {
  // No transaction: under READ COMMITTED each statement sees its own snapshot anyway, so one
  // would only add two round trips and hold a connection (its one write, markSeen, is a single statement).
  return caseDetail(ctx.prisma, ctx, def, id, () => def.detail(ctx.prisma, ctx, id));
}
