// The tRPC router of a workflow module, made from its definition (DESIGN.md §4).
import { z } from 'zod';
import type { TAuthedContext } from '../access/context.ts';
import type { TTx } from '../db/client.ts';
import { actionProcedures } from './actions.ts';
import { gatedProcedure, router, writerProcedure } from '../trpc/init.ts';
import { ZQueryBool } from '../workflow/filters.ts';
import { listCases } from '../workflow/list.ts';
import { decisionAnswer, workflowDetail } from '../workflow/detail.ts';

export { workflowDetail };
import { createCase, afterEdit, saveModuleExtraFields, stornoCase, cancelCase, deleteCase, copyCase } from '../workflow/lifecycle.ts';
import { decide, type TDecisionInput } from '../workflow/decide.ts';
import { addComment, deleteComment } from '../workflow/comments.ts';
import { deleteAttachment } from '../workflow/attachments.ts';
import { generateDocument } from '../workflow/documents.ts';
import { canEdit, loadCaseForAction } from '../workflow/case-access.ts';
import { forbidden, badRequest, notFound } from '../http/errors.ts';
import { checkInstitutionFields } from '../access/institution-fields.ts';
import { parseDate } from '@etanker/shared/format.ts';
import { ZDate, ZRowId, ZRowIdText } from '../http/schemas.ts';
import { moduleMeta } from '../workflow/meta.ts';
import { recordChanges } from '../live/watch.ts';
import type { TAnyAction, TAnyWorkflowModule, TFilterOption, TWorkflowModule } from '../workflow/define.ts';

export const ZId = z.object({ id: ZRowId });

export const ZCommentInput = z
  .object({
    content: z.string().trim().min(1, 'Ez a mező nem lehet üres').max(10000),
    private_comment: ZQueryBool.default(false),
    school_should_reply: ZQueryBool.default(false),
    waiting_for_attachment: ZQueryBool.default(false),
    important: ZQueryBool.default(false),
  })
  .strict();

export const ZDecisionInput = z
  .object({
    decision_option: ZRowIdText,
    answers: z.record(z.string(), z.unknown()).default({}),
    confirmed: ZQueryBool.optional(),
  })
  .strict();

/** A decision, its mails, and the answer of spec 000 §4: current_step, decisions, state, waiting_for. */
export async function decideAndAnswer(ctx: TAuthedContext, def: TAnyWorkflowModule, input: TDecisionInput) {
  return decisionAnswer(ctx.prisma, ctx, await decide(ctx, def, input));
}

export async function filterOptions(
  ctx: TAuthedContext,
  filters: Record<string, { options?: (ctx: TAuthedContext) => Promise<TFilterOption> | TFilterOption }>,
) {
  const out: Record<string, TFilterOption> = {};
  for (const [name, f] of Object.entries(filters)) if (f.options) out[name] = await f.options(ctx);
  return out;
}

/** An edit of a record (PUT, tRPC update, a multipart update) inside the caller's transaction. */
export async function updateRecord(tx: TTx, ctx: TAuthedContext, def: TAnyWorkflowModule, id: number, data: unknown): Promise<void> {
  const c = await loadCaseForAction(tx, ctx.user, def.caseModule, id);
  if (!canEdit(ctx.user, c, def.initialState)) throw forbidden('A rekord ebben az állapotban nem szerkeszthető.');
  await checkInstitutionFields(tx, ctx.user, def.institutionFields, data);
  const fields = (await def.prepareUpdate?.(tx, ctx, id, data)) ?? {};
  await def.manifest?.checkReferences?.(tx, data, ctx.user);
  await def.write(tx, ctx, id, data);
  await saveModuleExtraFields(tx, def, id, data);
  await afterEdit(tx, ctx, def, c, fields);
}

export function workflowRouter<
  TCreate,
  TUpdate,
  TDetail extends object,
  TRow extends object,
  TActions extends Record<string, TAnyAction> = Record<never, never>,
