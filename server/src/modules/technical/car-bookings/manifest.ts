// The fields of a car booking (spec 001 §3 Car booking). start_date and end_date are Budapest
// wall-clock 'YYYY-MM-DD HH:mm' (001 §5: free-car lookups take that form); the period is
// [start_date, end_date). purpose is ours: a travel order (menetlevél) names the journey's aim.
import { dateTime, integer, longText, relation, text } from '../../../workflow/fields.ts';
import { after } from '@etanker/shared/cross-field-rules.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';

export const CAR_BOOKING_MANIFEST = modelManifest(
  'CarBooking',
  {
    start_date: dateTime('Indulás', { list: true, export: 18, orderBy: true, pdf: true }),
    end_date: dateTime('Visszaérkezés', { list: true, export: 18, orderBy: true, pdf: true }),
    // After the times: the form offers the cars free in the period; the filter, the bookable cars.
    car: relation('Gépjármű', 'car', { required: true, width: 'wide', list: true, export: 30, orderBy: true, pdf: true, filter: true }),
    travel_path: text('Útvonal', { required: true, max: 500, width: 'wide', list: true, export: 40, pdf: true }),
    purpose: longText('Az utazás célja', { max: 2000, pdf: true }),
    driver: text('Gépjárművezető', { required: true, max: 200, list: true, export: 24, orderBy: true, pdf: true }),
    person_count: integer('Utasok száma', { min: 1, max: 100, suffix: 'fő', width: 'narrow', export: 10, pdf: true }),
    contact_name: text('Kapcsolattartó neve', { max: 200, export: 24, pdf: true }),
    contact_contact: text('Kapcsolattartó elérhetősége', { max: 200, export: 24, pdf: true }),
  },
  { rules: [after('end_date', 'start_date', 'A visszaérkezés az indulás után legyen.')] },
);
