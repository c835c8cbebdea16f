// Demo yearly reports (order 320): every demo school's report of the last and of this school year
// (made as the job makes them); last year's answered, closed at 001–003 and overdue at 004; this
// year's open, 001 and 002 partly answered. Reports that are closed already are left as they are.
import { defineDemo } from '../../../../../prisma/seed/demo/kit.ts';
import { createYearlyReports } from './job.ts';
import { currentSchoolYear } from './school-year.ts';
import { updateReport } from './write.ts';
import { CLOSED_LAST_YEAR, LAST_YEAR, THIS_YEAR, type TDemoReport } from './demo-answers.ts';

export const demo = defineDemo({
  records: {
    order: 320,
    seed: async ({ services: { prisma } }) => {
      const year = currentSchoolYear();
      const fill = async (reportYear: number, reports: Record<string, TDemoReport>, close: readonly string[]) => {
        await createYearlyReports(prisma, reportYear);
        for (const [unitCode, report] of Object.entries(reports)) {
          const row = await prisma.yearlyReport.findFirst({
            where: { year: reportYear, institution: { unit_code: unitCode, parent_id: { not: null } } },
            select: { id: true, closed: true },
          });
          if (!row || row.closed) continue;
          await prisma.$transaction(async (tx) => {
            await updateReport(tx, row.id, report);
            if (close.includes(unitCode)) {
              await tx.yearlyReport.update({ where: { id: row.id }, data: { closed: true, closed_at: new Date(`${reportYear + 1}-06-30T10:00:00Z`) } });
            }
          });
        }
      };
      await fill(year - 1, LAST_YEAR, CLOSED_LAST_YEAR);
      await fill(year, THIS_YEAR, []);
    },
  },
});
