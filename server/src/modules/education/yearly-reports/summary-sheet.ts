// The summary as one spreadsheet (osszegzes/export/): a row per number question, per choice and
// per school's text or list answer, with the same numbers as the screen (summary.ts).
import type { TExportColumn, TSheetAnswer } from '../../../workflow/define.ts';
import type { TSummary } from './summary.ts';

const COLUMNS: TExportColumn[] = [
  { header: 'Sorszám', key: 'number', type: 'number', width: 9 },
  { header: 'Kérdés', key: 'question', type: 'text', width: 60 },
  { header: 'Tétel', key: 'item', type: 'text', width: 45 },
  { header: 'Válasz', key: 'answer', type: 'text', width: 60 },
  { header: 'Darab', key: 'count', type: 'number', width: 10 },
  { header: 'Összeg', key: 'sum', type: 'number', width: 12 },
  { header: 'Átlag', key: 'avg', type: 'number', width: 12 },
  { header: 'Minimum', key: 'min', type: 'number', width: 12 },
  { header: 'Maximum', key: 'max', type: 'number', width: 12 },
];

function* rows(summary: TSummary): Iterable<Record<string, unknown>> {
  yield { question: 'Lezárt beszámolók', item: `${summary.closed_count} / ${summary.report_count}`, count: summary.closed_count };
  yield { question: 'Pedagógusok száma összesen', sum: summary.base_numbers.teacher_count };
  yield { question: 'Tanulók száma összesen', sum: summary.base_numbers.student_count };
  for (const q of summary.questions) {
    const base = { number: q.number, question: q.text };
    if (q.stats) yield { ...base, item: 'Számok', ...q.stats };
    for (const d of q.distribution ?? []) yield { ...base, item: d.choice, count: d.count };
    for (const a of q.answers ?? []) yield { ...base, item: a.institution.name, answer: a.array_value.length ? a.array_value.join('; ') : (a.value ?? '') };
  }
}

export const summarySheet = (summary: TSummary): TSheetAnswer => ({
  filename: `eves_beszamolok_osszegzes_${summary.year}.xlsx`,
  sheetName: `Összegzés ${summary.school_year.replace('/', '-')}`,
  columns: COLUMNS,
  rows: rows(summary),
});
