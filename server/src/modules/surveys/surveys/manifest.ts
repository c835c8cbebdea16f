// The fields of a survey (MODULES.md §3.63: id, name, note, open_from, deadline, questions; the
// target schools are ours, DESIGN.md "Surveys"). The questions are the module's own (questions.ts).
import { date, ids, longText, text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { notBefore } from '@etanker/shared/cross-field-rules.ts';

export const SURVEY_MANIFEST = modelManifest(
  'Survey',
  {
    name: text('Megnevezés', { required: true, max: 200, width: 'wide', list: true, export: 40, orderBy: true }),
    note: longText('Megjegyzés', { max: 2000, export: 40 }),
    open_from: date('Kitölthető ettől', { required: true, list: true, export: 12, orderBy: true }),
    deadline: date('Határidő', { required: true, list: true, export: 12, orderBy: true }),
    // Left empty: every school (surveys.ts).
    institutions: ids('Célintézmények', 'institution', { max: 200 }),
  },
  { rules: [notBefore('deadline', 'open_from', 'A határidő nem lehet korábbi a kitöltés kezdeténél.')] },
);
