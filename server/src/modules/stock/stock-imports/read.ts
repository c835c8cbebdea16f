// Stock imports as the API answers them (MODULES.md §3.53: id, file, institution, creator,
// created_at, state; ours: the progress, the counts and the row errors), within the caller's scope.
import { z } from 'zod';
import type { TAuthedContext } from '../../../access/context.ts';
import { institutionScopeWhere } from '../../../access/scope.ts';
import { institutionDisplayName } from '../../../core/institution-display.ts';
import { formatDateTime } from '@etanker/shared/format.ts';
import { STOCK_IMPORT_STATES } from '@etanker/shared/stock.ts';
import { ZPaging } from '../../../workflow/list.ts';
import { notFound } from '../../../http/errors.ts';

const SELECT = {
  id: true,
  file: true,
  state: true,
  created_at: true,
  finished_at: true,
  total_rows: true,
  done_rows: true,
  created_count: true,
  updated_count: true,
  errors: true,
  institution: { select: { id: true, name: true, unit_code: true } },
  creator: { select: { id: true, name: true } },
} as const;

const ZRef = z.object({ id: z.number(), name: z.string() });
const ZRowError = z.object({ row: z.number(), field: z.string(), message: z.string() });
export const ZStockImport = z.object({
  id: z.number(),
  file: z.string(),
  institution: ZRef,
  creator: ZRef,
  created_at: z.string(),
  state: z.enum(Object.keys(STOCK_IMPORT_STATES) as [keyof typeof STOCK_IMPORT_STATES]),
  state_display: z.string(),
  total_rows: z.number(),
  done_rows: z.number(),
  created_count: z.number(),
  updated_count: z.number(),
  finished_at: z.string().nullable(),
  errors: z.array(ZRowError),
  can_delete: z.boolean(),
});
export const ZStockImportList = z.object({ data: z.array(ZStockImport), total: z.number(), can_create: z.boolean() });

type TRow = { [K in keyof typeof SELECT]: unknown } & {
  id: number;
  file: string;
  state: string;
  created_at: Date;
  finished_at: Date | null;
  total_rows: number;
  done_rows: number;
  created_count: number;
  updated_count: number;
  errors: unknown;
  institution: { id: number; name: string; unit_code: string };
  creator: { id: number; name: string };
};

const canWrite = (ctx: TAuthedContext) => !ctx.user.is_readonly;

function toApi(ctx: TAuthedContext, r: TRow): z.infer<typeof ZStockImport> {
  const state = r.state as keyof typeof STOCK_IMPORT_STATES;
  return {
    id: r.id,
    file: r.file,
    institution: { id: r.institution.id, name: institutionDisplayName(r.institution) },
    creator: r.creator,
    created_at: formatDateTime(r.created_at),
    state,
    state_display: STOCK_IMPORT_STATES[state],
    total_rows: r.total_rows,
    done_rows: r.done_rows,
    created_count: r.created_count,
    updated_count: r.updated_count,
    finished_at: r.finished_at ? formatDateTime(r.finished_at) : null,
    errors: Array.isArray(r.errors) ? (r.errors as z.infer<typeof ZRowError>[]) : [],
    can_delete: canWrite(ctx) && state !== 'processing',
  };
}

export const scopeOf = (ctx: TAuthedContext) => institutionScopeWhere(ctx.user, 'institution_id');

export async function listImports(ctx: TAuthedContext, input: z.infer<typeof ZPaging>) {
  const q = input.q?.trim() ?? '';
  const where = { AND: [scopeOf(ctx), q ? { file: { contains: q, mode: 'insensitive' as const } } : {}] };
  const [rows, total] = await Promise.all([
    ctx.prisma.stockImport.findMany({
      where,
      orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
      skip: (input.page - 1) * input.limit,
      take: input.limit,
      select: SELECT,
    }),
    ctx.prisma.stockImport.count({ where }),
  ]);
  return { data: rows.map((r) => toApi(ctx, r)), total, can_create: canWrite(ctx) };
}

export async function importDetail(ctx: TAuthedContext, id: number) {
  const row = await ctx.prisma.stockImport.findFirst({ where: { AND: [{ id }, scopeOf(ctx)] }, select: SELECT });
  if (!row) throw notFound();
  return toApi(ctx, row);
}
