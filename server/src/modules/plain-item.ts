// One row of a plain module as its GET answers it: the row in the caller's scope (else 404) with
// what the caller may do on it (can_edit, can_delete, one can_<action> per item action). Shared
// by the router's get and the item actions, which answer the row after they ran.
import type { TTx } from '../db/client.ts';
import type { TAuthedContext } from '../access/context.ts';
import { canEditItems } from '../access/item-editors.ts';
import { notFound } from '../http/errors.ts';
import { actionFlag, actionWrites } from '../workflow/actions.ts';
import { itemScopeWhere, readScopeWhere } from './plain-scope.ts';
import { fileCaseDetail, hasFiles } from './plain-files.ts';
import type { TActionRefusal, TAnyPlainModule, TItemAction } from '../workflow/define.ts';

/** The gate every item action shares (writes: the module's editors, read-only users never), then its own check. */
export async function itemActionRefusal(
  tx: TTx,
  ctx: TAuthedContext,
  def: TAnyPlainModule,
  a: TItemAction,
  item: Record<string, unknown>,
): Promise<TActionRefusal | null> {
  if (actionWrites(a) && !canEditItems(ctx.user, def)) return { forbidden: true };
  return (await a.can?.(tx, ctx, item)) ?? null;
}

const itemActions = (def: TAnyPlainModule) => Object.entries(def.actions ?? {}).filter((entry): entry is [string, TItemAction] => entry[1].on === 'item');

/** The row in the caller's scope, or null. */
export const findItem = (tx: TTx, ctx: TAuthedContext, def: TAnyPlainModule, id: number) =>
  def.get(tx, ctx, id, itemScopeWhere(ctx.user, def)) as Promise<Record<string, unknown> | null>;

export async function plainItem(ctx: TAuthedContext, def: TAnyPlainModule, id: number): Promise<Record<string, unknown>> {
  const row = (await def.get(ctx.prisma, ctx, id, readScopeWhere(ctx.user, def))) as Record<string, unknown> | null;
  if (!row) throw notFound();
  // A shared row of another school (`sharedColumn`, `sharedWhere`) is read, not kept, here.
  const outsideScope = (def.sharedColumn !== undefined || def.sharedWhere !== undefined) && !ctx.user.is_centre && !(await findItem(ctx.prisma, ctx, def, id));
  const canEdit = canEditItems(ctx.user, def) && !outsideScope && !def.locked?.(row);
  const flags: Record<string, boolean> = {};
  for (const [name, a] of itemActions(def)) flags[actionFlag(name)] = (await itemActionRefusal(ctx.prisma, ctx, def, a, row)) === null;
  const files = hasFiles(def) ? await fileCaseDetail(ctx.prisma, ctx, def, id) : {};
  return Object.assign(row, { can_edit: canEdit, can_delete: canEdit && def.remove !== undefined }, flags, files);
}
