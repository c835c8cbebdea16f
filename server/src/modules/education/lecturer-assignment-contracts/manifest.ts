// The fields of a lecturer's assignment contract (spec 002 §3 "Lecturer assignment contract (new)",
// MODULES.md §3.26): the person (the kit's contractor group: identity, tax id and TAJ with their
// check digits, bank account, address), the job, the FEOR-08 code, the rate per unit and the
// tasks whose quantities it pays; how it came to be (`origin`) and the old external lecturer
// contract (§3.25) it continues (`source_contract`). institution, affected_institution and
// extra_field_answers are the Case's; total_payment is the server's (module.ts).
import { z } from 'zod';
import { choice, date, integer, kept, relation, staticKey, staticKeys, text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { contractorFields, taxIdBirthDateRule, PARTY_ON_PAPER } from '../../../workflow/field-groups.ts';
import { taskLines } from '../../../workflow/contract-tasks.ts';
import { after, type TCrossFieldRule } from '@etanker/shared/cross-field-rules.ts';
import { MESSAGES } from '@etanker/shared/validation.ts';

const P = contractorFields(PARTY_ON_PAPER);

/** The spec's `type` (its values are not shown): the kind of teaching the lecturer is engaged for. */
export const LECTURER_CONTRACT_TYPES = { general: 'Közismereti oktatás', vocational: 'Szakmai elméleti oktatás', practical: 'Gyakorlati oktatás' } as const;

/**
 * The spec's `origin` (values not shown): how the contract came to be — a new engagement, the
 * extension of an earlier one, or the transfer of an old external lecturer contract (§3.25) into
 * the new kind. A transferred one names its old contract.
 */
export const LECTURER_CONTRACT_ORIGINS = {
  new: 'Új megbízás',
  extension: 'Korábbi megbízás meghosszabbítása',
  transfer: 'Régi óraadói megbízásból átvéve',
} as const;

const SOURCE_REQUIRED: TCrossFieldRule = {
  kind: 'requiredWhen',
  field: 'source_contract',
  when: 'origin',
  is: 'transfer',
  message: 'Régi megbízásból átvett szerződésnél meg kell adni a régi megbízást.',
};

/** Key 2 of occurrence_units (prisma/seed/lists/education.ts): 'Óra', the spec's default payment unit. */
const HOUR = 2;

export const LECTURER_CONTRACT_MANIFEST = modelManifest(
  'LecturerAssignmentContract',
  {
    // The employee on file the person fields were filled from (kitolt/); optional: an outsider is typed in.
    user: relation('Dolgozó', 'user', { export: 24 }),
    type: choice('Típus', { choices: LECTURER_CONTRACT_TYPES, default: 'general', export: 20, filter: true, pdf: true }),
    ...P,
    primary_job: text('Fő munkahely', { max: 200, export: 28, pdf: true }),
    job: staticKey('Munkakör', 'jobs', { export: 24, pdf: true }),
    lays: staticKeys('Feladatellátási helyek', 'lays', { max: 10 }),
    feor_number: staticKey('FEOR-szám', 'feor_numbers', { required: true, width: 'wide', export: 36, pdf: true }),
    hr_referent: relation('HR referens', 'user', { export: 24 }),
    payment: integer('Megbízási díj', { required: true, min: 1, max: 1_000_000, suffix: 'Ft', export: 12, pdf: true }),
    payment_unit: staticKey('Díj egysége', 'occurrence_units', { default: HOUR, export: 10, pdf: true }),
    start_date: date('Kezdő dátum', { required: true, list: true, export: 12, orderBy: true }),
    end_date: date('Záró dátum', { required: true, list: true, export: 12, orderBy: true }),
    tasks: taskLines('Feladatok', { max: 50 }),
    total_payment: kept(integer('Megbízási díj összesen', { min: 0, max: 2_000_000_000, suffix: 'Ft', list: true, export: 14, orderBy: true })),
    origin: choice('Keletkezés', { choices: LECTURER_CONTRACT_ORIGINS, default: 'new', export: 24, pdf: true }),
    source_contract: relation('Régi óraadói megbízás', 'external_lecturer_contract', { width: 'wide', export: 30, pdf: true }),
  },
  { rules: [taxIdBirthDateRule('tax_id'), after('end_date', 'start_date', MESSAGES.endAfterStart), SOURCE_REQUIRED] },
);

/** The input: the manifest's fields and the Case's own (institution, affected institution, extra fields). */
export const ZLecturerContractInput = LECTURER_CONTRACT_MANIFEST.input.extend({
  institution: ZRowId.optional(),
  affected_institution: ZRowId.nullable().optional(),
  extra_field_answers: ZExtraFieldAnswers,
});
export type TLecturerContractInput = z.output<typeof ZLecturerContractInput>;
