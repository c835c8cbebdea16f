// The tRPC router of a module without a workflow (partners, rooms, cars, …): list, filters,
// get, create, update, delete and the mind/ lookup, every one within the caller's scope.
import { z } from 'zod';
import { Prisma } from '../generated/prisma/client.ts';
import { checkInstitutionFields } from '../access/institution-fields.ts';
import { actionProcedures } from './actions.ts';
import { gatedProcedure, router, writerProcedure } from '../trpc/init.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { canEditItems, ITEM_EDIT_REFUSED } from '../access/item-editors.ts';
import { zodFieldErrors } from '../http/zod-errors.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { ZPaging } from '../workflow/list.ts';
import { ZRowId, ZRowIdText } from '../http/schemas.ts';
import { ZCommentInput, ZId, filterOptions } from './workflow-router.ts';
import {
  addRowComment,
  deleteRowAttachment,
  deleteRowComment,
  fileCaseDetail,
  hasFiles,
  openNewRowFile,
  removeRowFile,
  type TFilesModule,
} from './plain-files.ts';
import type { TAuthedContext } from '../access/context.ts';
import { parseOrderBy } from '../workflow/order-by.ts';
import { moduleMeta } from '../workflow/meta.ts';
import { plainItem } from './plain-item.ts';
import { itemScopeWhere, readScopeWhere } from './plain-scope.ts';
import type { TAnyAction, TAnyPlainModule, TPlainModule } from '../workflow/define.ts';

export const NOT_DELETABLE = 'Ez a rekord nem törölhető.';
export const STILL_REFERENCED = 'A rekord nem törölhető, mert más rekordok hivatkoznak rá.';

