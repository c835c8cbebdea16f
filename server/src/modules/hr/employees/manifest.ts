// The fields of an employee (spec 001 §3 "Hired user / employee" and "Employee also"): the
// person's data (shared with a position's hiring, ../employee-fields.ts) and what HR keeps
// besides (classification, homecoming, car km price, the manager). The lists on the file (places
// of work, children, qualifications) are JSON columns: file-lists.ts.
import { computed, decimal, integer, relation, staticKey } from '../../../workflow/fields.ts';
import { defineManifest } from '../../../workflow/manifest.ts';
import { PERSON_FIELDS, PERSON_RULES } from '../employee-fields.ts';
import { KM } from '@etanker/shared/format.ts';

export const EMPLOYEE_MANIFEST = defineManifest(
  {
    ...PERSON_FIELDS,
    classification: staticKey('Besorolás', 'classifications', { list: true, export: 28 }),
    homecoming_type: staticKey('Hazautazás módja', 'homecoming_types'),
    homecoming_cost: integer('Hazautazás havi költsége', { min: 0, max: 9_999_999, suffix: 'Ft' }),
    homecoming_distance: decimal('Hazautazás távolsága', { min: 0, max: 9_999_999.9, decimals: 1, suffix: KM }),
    manager: relation('Közvetlen vezető', 'user'),
    car_km_price: decimal('Saját gépjármű km-díja', { min: 0, max: 999_999.99, decimals: 2, suffix: 'Ft/km' }),
    active_institutions: computed('Aktív munkaviszony', (row) => String(row.active_institutions ?? ''), { list: true, export: 40 }),
  },
  { rules: PERSON_RULES },
);
