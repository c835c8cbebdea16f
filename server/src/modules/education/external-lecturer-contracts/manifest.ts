// The fields of an old external lecturer contract (spec 002 §3 "External lecturer contract (old)",
// MODULES.md §3.25; its individual names are not shown): the person (the kit's contractor group:
// identity, tax id and TAJ with their check digits, bank account, address), the employment and
// retirement, the criminal record's state (default sent), the hourly rate, the period and the
// tasks (subject, class_name, hours, location, type). institution and extra_field_answers are
// the Case's; total_payment and original_contract are the server's (module.ts, extension.ts).
import { z } from 'zod';
import { boolean, choice, date, decimal, integer, kept, lines, relation, staticKeys, text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { contractorFields, taxIdBirthDateRule, PARTY_ON_PAPER } from '../../../workflow/field-groups.ts';
import { after } from '@etanker/shared/cross-field-rules.ts';
import { MESSAGES } from '@etanker/shared/validation.ts';

/** The state of the lecturer's certificate of good conduct (values ours; the spec shows the default 'sent'). */
const CRIMINAL_RECORD_STATES = { sent: 'Igénylés elküldve', received: 'Beérkezett, kifogástalan', not_required: 'Nem szükséges' } as const;

/** A task's kind (values ours). */
const TASK_TYPES = { theory: 'Elmélet', practice: 'Gyakorlat' } as const;

export const EXTERNAL_LECTURER_MANIFEST = modelManifest(
  'ExternalLecturerContract',
  {
    ...contractorFields(PARTY_ON_PAPER),
    primary_job: text('Fő munkahely', { max: 200, export: 28, pdf: true }),
    retired: boolean('Nyugdíjas', { default: false, export: 8, pdf: true }),
    criminal_record_state: choice('Erkölcsi bizonyítvány', { choices: CRIMINAL_RECORD_STATES, default: 'sent', export: 20, filter: true }),
    lays: staticKeys('Feladatellátási helyek', 'lays', { max: 10 }),
    payment: integer('Óradíj', { required: true, min: 1, max: 1_000_000, suffix: 'Ft', export: 12, pdf: true }),
    start_date: date('Kezdő dátum', { required: true, list: true, export: 12, orderBy: true }),
    end_date: date('Záró dátum', { required: true, list: true, export: 12, orderBy: true }),
    tasks: lines(
      'Feladatok',
      {
        subject: text('Tantárgy', { required: true, max: 200 }),
        class_name: text('Osztály', { max: 50 }),
        hours: decimal('Óraszám', { required: true, min: 0, max: 99_999.99, decimals: 2 }),
        location: text('Helyszín', { max: 200 }),
        type: choice('Típus', { choices: TASK_TYPES, default: 'theory' }),
      },
      { max: 50, order: 'id' },
    ),
    total_payment: kept(integer('Megbízási díj összesen', { min: 0, max: 2_000_000_000, suffix: 'Ft', list: true, export: 14, orderBy: true })),
    original_contract: kept(relation('Eredeti szerződés', 'external_lecturer_contract', { export: 24 })),
  },
  { rules: [taxIdBirthDateRule('tax_id'), after('end_date', 'start_date', MESSAGES.endAfterStart)] },
);

/** The input: the manifest's fields and the Case's own (institution, extra fields). */
export const ZExternalLecturerInput = EXTERNAL_LECTURER_MANIFEST.input.extend({
  institution: ZRowId.optional(),
  extra_field_answers: ZExtraFieldAnswers,
});
export type TExternalLecturerInput = z.output<typeof ZExternalLecturerInput>;
