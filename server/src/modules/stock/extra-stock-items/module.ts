// Leltártöbblet (MODULES.md §3.55): assets found while counting that are not on the register,
// recorded by the school (optionally linked to a stock item, whose stock number it takes) and
// resolved by feldolgoz/ (the resolver is recorded, the state becomes resolved; a resolved item no
// longer changes). A school keeps its own, the centre every school's.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { action, definePlainModule, filter } from '../../../workflow/define.ts';
import { plainFromManifest } from '../../../workflow/manifest-plain.ts';
import { institutionChoices, ZQueryIds } from '../../../workflow/filters.ts';
import { badRequest } from '../../../http/errors.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { moduleNames } from '@etanker/shared/modules.ts';
import { ASSET_NOT_FOUND_MESSAGE, EXTRA_STOCK_STATES } from '@etanker/shared/stock.ts';
import { STOCK_PERMISSION } from '../permission.ts';
import { EXTRA_STOCK_ITEM_MANIFEST as MANIFEST } from './manifest.ts';

type TInput = Parameters<typeof MANIFEST.toData>[0];

const RESOLVED = 'resolved';
const AREA_ELSEWHERE = 'A körzet másik intézményhez tartozik.';
const RESOLVED_MESSAGE = 'A feldolgozott többlet már nem módosítható.';

const choices = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The school (as sent, else the linked item's or the area's, else the stored one or the writer's), the area and the item within it. */
async function resolveLinks(tx: TTx, ctx: TAuthedContext, data: TInput, id?: number) {
  const item = data.stock_item ? await tx.stockItem.findUnique({ where: { id: data.stock_item }, select: { institution_id: true, stock_number: true } }) : null;
  const area = data.area ? await tx.stockArea.findUniqueOrThrow({ where: { id: data.area }, select: { institution_id: true } }) : null;
  const stored = id === undefined ? null : await tx.extraStockItem.findUniqueOrThrow({ where: { id }, select: { institution_id: true, state: true } });
  if (stored?.state === RESOLVED) throw badRequest({ non_field_errors: [RESOLVED_MESSAGE] });
  const institution = data.institution ?? item?.institution_id ?? area?.institution_id ?? stored?.institution_id ?? ctx.user.institution_ids[0];
  if (!institution) throw badRequest({ institution: ['Kötelező mező.'] });
  if (item && item.institution_id !== institution) throw badRequest({ stock_item: [ASSET_NOT_FOUND_MESSAGE] });
  if (area && area.institution_id !== institution) throw badRequest({ area: [AREA_ELSEWHERE] });
  return { institution, stockNumber: item?.stock_number ?? '' };
}

const searchText = (d: TInput) => normalizeSearch(d.note);

const base = plainFromManifest(MANIFEST, {
  table: (tx) => tx.extraStockItem,
  defaultOrder: [{ created_at: 'desc' }],
  searchText,
});

async function write(tx: TTx, ctx: TAuthedContext, data: TInput, id?: number): Promise<number> {
  const { institution, stockNumber } = await resolveLinks(tx, ctx, data, id);
  const complete = { ...data, institution };
  const written = id === undefined ? await base.create(tx, ctx, complete) : (await base.update(tx, ctx, id, complete), id);
  await tx.extraStockItem.update({
    where: { id: written },
    data: { stock_number: stockNumber, ...(id === undefined ? { creator_id: ctx.user.id } : {}) },
    select: { id: true },
  });
  return written;
}

export const extraStockItems = definePlainModule({
  ...moduleNames('extraStockItems'),
  permission: STOCK_PERMISSION,
  institutionFields: ['institution'],
  scopeColumn: 'institution_id',
  ...base,
  filters: {
    ...base.filters,
    institution: filter({
      schema: ZQueryIds,
      where: (ids) => ({ institution_id: { in: ids } }),
      options: async (ctx) => ({ label: 'Intézmény', type: 'multi_select', choices: await institutionChoices(ctx) }),
    }),
    state: filter({
      schema: z.enum(Object.keys(EXTRA_STOCK_STATES) as [keyof typeof EXTRA_STOCK_STATES]),
      where: (v) => ({ state: v }),
      options: () => ({ label: 'Állapot', type: 'select', choices: choices(EXTRA_STOCK_STATES) }),
    }),
  },
  create: (tx, ctx, data) => write(tx, ctx, data),
  update: async (tx, ctx, id, data) => {
    await write(tx, ctx, data, id);
  },
  locked: (item) => item.state === RESOLVED,
  remove: async (tx, _ctx, id) => {
    await tx.extraStockItem.delete({ where: { id }, select: { id: true } });
  },
  actions: {
    /** feldolgoz/: resolved by the caller; no body; answers the item. */
    resolve: action({
      on: 'item',
      method: 'POST',
      path: 'feldolgoz/',
      summary: 'Leltártöbblet feldolgozása (törzs nélkül)',
      input: z.object({}).catchall(z.unknown()),
      can: (_tx, _ctx, item) => (item.state === RESOLVED ? { message: 'A többlet már fel van dolgozva.' } : null),
      run: async (tx, ctx, { id }) => {
        await tx.extraStockItem.update({ where: { id }, data: { state: RESOLVED, resolver_id: ctx.user.id, resolved_at: new Date() }, select: { id: true } });
      },
    }),
  },
});
