// When monthly reports are made (DESIGN.md "Monthly reports"): for the months of the school year,
// September to June (a Hungarian school year's teaching months; July and August are the summer
// break, nothing to report), one per school, made on the month's first day and due on the 5th of
// the next month. Making them is idempotent: the unique (institution, year, month) index and
// ON CONFLICT DO NOTHING make each report once however often and wherever it runs.
import type { TTx } from '../../../db/client.ts';
import { normalizeSearch, toBudapestWallClock } from '@etanker/shared/format.ts';
import { MONTH_NAMES } from '@etanker/shared/monthly-reports.ts';

/** The day of the next month a report is due on. */
export const DUE_DAY = 5;
const SUMMER_MONTHS = new Set([7, 8]);

export interface TReportMonth {
  year: number;
  month: number;
}

/** Today's calendar month in Budapest. */
export function budapestMonthOf(now: Date): TReportMonth {
  const wall = toBudapestWallClock(now) ?? now;
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1 };
}

export const isSchoolMonth = (m: TReportMonth) => !SUMMER_MONTHS.has(m.month);

/** The due date of a month's report: the 5th of the next month (a date column, UTC midnight). */
export const dueDateOf = (m: TReportMonth) => new Date(Date.UTC(m.month === 12 ? m.year + 1 : m.year, m.month % 12, DUE_DAY));

/** The months of the school year `now` falls in, September up to `now`'s month (in the summer: the whole year just ended). */
export function schoolYearMonths(now: Date): TReportMonth[] {
  const current = budapestMonthOf(now);
  const startYear = current.month >= 9 ? current.year : current.year - 1;
  const out: TReportMonth[] = [];
  for (let i = 0; i < 10; i++) {
    const m = { year: startYear + (i >= 4 ? 1 : 0), month: ((8 + i) % 12) + 1 };
    out.push(m);
    if (m.year === current.year && m.month === current.month) break;
  }
  return out;
}

/** What `q` finds a report by: its school, year and month ('iskola 2026 november'). */
export const reportSearchText = (institution: string, m: TReportMonth) => normalizeSearch(`${institution} ${m.year} ${MONTH_NAMES[m.month - 1]}`);

/** Makes the month's report of every active school that has none; answers how many were made. */
export async function makeMonthlyReports(tx: TTx, m: TReportMonth): Promise<number> {
  if (!isSchoolMonth(m)) return 0;
  // Schools are the institutions under the centre (the centre itself has no parent).
  const schools = await tx.institution.findMany({ where: { parent_id: { not: null }, is_active: true }, select: { id: true, name: true } });
  const due_date = dueDateOf(m);
  // skipDuplicates is INSERT … ON CONFLICT DO NOTHING on the (institution, year, month) index.
  const made = await tx.monthlyReport.createMany({
    data: schools.map((s) => ({ institution_id: s.id, year: m.year, month: m.month, due_date, search_text: reportSearchText(s.name, m) })),
    skipDuplicates: true,
  });
  return made.count;
}
