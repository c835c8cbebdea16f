// The fields of a yearly report (spec 002 §3 Yearly report; MODULES.md §3.34). The answers and the
// questions are the module's own (questions.ts): their errors have the spec's shape, not a field's.
import { boolean, computed, date, dateTime, group, integer, kept, relation } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { reportStatus, schoolYearLabel, STATUS_LABELS } from './school-year.ts';

const count = (label: string) => integer(label, { min: 0, max: 1_000_000 });

export const YEARLY_REPORT_MANIFEST = modelManifest('YearlyReport', {
  institution: relation('Intézmény', 'institution', { required: true, width: 'wide', list: true, export: 40, filter: true, orderBy: true }),
  // The school year's first calendar year; 1970 when left empty (002 §9).
  year: integer('Tanév (kezdő év)', { min: 1900, max: 2100, default: 1970, export: 10, orderBy: true }),
  school_year: computed('Tanév', (row) => schoolYearLabel(row.year as number), { reads: ['year'], list: true, export: 12 }),
  base_numbers: group('Alapadatok', { teacher_count: count('Pedagógusok száma'), student_count: count('Tanulók száma') }),
  due_date: kept(date('Határidő', { list: true, export: 12, orderBy: true })),
  closed: kept(boolean('Lezárva', { default: false, list: true, export: 10 })),
  closed_at: kept(dateTime('Lezárás ideje', { export: 18 })),
  status: computed(
    'Állapot',
    (row) => STATUS_LABELS[reportStatus(row.closed as boolean, row.due_date ? formatDate(row.due_date as Date) : null, formatDate(new Date()))],
    { reads: ['closed', 'due_date'], list: true, export: 14 },
  ),
});
