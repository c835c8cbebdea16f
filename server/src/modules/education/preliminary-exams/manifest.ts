// The fields of a preliminary exam contract (spec 002 §3 "Preliminary exam", MODULES.md §3.33):
// the teacher who corrects (and supervises) the central written entrance exam — the kit's
// contractor group under the spec's names (mother_name), a mailing address besides the address —
// the season, the organizing school and the planned and certified numbers of corrected papers.
// The rates, the payment and the certification are the server's (module.ts, certify.ts).
import { z } from 'zod';
import { boolean, choice, dateTime, integer, kept, relation } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { addressGroup, contractorFields, taxIdBirthDateRule, PARTY_ON_PAPER } from '../../../workflow/field-groups.ts';

const { mothers_name: mother_name, ...person } = contractorFields(PARTY_ON_PAPER);

/** The seasons of the central written entrance exam (the spec's static list; default 23_24, 002 §9). */
export const PRELIMINARY_EXAM_SEASONS = { '23_24': '2023/2024', '24_25': '2024/2025', '25_26': '2025/2026', '26_27': '2026/2027' } as const;

const COUNT = { min: 0, max: 10_000, suffix: 'db' } as const;
const FORINT = { min: 0, max: 2_000_000_000, suffix: 'Ft' } as const;

export const PRELIMINARY_EXAM_MANIFEST = modelManifest(
  'PreliminaryExam',
  {
    // The employee on file the person fields were filled from (kitolt/); optional: an outsider is typed in.
    user: relation('Dolgozó', 'user', { export: 24 }),
    // The spec's order: the person, mother_name (its spelling) beside the birth data, the rest of the group.
    ...{ name: person.name, birth_name: person.birth_name, birth_date: person.birth_date, birth_place: person.birth_place, mother_name },
    ...person,
    mail_address: { ...addressGroup('Levelezési cím', {}, 'Érvényes', { prefix: 'mail_' }), personal: true },
    season: choice('Tanév', { choices: PRELIMINARY_EXAM_SEASONS, default: '23_24', list: true, export: 10, pdf: true }),
    organizer_institution: relation('Szervező intézmény', 'institution', { width: 'wide', export: 30, pdf: true }),
    supervising_exam: boolean('Felügyelet a vizsgán', { default: false, export: 10, pdf: true }),
    correction_count: integer('Javítandó dolgozatok száma', { ...COUNT, required: true, export: 12, pdf: true }),
    final_correction_count: kept(integer('Kijavított dolgozatok száma', { ...COUNT, list: true, export: 12, pdf: true })),
    correction_fee: kept(integer('Díj dolgozatonként', { ...FORINT, export: 10, pdf: true })),
    supervising_fee: kept(integer('Felügyeleti díj', { ...FORINT, export: 10, pdf: true })),
    total_payment: kept(integer('Megbízási díj összesen', { ...FORINT, list: true, export: 14, orderBy: true, pdf: true })),
    certified_at: kept(dateTime('Igazolva', { export: 16 })),
    certified_by: kept(relation('Igazolta', 'user', { export: 24 })),
  },
  { rules: [taxIdBirthDateRule('tax_id')] },
);

/** The input: the manifest's fields and the Case's own (institution, extra fields). */
export const ZPreliminaryExamInput = PRELIMINARY_EXAM_MANIFEST.input.extend({
  institution: ZRowId.optional(),
  extra_field_answers: ZExtraFieldAnswers,
});
export type TPreliminaryExamInput = z.output<typeof ZPreliminaryExamInput>;
