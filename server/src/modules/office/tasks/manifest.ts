// The fields of an office task and its subtasks (spec 001 §3 Task; MODULES.md §3.67). Who
// finished a subtask and when are the server's (kept); a task from an e-mail carries its sender
// and send date, which a task typed in may name too (a phoned-in request).
import { boolean, computed, date, dateTime, email, ids, kept, lines, longText, relation, text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { ZDateTimeValue } from '../../../http/schemas.ts';

export const MAX_SUBTASKS = 100;

const SUBTASK_FIELDS = {
  description: text('Részfeladat', { required: true, max: 1000 }),
  measure: text('Intézkedés', { max: 1000 }),
  assignees: ids('Felelősök', 'user', { max: 20 }),
  deadline: date('Határidő', { required: true }),
  finished: boolean('Elvégezve', { default: false }),
  finished_by: kept(relation('Elvégezte', 'user')),
  finished_at: kept(dateTime('Elvégzés ideje')),
};

export const TASK_MANIFEST = modelManifest('OfficeTask', {
  title: text('Tárgy', { required: true, max: 500, list: true, export: 40, orderBy: true }),
  institution: relation('Intézmény', 'institution', { required: true, width: 'wide', list: true, export: 36, filter: true, orderBy: true }),
  institution_code: computed('Intézmény kódja', (row) => (row.institution as { unit_code?: string } | null)?.unit_code ?? '', { reads: ['institution'] }),
  institution_reference_number: text('Intézményi iktatószám', { max: 100, export: 20 }),
  deadline: date('Határidő', { list: true, export: 14, orderBy: true }),
  supervisor: relation('Felelős vezető', 'user', { list: true, export: 24, orderBy: true }),
  description: longText('Leírás', { max: 100_000 }),
  subtasks: lines('Részfeladatok', SUBTASK_FIELDS, { max: MAX_SUBTASKS, order: 'deadline', list: true }),
  created_from_mail: boolean('E-mailből létrehozva', { default: false, form: false }),
  sender: text('Küldő', { max: 300, export: 24 }),
  sender_email: email('Küldő e-mail címe', { max: 254 }),
  send_date: { ...dateTime('Küldés ideje'), required: false, schema: ZDateTimeValue.nullable().default(null) },
});

export type TTaskInput = Parameters<typeof TASK_MANIFEST.toData>[0];
