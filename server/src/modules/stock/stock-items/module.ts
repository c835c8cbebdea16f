// Leltár tételek (MODULES.md §3.54): a school's assets as its register lists them (imported by
// stock imports, or recorded one by one), counted by a decision on the item: donteshozas/ takes
// decision_option and answers, no step fields; an empty option is the quick "Ellenőrizve"
// (found). A school reads and counts its own items, the centre every school's.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { action, definePlainModule, filter } from '../../../workflow/define.ts';
import { plainFromManifest } from '../../../workflow/manifest-plain.ts';
import { inScope } from '../../../workflow/relations.ts';
import { institutionChoices, ZQueryBool, ZQueryIds } from '../../../workflow/filters.ts';
import { badRequest } from '../../../http/errors.ts';
import { stockItemSearchText } from '../item-search.ts';
import { moduleNames } from '@etanker/shared/modules.ts';
import { STOCK_ITEM_STATUSES, type TStockItemStatus } from '@etanker/shared/stock.ts';
import { STOCK_PERMISSION } from '../permission.ts';
import { STOCK_ITEM_MANIFEST as MANIFEST } from './manifest.ts';
import { ZStockDecision } from './decision.ts';
import { readableStockAreas } from '../areas.ts';

type TInput = Parameters<typeof MANIFEST.toData>[0];

const AREA_ELSEWHERE = 'A körzet másik intézményhez tartozik.';
const DUPLICATE = 'Ez a leltári szám (alszámmal) már szerepel az intézmény leltárában.';

const choices = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The item's school: as sent, else the area's, else (create) the writer's own, else (update) the stored one. */
async function withInstitution(tx: TTx, ctx: TAuthedContext, data: TInput, id?: number): Promise<TInput> {
  const area = data.area ? await tx.stockArea.findUniqueOrThrow({ where: { id: data.area }, select: { institution_id: true } }) : null;
  const stored = id === undefined ? null : await tx.stockItem.findUniqueOrThrow({ where: { id }, select: { institution_id: true } });
  const institution = data.institution ?? stored?.institution_id ?? area?.institution_id ?? ctx.user.institution_ids[0];
  if (!institution) throw badRequest({ institution: ['Kötelező mező.'] });
  if (area && area.institution_id !== institution) throw badRequest({ area: [AREA_ELSEWHERE] });
  const duplicate = await tx.stockItem.findFirst({
    where: { institution_id: institution, stock_number: data.stock_number, item_sub_id: data.item_sub_id, ...(id === undefined ? {} : { NOT: { id } }) },
    select: { id: true },
  });
  if (duplicate) throw badRequest({ stock_number: [DUPLICATE] });
  return { ...data, institution };
}

const base = plainFromManifest(MANIFEST, {
  table: (tx) => tx.stockItem,
  defaultOrder: [{ stock_number: 'asc' }, { item_sub_id: 'asc' }],
  searchText: stockItemSearchText,
});

export const stockItems = definePlainModule({
  ...moduleNames('stockItems'),
  permission: STOCK_PERMISSION,
  institutionFields: ['institution'],
  scopeColumn: 'institution_id',
  relations: {
    stock_item: {
      model: 'stockItem',
      select: { id: true, stock_number: true, item_sub_id: true, name: true },
      name: (i: { stock_number: string; item_sub_id: string; name: string }) => `${i.stock_number}${i.item_sub_id ? `/${i.item_sub_id}` : ''} – ${i.name}`,
      more: (i: { stock_number: string }) => ({ stock_number: i.stock_number }),
      readable: inScope('institution_id'),
    },
  },
  // The area pickers' options (stock items and extra items), with the start-up data.
  staticData: [{ key: 'stock_areas', rows: readableStockAreas }],
  ...base,
  filters: {
    ...base.filters,
    // Which school's items: by the item's own school, or by the school its area belongs to.
    institution: filter({
      schema: ZQueryIds,
      where: (ids) => ({ institution_id: { in: ids } }),
      options: async (ctx) => ({ label: 'Intézmény', type: 'multi_select', choices: await institutionChoices(ctx) }),
    }),
    area_institution: filter({
      schema: ZQueryIds,
      where: (ids) => ({ area: { institution_id: { in: ids } } }),
    }),
    area: filter({ schema: ZQueryIds, where: (ids) => ({ area_id: { in: ids } }) }),
    status: filter({
      schema: z.enum(Object.keys(STOCK_ITEM_STATUSES) as [TStockItemStatus]),
      where: (v) => ({ status: v }),
      options: () => ({ label: 'Állapot', type: 'select', choices: choices(STOCK_ITEM_STATUSES) }),
    }),
    // Waiting for me: items of my own schools not counted yet (default false, 002 §9).
    waiting_for_me: filter({
      schema: ZQueryBool,
      where: (v, ctx) => (v ? { status: 'pending', institution_id: { in: ctx.user.institution_ids } } : {}),
      options: () => ({ label: 'Rám vár', type: 'bool' }),
    }),
  },
  // The details answer the last decision too (what was chosen, the answers given).
  get: async (tx, ctx, id, scope) => {
    const row = await base.get(tx, ctx, id, scope);
    if (!row) return null;
    const decision = await tx.stockItem.findUniqueOrThrow({ where: { id }, select: { decision_option: true, answers: true } });
    return Object.assign(row, decision);
  },
  create: async (tx, ctx, data) => base.create(tx, ctx, await withInstitution(tx, ctx, data)),
  update: async (tx, ctx, id, data) => base.update(tx, ctx, id, await withInstitution(tx, ctx, data, id)),
  actions: {
    /** donteshozas/: the count's outcome; '' is the quick "Ellenőrizve" (found). Answers the updated item. */
    decide: action({
      on: 'item',
      method: 'POST',
      path: 'donteshozas/',
      summary: 'Leltári döntés (multipart vagy JSON: decision_option — üres: ellenőrizve —, answers)',
      files: [],
      input: ZStockDecision,
      run: async (tx, ctx, { id, input }) => {
        await tx.stockItem.update({
          where: { id },
          data: {
            status: input.decision_option || 'found',
            decision_option: input.decision_option,
            answers: input.answers,
            decided_by_id: ctx.user.id,
            decided_at: new Date(),
          },
          select: { id: true },
        });
      },
    }),
  },
});
