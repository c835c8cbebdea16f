// The fields of a utility meter and its readings (spec 001 §3 Utility meter; the readings'
// fields are not shown there: date, value, note and who recorded it are ours).
import { boolean, choice, date, decimal, kept, lines, longText, relation, staticKey, text } from '../../../workflow/fields.ts';
import { addressGroup } from '../../../workflow/field-groups.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';

export const METER_TYPES = { main: 'Főmérő', sub: 'Almérő' } as const;
/** status (001 §4: initial active); close/ makes it closed. */
export const METER_STATUSES = { active: 'Aktív', closed: 'Lezárva' } as const;

const READING_FIELDS = {
  date: date('Dátum', { required: true }),
  // Decimal(14, 3) in the table.
  value: decimal('Mérőállás', { required: true, min: 0, max: 99_999_999_999.999, decimals: 3 }),
  note: text('Megjegyzés', { max: 500 }),
  recorded_by: kept(relation('Rögzítette', 'user')),
};

export const UTILITY_MANIFEST = modelManifest('UtilityMeter', {
  name: text('Megnevezés', { required: true, max: 200, width: 'wide', list: true, export: 30, orderBy: true }),
  institution: relation('Intézmény', 'institution', { required: true, width: 'wide', list: true, export: 36, filter: true, orderBy: true }),
  utility_type: staticKey('Közmű típusa', 'utility_types', { required: true, list: true, export: 18, filter: true }),
  provider: text('Szolgáltató', { max: 200, list: true, export: 24, orderBy: true }),
  pod: text('POD azonosító', { max: 50, list: true, export: 26 }),
  reference_number: text('Ügyfél- / szerződésszám', { max: 100, export: 20 }),
  meter_type: choice('Mérő típusa', { choices: METER_TYPES, default: 'main', export: 12 }),
  is_bidirectional_meter: boolean('Kétirányú (ad-vesz) mérő', { default: false, export: 12 }),
  address: addressGroup('Felhasználási hely', {}, 'Cím érvényessége'),
  note: longText('Megjegyzés', { max: 2000 }),
  read_date: kept(date('Utolsó leolvasás', { list: true, export: 14, orderBy: true })),
  status: kept(choice('Állapot', { choices: METER_STATUSES, default: 'active', list: true, export: 12 })),
  closed_at: kept(date('Lezárva', { export: 12 })),
  reports: lines('Leolvasások', READING_FIELDS, { max: 2000, order: 'date' }),
});
