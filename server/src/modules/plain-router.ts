// The tRPC router of a module without a workflow (partners, rooms, cars, …).
import { z } from 'zod';
import { checkInstitutionFields } from '../access/institution-fields.ts';
import type { TRPCRouterRecord } from '@trpc/server';
import { gatedProcedure, router, writerProcedure } from '../trpc/init.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { canEditItems, ITEM_EDIT_REFUSED } from '../access/item-editors.ts';
import { zodFieldErrors } from '../http/zod-errors.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { ZPaging } from '../workflow/list.ts';
import { ZId, filterOptions } from './workflow-router.ts';
import type { TAuthedContext } from '../access/context.ts';
import { parseOrderBy } from '../workflow/order-by.ts';
import type { TAnyPlainModule, TPlainModule } from '../workflow/define.ts';

export async function plainWhere(ctx: TAuthedContext, def: TAnyPlainModule, input: Record<string, unknown>) {
  const where: Record<string, unknown>[] = [];
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

export function plainRouter<TCreate, TUpdate, TItem extends object, TExtras extends TRPCRouterRecord = Record<never, never>>(def: TPlainModule<TCreate, TUpdate, TItem>, extras: TExtras = {} as TExtras) {
  const d: TAnyPlainModule = def;
  const read = gatedProcedure(def.permission);
  const write = writerProcedure(def.permission);
  const get = async (ctx: TAuthedContext, id: number) => {
    const row = await def.get(ctx.prisma, ctx, id);
    if (!row) throw notFound();
    const canEdit = canEditItems(ctx.user, def);
    return { ...row, can_edit: canEdit, can_delete: canEdit && def.remove !== undefined };
  };
  const requireEditor = (ctx: TAuthedContext) => {
    if (!canEditItems(ctx.user, def)) throw forbidden(ITEM_EDIT_REFUSED);
  };
  return router({
    list: read.input(z.object({ q: z.string().max(200).optional(), page: z.number().int().min(1).optional(), limit: z.number().int().min(1).max(100).optional() }).catchall(z.unknown())).query(async ({ ctx, input }) => {
      const paging = ZPaging.parse(input);
      const orderBy = parseOrderBy(input.order_by, def.orderBy);
      const { where, q } = await plainWhere(ctx, d, input);
      const page = await def.list(ctx.prisma, ctx, { where, q, skip: (paging.page - 1) * paging.limit, take: paging.limit, orderBy });
      return { ...page, can_create: canEditItems(ctx.user, def) };
    }),
    filters: read.query(({ ctx }) => filterOptions(ctx, def.filters)),
    get: read.input(ZId).query(({ ctx, input }) => get(ctx, input.id)),
    create: write.input(def.createInput).mutation(async ({ ctx, input }) => {
      requireEditor(ctx);
      const id = await ctx.prisma.$transaction(async (tx) => {
        await checkInstitutionFields(tx, ctx.user, def.institutionFields, input);
        return def.create(tx, ctx, input as TCreate);
      });
      return get(ctx, id);
    }),
    update: write.input(z.object({ id: z.number().int().positive(), data: def.updateInput })).mutation(async ({ ctx, input }) => {
      requireEditor(ctx);
      await ctx.prisma.$transaction(async (tx) => {
        if (!(await def.get(tx, ctx, input.id))) throw notFound();
        await checkInstitutionFields(tx, ctx.user, def.institutionFields, input.data);
        await def.update(tx, ctx, input.id, input.data as TUpdate);
      });
      return get(ctx, input.id);
    }),
    ...extras,
  });
}
