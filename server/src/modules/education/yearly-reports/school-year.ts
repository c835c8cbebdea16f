// The school year of a yearly report (DESIGN.md "Yearly reports"): `year` is its first calendar
// year. The report of school year Y/Y+1 is made on 1 September of Y and is due on 15 July of Y+1,
// after the year's closing staff meeting and the summer exams, before the centre's own report.
import { formatDate } from '@etanker/shared/format.ts';

/** The school year running on a Budapest day ('YYYY-MM-DD'): from September the year's own, before it the previous one. */
export function schoolYearOf(day: string): number {
  const [year, month] = day.split('-').map(Number);
  return month >= 9 ? year : year - 1;
}

export const currentSchoolYear = (now = new Date()) => schoolYearOf(formatDate(now));

/** 15 July of the school year's second calendar year. */
export const dueDateOf = (year: number) => `${year + 1}-07-15`;

/** '2025/2026' */
export const schoolYearLabel = (year: number) => `${year}/${year + 1}`;

export type TReportStatus = 'due' | 'overdue' | 'closed';

export const STATUS_LABELS: Record<TReportStatus, string> = { due: 'Esedékes', overdue: 'Határidőn túl', closed: 'Lezárva' };

/** Closed; else overdue after its due day (Budapest), else due. */
export function reportStatus(closed: boolean, dueDate: string | null, today: string): TReportStatus {
  if (closed) return 'closed';
  return dueDate !== null && dueDate < today ? 'overdue' : 'due';
}
