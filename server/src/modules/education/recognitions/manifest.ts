// The fields of a recognition proposal (spec 002 §3 "Recognition", MODULES.md §3.38), with the
// spec's names: the recognition's type (static list recognition_types), the candidate, their
// previous recognitions as lines, degrees and career, the acceptance date, the appreciation, the
// initiator, and the four consents (all needed before it is submitted: rules.ts).
import { z } from 'zod';
import { boolean, date, email, lines, longText, staticKey, text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { phoneField } from '../../../workflow/field-groups.ts';
import { ZRowId } from '../../../http/schemas.ts';

const onPaper = { pdf: true } as const;
const POST_CODE = { regex: /^\d{4}$/, message: 'Az irányítószám négy számjegy.' };

/** The reason of a date other than the usual one (the spec does not show its name). */
export const UNIQUE_DATE_REQUIRED = 'Ha nem a szokásos időpontban veszi át, adja meg az átvétel dátumát és indokát.';

const USUAL_DATE_ONLY = 'Szokásos időpontú átvételnél ne adjon meg egyedi dátumot.';

export const RECOGNITION_MANIFEST = modelManifest(
  'Recognition',
  {
    type: staticKey('Elismerés', 'recognition_types', { required: true, list: true, filter: true, width: 'wide', export: 32, ...onPaper }),
    candidate_name: text('Jelölt neve', { required: true, max: 200, list: true, export: 28, orderBy: true, ...onPaper }),
    candidate_name_official: text('Hivatalos név (okmány szerint)', { max: 200, export: 28, ...onPaper }),
    candidate_birth_name: text('Születési név', { max: 200, export: 24, ...onPaper }),
    candidate_birth_place: text('Születési hely', { required: true, max: 100, export: 16, ...onPaper }),
    candidate_birth_date: date('Születési dátum', { required: true, export: 12, ...onPaper }),
    candidate_mothers_name: text('Anyja neve', { max: 200, export: 24, ...onPaper }),
    candidate_post_code: text('Irányítószám', { max: 4, pattern: POST_CODE, width: 'narrow', export: 8, ...onPaper }),
    candidate_city: text('Település', { max: 100, export: 16, ...onPaper }),
    candidate_address: text('Cím', { max: 200, export: 28, ...onPaper }),
    candidate_phone_number: { ...phoneField({ export: 16, ...onPaper }), label: 'Jelölt telefonszáma' },
    candidate_email: email('E-mail-cím', { max: 254, export: 24, ...onPaper }),
    candidate_role: text('Munkakör, beosztás', { required: true, max: 200, list: true, export: 24, ...onPaper }),
    candidate_workplace: text('Munkahely', { required: true, max: 200, export: 28, ...onPaper }),
    previous_recognitions: lines(
      'Korábbi elismerések',
      { name: text('Elismerés', { required: true, max: 200 }), date: date('Dátum') },
      { max: 30, order: 'id' },
    ),
    first_teacher_degree_date: date('Első pedagógus oklevél kelte', { export: 12, ...onPaper }),
    first_high_school_teacher_degree_date: date('Első középiskolai tanári oklevél kelte', { export: 12, ...onPaper }),
    degree_name: text('Végzettség, szakképzettség', { max: 300, width: 'wide', export: 28, ...onPaper }),
    college_literacy_area_type: text('Felsőfokú végzettség szintje', { max: 100, export: 16, ...onPaper }),
    college_literacy_area_name: text('Felsőfokú végzettség szakterülete', { max: 200, export: 24, ...onPaper }),
    all_legal_relationships: longText('Közoktatásban töltött jogviszonyai', { max: 5_000, width: 'wide', export: 40, ...onPaper }),
    public_servant: boolean('Köztisztviselő / közalkalmazott', { default: false, export: 10, ...onPaper }),
    default_acceptance_date: boolean('Az elismerést a szokásos időpontban veszi át', { default: true, export: 10, ...onPaper }),
    unique_acceptance_date: date('Egyedi átvételi dátum', { export: 12, ...onPaper }),
    unique_acceptance_date_reason: longText('Az egyedi átvételi dátum indoka', { max: 2_000, width: 'wide', ...onPaper }),
    short_appreciation: longText('Rövid méltatás', { max: 1_000, width: 'wide', export: 48, ...onPaper }),
    appreciation: longText('Részletes méltatás', { max: 20_000, width: 'wide', ...onPaper }),
    initiator_name: text('Kezdeményező neve', { max: 200, export: 24, ...onPaper }),
    initiator_workplace: text('Kezdeményező munkahelye', { max: 200, export: 24, ...onPaper }),
    initiator_role: text('Kezdeményező beosztása', { max: 200, export: 20, ...onPaper }),
    initiator_phone_number: { ...phoneField(onPaper), label: 'Kezdeményező telefonszáma' },
    initiator_email: email('Kezdeményező e-mail-címe', { max: 254, ...onPaper }),
    consent_store_data: boolean('A jelölt hozzájárul adatai kezeléséhez', { default: false, export: 10 }),
    has_no_disqualification_reason: boolean('A jelölttel szemben nem áll fenn kizáró ok', { default: false, export: 10 }),
    accept_recognition: boolean('A jelölt az elismerést elfogadja', { default: false, export: 10 }),
    consent_publish_name: boolean('A jelölt hozzájárul neve nyilvánosságra hozatalához', { default: false, export: 10 }),
  },
  {
    rules: [
      { kind: 'requiredWhen', field: 'unique_acceptance_date', when: 'default_acceptance_date', is: false, message: UNIQUE_DATE_REQUIRED },
      { kind: 'requiredWhen', field: 'unique_acceptance_date_reason', when: 'default_acceptance_date', is: false, message: UNIQUE_DATE_REQUIRED },
      { kind: 'emptyWhen', field: 'unique_acceptance_date', when: 'default_acceptance_date', is: true, message: USUAL_DATE_ONLY },
    ],
  },
);

/** The input: the manifest's fields, the school (default: the writer's own) and the extra fields' answers. */
export const ZRecognitionInput = RECOGNITION_MANIFEST.input.extend({ institution: ZRowId.optional(), extra_field_answers: ZExtraFieldAnswers });
export type TRecognitionInput = z.output<typeof ZRecognitionInput>;
