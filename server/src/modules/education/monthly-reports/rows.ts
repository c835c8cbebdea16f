// A monthly report as lists, exports and the details answer it.
import { MONTHLY_DEADLINE_STATES, MONTHLY_REPORT_STATES, type TMonthlyReportState } from '@etanker/shared/monthly-reports.ts';
import { toBudapestWallClock } from '@etanker/shared/format.ts';

export const REPORT_SELECT = {
  id: true,
  institution_id: true,
  institution: { select: { id: true, name: true } },
  year: true,
  month: true,
  state: true,
  due_date: true,
  submitted_at: true,
  closed_at: true,
} as const;

export interface TReportRow {
  id: number;
  institution_id: number;
  institution: { id: number; name: string };
  year: number;
  month: number;
  state: string;
  due_date: Date;
  submitted_at: Date | null;
  closed_at: Date | null;
}

/** Where an open report stands against its due date (the list's due / overdue), else its state. */
export function deadlineState(row: Pick<TReportRow, 'state' | 'due_date'>, now = new Date()): keyof typeof MONTHLY_DEADLINE_STATES {
  if (row.state !== 'open') return row.state as 'submitted' | 'closed';
  const today = (toBudapestWallClock(now) ?? now).toISOString().slice(0, 10);
  return row.due_date.toISOString().slice(0, 10) < today ? 'overdue' : 'due';
}

export function reportRow(row: TReportRow) {
  const deadline = deadlineState(row);
  return {
    id: row.id,
    institution: row.institution,
    year: row.year,
    month: row.month,
    state: row.state,
    state_name: MONTHLY_REPORT_STATES[row.state as TMonthlyReportState] ?? row.state,
    due_date: row.due_date.toISOString().slice(0, 10),
    deadline_state: deadline,
    deadline_state_name: MONTHLY_DEADLINE_STATES[deadline],
    submitted_at: row.submitted_at?.toISOString() ?? null,
    closed_at: row.closed_at?.toISOString() ?? null,
  };
}
