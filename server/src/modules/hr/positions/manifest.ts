// The fields of a position (spec 001 §3 Position). The application address is the 000 §3
// address group; the hired person is recorded by felhasznalo-rogzites/ (actions.ts). Subjects
// are keys of the static `subjects` list, as the job portal's open jobs carry them.
import { boolean, date, decimal, email, longText, staticKey, staticKeys, text } from '../../../workflow/fields.ts';
import { addressGroup, phoneField } from '../../../workflow/field-groups.ts';
import { after } from '@etanker/shared/cross-field-rules.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { MESSAGES } from '@etanker/shared/validation.ts';

// 000 §5 names these backend errors only in English; the Hungarian is ours (DESIGN.md "Positions").
/** partition_types key of full-time work. */
export const FULL_TIME = 1;

export const TENDER_CHOICE =
  'Válassza ki, hogy pályázati kiírással vagy pályázat nélküli jogviszonnyal tölti be az álláshelyet – a kettő közül pontosan egyet.';
export const APPLICATION_CONTACT = 'Adja meg a jelentkezés e-mail címét vagy postai címét.';
export const END_DATE_REQUIRED = 'Határozott idejű álláshelynél a határozott idő vége kötelező.';

export const POSITION_MANIFEST = modelManifest(
  'Position',
  {
    type: staticKey('Álláshely típusa', 'position_types', { required: true, list: true, export: 18, filter: true }),
    job: staticKey('Munkakör', 'jobs', { required: true, list: true, export: 28, filter: true, orderBy: true, pdf: true }),
    institution_reference_number: text('Intézményi iktatószám', { max: 50, export: 16 }),
    subjects: staticKeys('Tantárgyak', 'subjects', { max: 30, pdf: true }),
    location: text('Munkavégzés helye', { max: 200, pdf: true }),
    required_highest_education: staticKey('Előírt legmagasabb végzettség', 'qualification_levels', { pdf: true }),
    contract_type: staticKey('Jogviszony', 'position_contract_types', { required: true, export: 18, pdf: true }),
    // Never required by 001 §3: full time (partition_types 1) unless said otherwise.
    working_hours: staticKey('Munkaidő', 'partition_types', { default: FULL_TIME, export: 16, pdf: true }),
    weekly_workhour_count: decimal('Heti munkaóraszám', { min: 0, max: 60, decimals: 2, suffix: 'óra', pdf: true }),
    weekly_lecture_count: decimal('Heti kötelező óraszám', { min: 0, max: 60, decimals: 2, suffix: 'óra' }),
    open_ended: boolean('Határozatlan idejű', { default: true, pdf: true }),
    start_date: date('Munkába lépés napja', { list: true, export: 12, orderBy: true, pdf: true }),
    end_date: date('Határozott idő vége', { pdf: true }),
    handler: text('Ügyintéző', { max: 200 }),
    substituted_person: text('Helyettesített személy', { max: 200 }),
    substitution_reason: text('Helyettesítés oka', { max: 300 }),
    detailed_reason: longText('Részletes indoklás', { max: 5000 }),
    tasks: longText('Ellátandó feladatok', { max: 5000, pdf: true }),
    advantage: longText('Előnyt jelent', { max: 5000, pdf: true }),
    needs_tender: boolean('Pályázati kiírás szükséges', { default: false, export: 10 }),
    without_tender: boolean('Pályázat nélküli jogviszony', { default: false, export: 10 }),
    application_deadline: date('Jelentkezési határidő', { list: true, export: 12, pdf: true }),
    decision_deadline: date('Elbírálási határidő', { pdf: true }),
    application_email: email('Jelentkezés e-mail címe', { max: 254, pdf: true }),
    application_address: addressGroup('Jelentkezés postai címe'),
    contact_email: email('Kapcsolattartó e-mail címe', { max: 254, pdf: true }),
    contact_phone: phoneField({ pdf: true }),
    sap_code: text('SAP kód', { max: 20 }),
    referred_person_name: text('Javasolt személy neve', { max: 200 }),
    referred_person_mother_name: text('Javasolt személy anyja neve', { max: 200 }),
    referred_person_birth_date: date('Javasolt személy születési dátuma'),
    referral_reason: longText('Javaslat indoklása', { max: 2000 }),
  },
  {
    rules: [
      { kind: 'oneOf', field: 'needs_tender', other: 'without_tender', message: TENDER_CHOICE },
      // Applications come only to a tender: a position filled without one needs no address for them.
      {
        kind: 'requiredWhen',
        field: 'application_email',
        when: 'needs_tender',
        is: true,
        orAll: ['application_address.city', 'application_address.address_1'],
        message: APPLICATION_CONTACT,
      },
      { kind: 'requiredWhen', field: 'end_date', when: 'open_ended', is: false, message: END_DATE_REQUIRED },
      after('end_date', 'start_date', MESSAGES.endAfterStart),
    ],
  },
);
