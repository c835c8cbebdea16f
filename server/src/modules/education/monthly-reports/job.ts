// The job that makes the monthly reports (DESIGN.md "Monthly reports"): every day at 01:00
// Budapest time, and once at start, it makes the current month's report of every school that has
// none — so a report appears on the month's first day, and a school added or a day missed while
// the portal was down is made up at the next run. Idempotent (schedule.ts): each report once.
import { z } from 'zod';
import type { TPrisma } from '../../../db/client.ts';
import { defineJob } from '../../../jobs/define.ts';
import { defineModuleExtras } from '../../../modules/registration.ts';
import { monthlyReports } from './module.ts';
import { budapestMonthOf, makeMonthlyReports } from './schedule.ts';

export const monthlyReportsJob = defineJob<{ prisma: TPrisma }, Record<string, never>>({
  name: 'monthly-reports',
  data: z.object({}).strict(),
  cron: '0 1 * * *',
  // The cron's first tick may be hours away: a fresh start makes this month's reports now.
  runAtStart: true,
  run: async ({ prisma }) => {
    await makeMonthlyReports(prisma, budapestMonthOf(new Date()));
  },
});

export const monthlyReportExtras = defineModuleExtras(monthlyReports, { jobs: [monthlyReportsJob] });
