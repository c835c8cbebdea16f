// Workflow lists: one SQL statement on Case (scope + filters + q + order_by + page, the page's
// decisions and module columns, compiled from the Prisma wheres and select by list-sql/), one
// count (cached).
// Never a query per row.
import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import type { TTx } from '../db/client.ts';
import type { TAuthedContext } from '../access/context.ts';
import type { TAnyWorkflowModule, TWorkflowModule } from './define.ts';
import { caseScopeWhere } from '../access/scope.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { badRequest } from '../http/errors.ts';
import { zodFieldErrors } from '../http/zod-errors.ts';
import { canCopy, canCreate, canDecide, canWriteOnRecord, type TDecisionRow } from './case-access.ts';
import { decisionView, stepView } from './detail.ts';
import { substitutesByCase } from '../access/substitutions.ts';
import { parseOrderBy, type TOrderColumns } from './order-by.ts';
import { stateLabel } from '@etanker/shared/states.ts';
import { personalViews } from './personal-view.ts';
import { nameMaps, type TNameMaps } from './names.ts';
import { extraFieldFilterWhere } from './extra-fields.ts';
import { createReadCache } from '../db/read-cache.ts';
import { caseCount, casePage } from './list-sql/case-page.ts';

// An exact count over many thousand rows is the cost of a list at scale, asked again and again.
const cachedTotal = createReadCache<number>(3000);

