// The fields of a graduation exam contract (spec 002 §3 "Graduation exam contract", MODULES.md
// §3.28): the kit's exam contract fields (season, level, corporate contract, the examiner, the
// company under the kit's names company_number and ksh_code) and its own tasks: the kind of work
// (graduation_contract_types), the class, the days, and the counted values with their final_*
// counterparts, a contributor's fee among them. institution and extra_field_answers are the Case's.
import { z } from 'zod';
import { date, lines, staticKey, text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { examCompanyFields, examContractFields, examinerFields, examinerRules, examKeptFields } from '../../../workflow/exam-fields.ts';
import { contributorPair, examTaskPairs } from '../../../workflow/exam-tasks.ts';
import { MESSAGES } from '@etanker/shared/validation.ts';

const COMPANY = examCompanyFields('company_number', 'ksh_code', { export: 20, pdf: true });

export const GRADUATION_TASK_FIELDS = {
  type: staticKey('Feladat', 'graduation_contract_types', { required: true }),
  class_name: text('Osztály', { max: 50 }),
  start_date: date('Kezdő dátum', { required: true }),
  end_date: date('Záró dátum', { required: true }),
  ...examTaskPairs(),
  ...contributorPair(),
};

export const GRADUATION_MANIFEST = modelManifest(
  'GraduationContract',
  {
    ...examContractFields(),
    ...examinerFields(),
    ...COMPANY.fields,
    tasks: lines('Feladatok', GRADUATION_TASK_FIELDS, {
      max: 50,
      order: 'id',
      rules: [{ path: 'end_date', message: MESSAGES.endAfterStart, holds: (t) => t.end_date >= t.start_date }],
    }),
    ...examKeptFields(),
  },
  { rules: [...examinerRules, ...COMPANY.rules] },
);

/** The input: the manifest's fields and the Case's own (institution, extra fields). */
export const ZGraduationInput = GRADUATION_MANIFEST.input.extend({ institution: ZRowId.optional(), extra_field_answers: ZExtraFieldAnswers });
export type TGraduationInput = z.output<typeof ZGraduationInput>;
