// yearly-reports-create (DESIGN.md "Yearly reports"): the reports of the current school year, one
// per open school, made on 1 September at 05:00 (Budapest) and once at every start, so a fresh
// start has them. Idempotent: the (institution, year) unique index and ON CONFLICT DO NOTHING
// (createMany skipDuplicates) make each report once however often and in how many processes it runs.
import { z } from 'zod';
import type { TPrisma } from '../../../db/client.ts';
import { defineJob } from '../../../jobs/define.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { currentSchoolYear, dueDateOf, schoolYearLabel } from './school-year.ts';

/** Makes the missing reports of `year` for every open school; answers how many it made. */
export async function createYearlyReports(prisma: TPrisma, year = currentSchoolYear()): Promise<number> {
  const schools = await prisma.institution.findMany({ where: { parent_id: { not: null }, is_active: true }, select: { id: true, name: true } });
  const { count } = await prisma.yearlyReport.createMany({
    data: schools.map((s) => ({
      institution_id: s.id,
      year,
      due_date: new Date(`${dueDateOf(year)}T00:00:00Z`),
      search_text: normalizeSearch(`${s.name} ${schoolYearLabel(year)}`),
    })),
    skipDuplicates: true,
  });
  return count;
}

export const yearlyReportsJob = defineJob<{ prisma: TPrisma }, Record<string, never>>({
  name: 'yearly-reports-create',
  data: z.object({}).strict(),
  cron: '0 5 1 9 *',
  runAtStart: true,
  run: async ({ prisma }) => {
    await createYearlyReports(prisma);
  },
});
