// The fields of a day off (spec 001 §3 Day off): the employment it is taken from, the absence
// reason (default key 1, 'Szabadság', 000 §9), the days ([start_date, end_date], both
// included), the substitute and the reason in words; user_name and working_days are answered.
import { computed, date, longText, relation, staticKey } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { PERIOD_ORDER_MESSAGE, workingDaysOf } from '../leave.ts';
import { notBefore } from '@etanker/shared/cross-field-rules.ts';

export const DAY_OFF_MANIFEST = modelManifest(
  'DayOff',
  {
    employment: relation('Munkaviszony', 'employment', { required: true, list: true, export: 40 }),
    user_name: computed('Dolgozó', (row) => (row.employment as { user: { name: string } }).user.name),
    absence_reason: staticKey('Távollét oka', 'absence_reasons', { default: 1, list: true, export: 24 }),
    start_date: date('Kezdete', { required: true, list: true, export: 12, orderBy: true }),
    end_date: date('Vége', { required: true, list: true, export: 12, orderBy: true }),
    working_days: computed('Munkanapok', workingDaysOf, { kind: 'integer' }),
    substitute: relation('Helyettes', 'user', { export: 30 }),
    reason: longText('Megjegyzés', { max: 2000 }),
  },
  { rules: [notBefore('end_date', 'start_date', PERIOD_ORDER_MESSAGE)] },
);