/** The list's where: the caller's scope and the filters given (400 on a bad one), plus the normalized `q`. */
export async function plainWhere(ctx: TAuthedContext, def: TAnyPlainModule, input: Record<string, unknown>) {
  const where: Record<string, unknown>[] = [readScopeWhere(ctx.user, def)];
  const errors: Record<string, string[]> = {};
  for (const [name, filter] of Object.entries(def.filters)) {
    const raw = input[name];
    if (raw === undefined || raw === null || raw === '') continue;
    const parsed = filter.schema.safeParse(raw);
    if (!parsed.success) errors[name] = Object.values(zodFieldErrors(parsed.error)).flat();
    else where.push(await filter.where(parsed.data as never, ctx));
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  return { where: { AND: where }, q: typeof input.q === 'string' ? normalizeSearch(input.q) : '' };
}

/**
 * The file case's calls (define.ts `files`). Typed on every plain router, so the client's
 * generic Comments and Attachments take any plain module; only a module with files has them
 * (tRPC answers the others 404).
 */
function fileProcedures(def: TFilesModule, write: ReturnType<typeof writerProcedure>) {
  return {
    addComment: write.input(ZId.extend(ZCommentInput.shape)).mutation(async ({ ctx, input }) => {
      const { id, ...comment } = input;
      await ctx.prisma.$transaction((tx) => addRowComment(tx, ctx, def, id, comment, []));
      return (await fileCaseDetail(ctx.prisma, ctx, def, id)).comments ?? [];
    }),
    deleteComment: write.input(ZId.extend({ comment_id: ZRowIdText })).mutation(async ({ ctx, input }) => {
      await ctx.prisma.$transaction((tx) => deleteRowComment(tx, ctx, def, input.id, input.comment_id));
      return (await fileCaseDetail(ctx.prisma, ctx, def, input.id)).comments ?? [];
    }),
    deleteAttachment: write.input(ZId.extend({ attachment_id: ZRowIdText })).mutation(async ({ ctx, input }) => {
      await ctx.prisma.$transaction((tx) => deleteRowAttachment(tx, ctx, def, input.id, input.attachment_id));
      return (await fileCaseDetail(ctx.prisma, ctx, def, input.id)).attachments ?? [];
    }),
  };
}

export function plainRouter<TCreate, TUpdate, TItem extends object, TActions extends Record<string, TAnyAction> = Record<never, never>>(
  def: Omit<TPlainModule<TCreate, TUpdate, TItem>, 'actions'> & { actions?: TActions },
) {
  const d: TAnyPlainModule = def;
  const read = gatedProcedure(def.permission);
  const write = writerProcedure(def.permission);
  const get = async (ctx: TAuthedContext, id: number) =>
    (await plainItem(ctx, d, id)) as TItem & { can_edit: boolean; can_delete: boolean } & Record<`can_${string}`, boolean>;
  const requireEditor = (ctx: TAuthedContext) => {
    if (!canEditItems(ctx.user, def)) throw forbidden(ITEM_EDIT_REFUSED);
  };
  const createRefusal = async (ctx: TAuthedContext) => (def.createRefusal ? def.createRefusal(ctx.prisma, ctx) : null);
  /** Inside a write's transaction: the row must exist in the writer's scope. */
  const findForWrite = async (tx: Parameters<typeof def.get>[0], ctx: TAuthedContext, id: number) => {
    if (!(await def.get(tx, ctx, id, itemScopeWhere(ctx.user, d)))) throw notFound();
  };
  const ZListInput = z
    .object({ q: z.string().max(200).optional(), page: z.number().int().min(1).optional(), limit: z.number().int().min(1).max(100).optional() })
    .catchall(z.unknown());
  return router({
    list: read.input(ZListInput).query(async ({ ctx, input }) => {
      const paging = ZPaging.parse(input);
      const orderBy = parseOrderBy(input.order_by, def.orderBy);
      const { where, q } = await plainWhere(ctx, d, input);
      const page = await def.list(ctx.prisma, ctx, { where, q, skip: (paging.page - 1) * paging.limit, take: paging.limit, orderBy });
      return { ...page, can_create: canEditItems(ctx.user, def) && (await createRefusal(ctx)) === null };
    }),
    filters: read.query(({ ctx }) => filterOptions(ctx, def.filters)),
    /** The module's fields, columns, filters and sortable columns (DESIGN.md "Module manifest"). */
    meta: read.query(() => moduleMeta(d)),
    /** mind/: what the caller may pick; the list's filters narrow it. */
    all: read.input(ZListInput.omit({ page: true, limit: true })).query(async ({ ctx, input }) => {
      if (!def.mind) throw notFound();
      const { where, q } = await plainWhere(ctx, d, input);
      return def.mind(ctx.prisma, ctx, { where, q });
    }),
    get: read.input(ZId).query(({ ctx, input }) => get(ctx, input.id)),
    create: write.input(def.createInput).mutation(async ({ ctx, input }) => {
      requireEditor(ctx);
      const refusal = await createRefusal(ctx);
      if (refusal) throw forbidden(refusal);
      const id = await ctx.prisma.$transaction(async (tx) => {
        await checkInstitutionFields(tx, ctx.user, def.institutionFields, input);
        await def.manifest?.checkReferences?.(tx, input, ctx.user);
        const created = await def.create(tx, ctx, input as TCreate);
        await openNewRowFile(tx, ctx, d, created);
        return created;
      });
      return get(ctx, id);
    }),
    update: write.input(z.object({ id: ZRowId, data: def.updateInput })).mutation(async ({ ctx, input }) => {
      requireEditor(ctx);
      await ctx.prisma.$transaction(async (tx) => {
        await findForWrite(tx, ctx, input.id);
        await checkInstitutionFields(tx, ctx.user, def.institutionFields, input.data);
        await def.manifest?.checkReferences?.(tx, input.data, ctx.user);
        await def.update(tx, ctx, input.id, input.data as TUpdate);
      });
      return get(ctx, input.id);
    }),
    delete: write.input(ZId).mutation(async ({ ctx, input }) => {
      const remove = def.remove;
      if (!remove) throw forbidden(NOT_DELETABLE);
      try {
        await ctx.prisma.$transaction(async (tx) => {
          // Another school's row is a 404 before it is a 403, as on every other call about it.
          await findForWrite(tx, ctx, input.id);
          requireEditor(ctx);
          await removeRowFile(tx, d, input.id, () => remove(tx, ctx, input.id));
        });
      } catch (error) {
        // A row other records point at (a room of a booking) stays: 409, not a 500; one a
        // simultaneous delete took first is gone: 404.
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003') throw conflict(STILL_REFERENCED);
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025') throw notFound();
        throw error;
      }
      return { detail: 'Törölve.' };
    }),
    ...(hasFiles(d) ? fileProcedures(d, write) : ({} as ReturnType<typeof fileProcedures>)),
    ...actionProcedures(def, (def.actions ?? {}) as TActions),
  });
}
