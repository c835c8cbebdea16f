// Statistics (MODULES.md §3.65, shape not documented): how many workflow records of the caller's
// scope each module holds, per state — one SQL statement over Case, scoped as every Case read
// (caseScopeSql); `year` counts the records created in that Budapest year.
import { z } from 'zod';
import type { TAuthedContext } from '../../../access/context.ts';
import { caseScopeSql } from '../../../access/scope.ts';
import { Prisma } from '../../../generated/prisma/client.ts';
import { budapestInstant } from '@etanker/shared/date-time.ts';
import { FLOW_STATES } from '@etanker/shared/states.ts';

export const ZStatisticsQuery = z.object({
  year: z.coerce.number().int('Érvénytelen év.').min(2000, 'Érvénytelen év.').max(2100, 'Érvénytelen év.').optional(),
});

const ZStateCount = z.object({ state: z.string(), label: z.string(), count: z.number().int() });
export const ZStatisticsAnswer = z.object({
  data: z.array(z.object({ module: z.string(), label: z.string(), total: z.number().int(), states: z.array(ZStateCount) })),
});

/** A workflow record's state beside the shared ones is its module's first state (open, pending): 'Elmentett'. */
const stateLabel = (state: string) => (Object.hasOwn(FLOW_STATES, state) ? FLOW_STATES[state as keyof typeof FLOW_STATES] : FLOW_STATES.saved);

export async function readStatistics(ctx: TAuthedContext, q: z.output<typeof ZStatisticsQuery>): Promise<z.output<typeof ZStatisticsAnswer>> {
  const created = q.year
    ? Prisma.sql`AND c.created_at >= ${budapestInstant(q.year, 1, 1)} AND c.created_at < ${budapestInstant(q.year + 1, 1, 1)}`
    : Prisma.empty;
  // Workflow records only: a flowless Case is a plain row's or an employee's file.
  const rows = await ctx.prisma.$queryRaw<{ module: string; state: string; count: number }[]>`
    SELECT c.module, c.state, count(*)::int AS count FROM "Case" c
    WHERE c.flow_id IS NOT NULL ${created} AND ${caseScopeSql(ctx.user, 'c')}
    GROUP BY c.module, c.state ORDER BY c.module, c.state`;
  const modules = new Map<string, z.output<typeof ZStatisticsAnswer>['data'][number]>();
  for (const r of rows) {
    const m = modules.get(r.module) ?? { module: r.module, label: ctx.caseModule(r.module).label, total: 0, states: [] };
    m.total += r.count;
    m.states.push({ state: r.state, label: stateLabel(r.state), count: r.count });
    modules.set(r.module, m);
  }
  return { data: [...modules.values()].sort((a, b) => a.label.localeCompare(b.label, 'hu')) };
}
