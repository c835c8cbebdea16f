// The summary as one spreadsheet (osszegzes/export/): a row per number question, per choice and
// per school's text or list answer, with the same numbers as the screen (summary.ts).
import type { TSheetAnswer } from '../../../workflow/define.ts';
import { SUMMARY_COLUMNS, summaryRows } from '../../answer-summary.ts';
import type { TSummary } from './summary.ts';

function* rows(summary: TSummary): Iterable<Record<string, unknown>> {
  yield { question: 'Lezárt beszámolók', item: `${summary.closed_count} / ${summary.report_count}`, count: summary.closed_count };
  yield { question: 'Pedagógusok száma összesen', sum: summary.base_numbers.teacher_count };
  yield { question: 'Tanulók száma összesen', sum: summary.base_numbers.student_count };
  yield* summaryRows(summary.questions);
}

export const summarySheet = (summary: TSummary): TSheetAnswer => ({
  filename: `eves_beszamolok_osszegzes_${summary.year}.xlsx`,
  sheetName: `Összegzés ${summary.school_year.replace('/', '-')}`,
  columns: SUMMARY_COLUMNS,
  rows: rows(summary),
});
