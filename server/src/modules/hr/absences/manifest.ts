// The fields of an absence (spec 001 §3 Absence): who is away, why, who stands in, which days
// ([start_date, end_date], both included) and, optionally, the day off it records. The
// supporting document is an attachment of the record (uj-melleklet/), see DESIGN.md "Absences".
import { computed, date, relation, staticKey } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { PERIOD_ORDER_MESSAGE, workingDaysOf } from '../leave.ts';
import { notBefore } from '@etanker/shared/cross-field-rules.ts';

export const ABSENCE_MANIFEST = modelManifest(
  'Absence',
  {
    user: relation('Dolgozó', 'user', { required: true, list: true, export: 30, orderBy: true }),
    reason: staticKey('Távollét oka', 'absence_reasons', { required: true, list: true, export: 24, filter: true }),
    start_date: date('Kezdete', { required: true, list: true, export: 12, orderBy: true }),
    end_date: date('Vége', { required: true, list: true, export: 12, orderBy: true }),
    working_days: computed('Munkanapok', workingDaysOf, { kind: 'integer' }),
    substitute: relation('Helyettes', 'user', { export: 30 }),
    day_off: relation('Szabadság', 'day_off'),
  },
  { rules: [notBefore('end_date', 'start_date', PERIOD_ORDER_MESSAGE)] },
);
