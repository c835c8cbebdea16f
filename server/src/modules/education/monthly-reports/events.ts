// A monthly report's extraordinary events: the school's events (extraordinaryEvents) whose day falls
// in the report's month. Read when the report is read, not stored: an event is reported as it
// happens, often after the report was made, and its state moves on (DESIGN.md "Monthly reports").
import type { TTx } from '../../../db/client.ts';

export interface TMonthEvent {
  id: number;
  title: string;
  date: string;
  state: string;
}

export async function monthEvents(tx: TTx, report: { institution_id: number; year: number; month: number }): Promise<TMonthEvent[]> {
  const rows = await tx.extraordinaryEvent.findMany({
    where: {
      case: { institution_id: report.institution_id },
      date: { gte: new Date(Date.UTC(report.year, report.month - 1, 1)), lt: new Date(Date.UTC(report.year, report.month, 1)) },
    },
    orderBy: [{ date: 'asc' }, { id: 'asc' }],
    select: { id: true, title: true, date: true, case: { select: { state: true } } },
  });
  return rows.map((e) => ({ id: e.id, title: e.title, date: e.date.toISOString().slice(0, 10), state: e.case.state }));
}
