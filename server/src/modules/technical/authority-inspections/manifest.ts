// The fields of an authority inspection and its tasks (spec 001 §3 Authority inspection;
// MODULES.md §3.46). The issuers are a fixed list of ours (shared/src/regulation-issuers.ts);
// a task is overdue while unfinished past its deadline (computed, never an input).
import { boolean, choice, computed, date, lines, relation, text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { taskOverdue } from './overdue.ts';
import { REGULATION_ISSUERS } from '@etanker/shared/regulation-issuers.ts';

export const PERSON_OR_PARTNER = 'Felelős személy vagy felelős partner közül csak az egyik adható meg.';

const TASK_FIELDS = {
  problem: text('Feltárt probléma', { required: true, max: 1000 }),
  measure: text('Intézkedés', { max: 1000 }),
  responsible_person: relation('Felelős személy', 'user'),
  responsible_partner: relation('Felelős partner', 'partner'),
  deadline: date('Határidő', { required: true }),
  finished: boolean('Elvégezve', { default: false }),
  overdue: computed('Lejárt', (t) => taskOverdue(t as { deadline: Date | null; finished: boolean }), { kind: 'boolean' }),
};

export const INSPECTION_MANIFEST = modelManifest('AuthorityInspection', {
  institution: relation('Intézmény', 'institution', { required: true, width: 'wide', list: true, export: 36, filter: true, orderBy: true }),
  inspection_date: date('Ellenőrzés dátuma', { required: true, list: true, export: 14, orderBy: true }),
  regulation_issuer: choice('Határozatot kiadó hatóság', { choices: REGULATION_ISSUERS, default: 'disaster_management', list: true, export: 30 }),
  regulation_number: text('Határozat száma', { max: 100, list: true, export: 20 }),
  regulation_issue_date: date('Határozat kelte', { export: 14, orderBy: true }),
  institution_reference_number: text('Intézményi iktatószám', { max: 100, export: 20 }),
  handler: relation('Ügyintéző', 'user', { list: true, export: 24, orderBy: true }),
  tasks: lines('Feladatok', TASK_FIELDS, {
    max: 200,
    order: 'deadline',
    rules: [{ path: 'responsible_partner', message: PERSON_OR_PARTNER, holds: (t) => t.responsible_person === null || t.responsible_partner === null }],
  }),
});
