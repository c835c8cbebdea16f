// Workflow lists: one indexed query on Case (scope + filters + q), one for the module columns
// of the page, one count. Never a query per row.
import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import type { TTx } from '../db/client.ts';
import type { TAuthedContext } from '../trpc/init.ts';
import type { TAnyWorkflowModule, TWorkflowModule } from '../modules/define.ts';
import { caseScopeWhere } from '../access/scope.ts';
import { normalizeSearch } from '../format/hu.ts';
import { badRequest } from '../http/errors.ts';
import { zodFieldErrors } from '../http/zod-errors.ts';
import { canDecide } from './case-access.ts';
import { STEP_SELECT } from './flows.ts';
import { stateLabel } from './states.ts';
import { extraFieldFilterWhere } from './extra-fields.ts';
import { createReadCache } from '../db/read-cache.ts';

// An exact count over many thousand rows is the cost of a list at scale, asked again and again.
const cachedTotal = createReadCache<number>(3000);

export const ZPaging = z.object({
  q: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const CASE_ROW_SELECT = {
  id: true,
  state: true,
  reference_number: true,
  created_at: true,
  waiting_for_user_id: true,
  waiting_for_group_id: true,
  institution: { select: { id: true, name: true } },
  creator: { select: { id: true, name: true } },
  waiting_for_user: { select: { name: true } },
  waiting_for_group: { select: { name: true } },
  current_step: { select: STEP_SELECT },
} as const;

type TCaseRow = Prisma.CaseGetPayload<{ select: typeof CASE_ROW_SELECT }>;

export function caseRow(ctx: TAuthedContext, def: TAnyWorkflowModule, r: TCaseRow) {
  return {
    id: r.id,
    state: r.state,
    state_label: stateLabel(r.state, def.initialState),
    reference_number: r.reference_number,
    created_at: r.created_at,
    institution: r.institution,
    creator: r.creator,
    current_step: r.current_step ? { name: r.current_step.name } : null,
    waiting_for: r.waiting_for_user ? { name: r.waiting_for_user.name } : r.waiting_for_group ? { name: r.waiting_for_group.name } : null,
    waiting_for_me: canDecide(ctx.user, r),
  };
}

/** Parses the filters of a list query (text from REST, values from tRPC) into one Case where. */
export async function listWhere(ctx: TAuthedContext, def: TAnyWorkflowModule, input: Record<string, unknown>): Promise<Prisma.CaseWhereInput> {
  const parts: Prisma.CaseWhereInput[] = [{ module: def.caseModule }, caseScopeWhere(ctx.user)];
  const errors: Record<string, string[]> = {};
  for (const [name, filter] of Object.entries(def.filters)) {
    const raw = input[name];
    if (raw === undefined || raw === null || raw === '') continue;
    const parsed = filter.schema.safeParse(raw);
    if (!parsed.success) {
      for (const [, msgs] of Object.entries(zodFieldErrors(parsed.error))) errors[name] = msgs;
      continue;
    }
    parts.push(await filter.where(parsed.data as never, ctx));
  }
  if (def.extraFields) {
    for (const [name, raw] of Object.entries(input)) {
      const match = /^extra_(\d+)$/.exec(name);
      if (match && typeof raw === 'string' && raw !== '') parts.push(extraFieldFilterWhere(Number(match[1]), raw));
    }
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  const q = typeof input.q === 'string' ? normalizeSearch(input.q) : '';
  if (q) parts.push({ search_text: { contains: q } });
  return { AND: parts };
}

export async function listCases<TRow extends object>(tx: TTx, ctx: TAuthedContext, def: TWorkflowModule<any, any, any, TRow>, input: Record<string, unknown>) {
  const paging = ZPaging.parse(input);
  const where = await listWhere(ctx, def, input);
  const [rows, total] = await Promise.all([
    tx.case.findMany({ where, orderBy: { id: 'desc' }, skip: (paging.page - 1) * paging.limit, take: paging.limit, select: CASE_ROW_SELECT }),
    cachedTotal(`${def.caseModule}:${JSON.stringify(where)}`, () => tx.case.count({ where })),
  ]);
  const moduleRows = await def.listRows(tx, rows.map((r) => r.id));
  return { data: rows.map((r) => ({ ...caseRow(ctx, def, r), ...(moduleRows.get(r.id) as TRow) })), total };
}

const EXPORT_BATCH = 5000;
const EXPORT_CASE_SELECT = {
  id: true,
  state: true,
  reference_number: true,
  created_at: true,
  institution_id: true,
  creator_id: true,
  waiting_for_user_id: true,
  waiting_for_group_id: true,
  current_step_id: true,
} as const;

async function namesOf(tx: TTx, rows: { institution_id: number; creator_id: number; waiting_for_user_id: number | null; waiting_for_group_id: number | null; current_step_id: number | null }[]) {
  const ids = (pick: (r: (typeof rows)[number]) => number | null) => [...new Set(rows.map(pick).filter((x): x is number => x !== null))];
  const [institutions, users, groups, steps] = await Promise.all([
    tx.institution.findMany({ where: { id: { in: ids((r) => r.institution_id) } }, select: { id: true, name: true } }),
    tx.user.findMany({ where: { id: { in: [...ids((r) => r.creator_id), ...ids((r) => r.waiting_for_user_id)] } }, select: { id: true, name: true } }),
    tx.group.findMany({ where: { id: { in: ids((r) => r.waiting_for_group_id) } }, select: { id: true, name: true } }),
    tx.flowStep.findMany({ where: { id: { in: ids((r) => r.current_step_id) } }, select: { id: true, name: true } }),
  ]);
  const map = (list: { id: number; name: string }[]) => new Map(list.map((x) => [x.id, x.name]));
  return { institutions: map(institutions), users: map(users), groups: map(groups), steps: map(steps) };
}

/**
 * Rows for an export: keyset batches of flat Case columns, the few names they refer to, and the
 * module's columns; the next batch is read while the current one is written, so 100,000 rows
 * stream in flat memory at the speed of the spreadsheet writer.
 */
export async function* exportCases(tx: TTx, ctx: TAuthedContext, def: TAnyWorkflowModule, input: Record<string, unknown>) {
  const where = await listWhere(ctx, def, input);
  const load = async (cursor: number | undefined) => {
    const rows = await tx.case.findMany({ where: cursor ? { AND: [where, { id: { lt: cursor } }] } : where, orderBy: { id: 'desc' }, take: EXPORT_BATCH, select: EXPORT_CASE_SELECT });
    if (rows.length === 0) return null;
    const [names, moduleRows] = await Promise.all([namesOf(tx, rows), def.listRows(tx, rows.map((r) => r.id))]);
    return { rows, names, moduleRows };
  };
  let batch = await load(undefined);
  while (batch) {
    const next = batch.rows.length === EXPORT_BATCH ? load(batch.rows.at(-1)!.id) : Promise.resolve(null);
    const { rows, names, moduleRows } = batch;
    for (const r of rows) {
      yield {
        id: r.id,
        reference_number: r.reference_number,
        state: r.state,
        state_label: stateLabel(r.state, def.initialState),
        created_at: r.created_at,
        institution: names.institutions.get(r.institution_id) ?? '',
        creator: names.users.get(r.creator_id) ?? '',
        current_step: r.current_step_id ? (names.steps.get(r.current_step_id) ?? '') : '',
        waiting_for: r.waiting_for_user_id ? (names.users.get(r.waiting_for_user_id) ?? '') : r.waiting_for_group_id ? (names.groups.get(r.waiting_for_group_id) ?? '') : '',
        ...moduleRows.get(r.id),
      };
    }
    batch = await next;
  }
}
