// The fields of a car (spec 001 §3 Car, §7 filters). name and plate_number are ours: a booking's
// car{…} carries them (MODULES.md §5 item 14). Validity dates past today answer `*_expired`.
import { formatDate } from '@etanker/shared/format.ts';
import { boolean, choice, computed, date, dateTime, decimal, integer, lines, money, relation, staticKey, text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';

const MONEY_MAX = 999_999_999_999.99;

/** A validity date is expired from the day after it (valid through its last day, Budapest time). */
export const isExpired = (validTill: unknown, today = formatDate(new Date())) => validTill instanceof Date && formatDate(validTill) < today;

export const CAR_MANIFEST = modelManifest('Car', {
  name: text('Megnevezés', { required: true, max: 200, list: true, export: 28, orderBy: true }),
  plate_number: text('Rendszám', {
    required: true,
    max: 20,
    width: 'narrow',
    list: true,
    export: 12,
    orderBy: true,
    normalize: (v) => v.toUpperCase().replace(/\s+/g, ' '),
  }),
  institution: relation('Intézmény', 'institution', { required: true, width: 'wide', list: true, export: 36, orderBy: true }),
  type: text('Típus', { max: 200, export: 20 }),
  person_count: integer('Férőhely', { min: 1, max: 100, suffix: 'fő', width: 'narrow', list: true, export: 10, filter: 'range', orderBy: true }),
  power: integer('Teljesítmény', { min: 0, max: 10_000, suffix: 'kW', width: 'narrow', export: 12 }),
  fuel_type: staticKey('Üzemanyag', 'car_fuel_types', { list: true, export: 14, filter: true }),
  all_can_see: boolean('Minden iskola foglalhatja', { default: false, list: true, export: 12 }),
  refuel_accounting: choice('Tankolás elszámolása', {
    choices: { milometer: 'Kilométeróra-állás alapján', norm: 'Fogyasztási normatíva alapján' },
    default: 'milometer',
  }),
  mot_test_valid_till: date('Műszaki vizsga érvényes', { list: true, export: 14, orderBy: true }),
  mot_test_expired: computed('Műszaki vizsga lejárt', (car) => isExpired(car.mot_test_valid_till), { kind: 'boolean' }),
  highway_sticker: date('Autópálya-matrica érvényes', { list: true, export: 14, orderBy: true }),
  highway_sticker_expired: computed('Autópálya-matrica lejárt', (car) => isExpired(car.highway_sticker), { kind: 'boolean' }),
  refuels: lines(
    'Tankolások',
    {
      time_point: dateTime('Időpont'),
      cost: money('Költség', { required: true, min: 0, max: MONEY_MAX }),
      meter_value: decimal('Óraállás', { min: 0, max: 99_999_999_999.9, decimals: 1 }),
    },
    { max: 2000, order: 'time_point' },
  ),
});