>(def: Omit<TWorkflowModule<TCreate, TUpdate, TDetail, TRow>, 'actions'> & { actions?: TActions }) {
  const d: TAnyWorkflowModule = def;
  const read = gatedProcedure(def.permission);
  const write = writerProcedure(def.permission);
  const ZListInput = z
    .object({ q: z.string().max(200).optional(), page: z.number().int().min(1).optional(), limit: z.number().int().min(1).max(100).optional() })
    .catchall(z.unknown());

  return router({
    list: read.input(ZListInput).query(({ ctx, input }) => listCases(ctx.prisma, ctx, def, input)),
    filters: read.query(({ ctx }) => filterOptions(ctx, def.filters)),
    /** The module's fields, columns, filters and sortable columns (DESIGN.md "Module manifest"). */
    meta: read.query(() => moduleMeta(d)),
    get: read.input(ZId).query(({ ctx, input }) => workflowDetail(ctx, def, input.id)),
    /** Tells, while the record is open, that someone else decided, commented on or changed it. */
    onChange: read.input(ZId).subscription(({ ctx, input, signal }) => recordChanges(ctx, def.caseModule, input.id, signal)),
    create: write.input(def.createInput).mutation(async ({ ctx, input }) => {
      const id = await ctx.prisma.$transaction((tx) => createCase(tx, ctx, d, input));
      return workflowDetail(ctx, def, id);
    }),
    update: write.input(z.object({ id: ZRowId, data: def.updateInput })).mutation(async ({ ctx, input }) => {
      await ctx.prisma.$transaction((tx) => updateRecord(tx, ctx, d, input.id, input.data));
      return workflowDetail(ctx, def, input.id);
    }),
    delete: write.input(ZId).mutation(async ({ ctx, input }) => {
      await ctx.prisma.$transaction((tx) => deleteCase(tx, ctx, d, input.id));
      return { detail: 'Törölve.' };
    }),
    decide: write.input(ZId.extend(ZDecisionInput.shape)).mutation(({ ctx, input }) => decideAndAnswer(ctx, d, input)),
    storno: write.input(ZId).mutation(async ({ ctx, input }) => {
      await ctx.prisma.$transaction((tx) => stornoCase(tx, ctx, d, input.id));
      return workflowDetail(ctx, d, input.id);
    }),
    cancel: write.input(ZId.extend({ cancellation_date: ZDate })).mutation(async ({ ctx, input }) => {
      await ctx.prisma.$transaction((tx) => cancelCase(tx, ctx, d, input.id, parseDate(input.cancellation_date)!));
      return workflowDetail(ctx, d, input.id);
    }),
    copy: write.input(ZId).mutation(async ({ ctx, input }) => {
      const id = await ctx.prisma.$transaction((tx) => copyCase(tx, ctx, d, input.id));
      return { id };
    }),
    addComment: write.input(ZId.extend(ZCommentInput.shape)).mutation(async ({ ctx, input }) => {
      const { id, ...comment } = input;
      await ctx.prisma.$transaction((tx) => addComment(tx, ctx, def.caseModule, id, comment));
      return (await workflowDetail(ctx, d, id)).comments;
    }),
    deleteComment: write.input(ZId.extend({ comment_id: ZRowIdText })).mutation(async ({ ctx, input }) => {
      await ctx.prisma.$transaction((tx) => deleteComment(tx, ctx, def.caseModule, input.id, input.comment_id));
      return (await workflowDetail(ctx, d, input.id)).comments;
    }),
    deleteAttachment: write.input(ZId.extend({ attachment_id: ZRowIdText })).mutation(async ({ ctx, input }) => {
      await ctx.prisma.$transaction((tx) => deleteAttachment(tx, ctx, def.caseModule, input.id, input.attachment_id));
      return (await workflowDetail(ctx, d, input.id)).attachments;
    }),
    // A stored document is written: read-only users are refused before the input is read.
    generateDocument: write.input(ZId.extend({ document_type: z.string().min(1) })).mutation(async ({ ctx, input }) => {
      return generateDocument(ctx, d, input.id, input.document_type);
    }),
    subscribe: write.input(ZId).mutation(async ({ ctx, input }) => {
      if (!def.subscribable) throw badRequest({ non_field_errors: ['Ennél a modulnál nincs megjelölés.'] });
      return ctx.prisma.$transaction(async (tx) => {
        await loadCaseForAction(tx, ctx.user, def.caseModule, input.id);
        // Simultaneous toggles of one record take turns on its row, so each sees the one before.
        const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Case" WHERE id = ${input.id} FOR NO KEY UPDATE`;
        if (!locked.length) throw notFound();
        const key = { case_id_user_id: { case_id: input.id, user_id: ctx.user.id } };
        const existing = await tx.subscription.findUnique({ where: key, select: { user_id: true } });
        if (existing) await tx.subscription.delete({ where: key });
        else await tx.subscription.create({ data: { case_id: input.id, user_id: ctx.user.id } });
        return { subscribed: !existing };
      });
    }),
    ...actionProcedures(def, (def.actions ?? {}) as TActions),
  });
}