export const ZPaging = z.object({
  q: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** Flat Case columns: the names come from nameMaps(), not from joins. */
export const CASE_ROW_SELECT = {
  id: true,
  state: true,
  reference_number: true,
  created_at: true,
  institution_id: true,
  creator_id: true,
  waiting_for_user_id: true,
  waiting_for_group_id: true,
  current_step_id: true,
  flow_id: true,
} as const;

type TCaseRow = Prisma.CaseGetPayload<{ select: typeof CASE_ROW_SELECT }>;

const named = (id: number | null, names: Map<number, string>) => (id === null ? null : { id, name: names.get(id) ?? '' });

/** A list row's shared part (spec 001 §3: id, current_step, decisions, state, waiting_for). */
export function caseRow(ctx: TAuthedContext, def: TAnyWorkflowModule, r: TCaseRow, names: TNameMaps, decisions: TDecisionRow[], substitutors: number[]) {
  const step = r.current_step_id === null ? null : (names.steps.get(r.current_step_id) ?? null);
  const user = named(r.waiting_for_user_id, names.users);
  const group = named(r.waiting_for_group_id, names.groups);
  const waitingForMe = canDecide(ctx.user, { ...r, current_step: step, decisions });
  return {
    id: r.id,
    state: r.state,
    state_label: stateLabel(r.state, def.initialState),
    reference_number: r.reference_number,
    created_at: r.created_at,
    institution: named(r.institution_id, names.institutions)!,
    creator: named(r.creator_id, names.users)!,
    current_step: step && stepView(step, user, group, waitingForMe, substitutors),
    decisions: decisions.map(decisionView),
    waiting_for: user ? { name: user.name } : group ? { name: group.name } : null,
    waiting_for_me: waitingForMe,
    can_copy: canCopy(ctx.user, r) && canCreate(ctx.user, def),
  };
}

/** Columns every workflow list sorts by; a module adds its own (TWorkflowModule.orderBy). */
export const CASE_ORDER_COLUMNS: TOrderColumns<Prisma.CaseOrderByWithRelationInput> = {
  id: (d) => ({ id: d }),
  created_at: (d) => ({ created_at: d }),
  reference_number: (d) => ({ reference_number: d }),
  state: (d) => ({ state: d }),
  closed_at: (d) => ({ closed_at: { sort: d, nulls: 'last' } }),
};

/**
 * A module's records, for reads that page or stream them in an order (ORDER BY … id), with
 * MODULE_FIRST leading that order. An equality on the module let PostgreSQL drop the module from
 * the order (one value) and walk Case_pkey backwards, discarding every newer record of other
 * modules: on the bench a commitment page skipped 269,768 of them (130–220 ms), in the generic plan
 * of a named statement and in the plan made with 'commitments' alike, since a module's records are
 * not spread evenly over the ids. A range keeps the module in the order, which only the
 * (module, id) indexes yield: 0.05 ms (issue 23; tests/kit/case-plans.test.ts).
 */
const caseModuleWhere = (caseModule: string): Prisma.CaseWhereInput => ({ module: { gte: caseModule, lte: caseModule } });
const MODULE_FIRST: Prisma.CaseOrderByWithRelationInput = { module: 'asc' };

/** The page's order: the module (caseModuleWhere), `order_by`, then the newest first, so equal values page stably. */
export function caseOrderBy(def: TAnyWorkflowModule, input: Record<string, unknown>): Prisma.CaseOrderByWithRelationInput[] {
  const chosen = parseOrderBy(input.order_by, { ...CASE_ORDER_COLUMNS, ...def.orderBy }) ?? [];
  return [MODULE_FIRST, ...chosen, { id: 'desc' }];
}

/** The module's filters given in a list query (text from REST, values from tRPC), parsed; a wrong value is a 400. */
export function parseListFilters(def: TAnyWorkflowModule, input: Record<string, unknown>): Map<string, unknown> {
  const values = new Map<string, unknown>();
  const errors: Record<string, string[]> = {};
  for (const [name, filter] of Object.entries(def.filters)) {
    const raw = input[name];
    if (raw === undefined || raw === null || raw === '') continue;
    const parsed = filter.schema.safeParse(raw);
    if (!parsed.success) {
      for (const [, msgs] of Object.entries(zodFieldErrors(parsed.error))) errors[name] = msgs;
      continue;
    }
    values.set(name, parsed.data);
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  return values;
}

/** Parses the filters of a list query into one Case where. */
export async function listWhere(ctx: TAuthedContext, def: TAnyWorkflowModule, input: Record<string, unknown>): Promise<Prisma.CaseWhereInput> {
  const parts: Prisma.CaseWhereInput[] = [caseModuleWhere(def.caseModule), caseScopeWhere(ctx.user)];
  for (const [name, value] of parseListFilters(def, input)) parts.push(await def.filters[name].where(value as never, ctx));
  if (def.extraFields) {
    for (const [name, raw] of Object.entries(input)) {
      const match = /^extra_(\d+)$/.exec(name);
      if (match && typeof raw === 'string' && raw !== '') parts.push(extraFieldFilterWhere(Number(match[1]), raw));
    }
  }
  const q = typeof input.q === 'string' ? normalizeSearch(input.q) : '';
  if (q) parts.push({ search_text: { contains: q } });
  return { AND: parts };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the other type parameters are the module's own; only this one matters here
export async function listCases<TRow extends object>(tx: TTx, ctx: TAuthedContext, def: TWorkflowModule<any, any, any, TRow>, input: Record<string, unknown>) {
  const paging = ZPaging.parse(input);
  const orderBy = caseOrderBy(def, input);
  const where = await listWhere(ctx, def, input);
  const [rows, total, names] = await Promise.all([
    casePage(tx, where, orderBy, { skip: (paging.page - 1) * paging.limit, take: paging.limit }, def.listColumns.select),
    cachedTotal(`${def.caseModule}:${JSON.stringify(where)}`, () => caseCount(tx, where)),
    nameMaps(tx),
  ]);
  const ids = rows.map((r) => r.id);
  const moduleRows = rows.map((r) => Object.assign({ id: r.id }, r.record));
  const [substitutors, shape, personal] = await Promise.all([
    substitutesByCase(tx, rows),
    def.listColumns.shaper(tx, moduleRows as never[]),
    personalViews(tx, ctx.user, def, ids),
  ]);
  // Object.assign, not a second spread: V8 copies a second spread source property by property
  // through a slow path (~13 µs a row here, more than the queries).
  const data = rows.map((r, i) => {
    const row = Object.assign(caseRow(ctx, def, r, names, r.decisions, substitutors.get(r.id)!), shape(moduleRows[i] as never));
    // Without the record's personal data: none in the row, and no copy (its creator would read them, copyCase).
    return personal.view(r.id).personal ? row : Object.assign(personal.hide(r.id, row), { can_copy: false });
  });
  // New records: whoever reads the list may create, except read-only users (the create call's gate).
  return { data, total, can_create: canWriteOnRecord(ctx.user) && canCreate(ctx.user, def) };
}

const EXPORT_BATCH = 5000;

/**
 * Rows for an export: keyset batches of flat Case columns with the module's columns; the next
 * batch is read while the current one is written, so 100,000 rows stream in flat memory at the
 * speed of the spreadsheet writer.
 */
export async function* exportCases(tx: TTx, ctx: TAuthedContext, def: TAnyWorkflowModule, input: Record<string, unknown>) {
  // Exports stream in keyset batches by id, newest first; `order_by` is checked, not applied.
  caseOrderBy(def, input);
  const where = await listWhere(ctx, def, input);
  const names = await nameMaps(tx);
  const select = { ...CASE_ROW_SELECT, ...def.listColumns.select };
  const load = (cursor: number | undefined) =>
    tx.case.findMany({ where: cursor ? { AND: [where, { id: { lt: cursor } }] } : where, orderBy: [MODULE_FIRST, { id: 'desc' }], take: EXPORT_BATCH, select });
  let batch = await load(undefined);
  while (batch.length) {
    const next = batch.length === EXPORT_BATCH ? load(batch.at(-1)!.id) : Promise.resolve([]);
    const [shape, personal] = await Promise.all([
      def.listColumns.shaper(tx, batch as never[]),
      personalViews(
        tx,
        ctx.user,
        def,
        batch.map((r) => r.id),
      ),
    ]);
    for (const r of batch) {
      // Flat cells, built directly (Object.assign, see listCases): this loop runs 100,000 times for a large export.
      yield personal.hide(
        r.id,
        Object.assign(
          {
            id: r.id,
            reference_number: r.reference_number,
            state: r.state,
            state_label: stateLabel(r.state, def.initialState),
            created_at: r.created_at,
            institution: names.institutions.get(r.institution_id) ?? '',
            creator: names.users.get(r.creator_id) ?? '',
            current_step: r.current_step_id === null ? '' : (names.steps.get(r.current_step_id)?.name ?? ''),
            waiting_for:
              r.waiting_for_user_id !== null
                ? (names.users.get(r.waiting_for_user_id) ?? '')
                : r.waiting_for_group_id !== null
                  ? (names.groups.get(r.waiting_for_group_id) ?? '')
                  : '',
          },
          shape(r as never),
        ),
      );
    }
    batch = await next;
  }
}
