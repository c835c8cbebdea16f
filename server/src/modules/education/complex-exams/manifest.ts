// The fields of a complex exam contract (spec 002 §3 "Complex exam contract", MODULES.md §3.32):
// as graduation (the kit's exam contract fields), the company under the spec's names
// company_identification_number (cégjegyzékszám) and company_statistical_number (KSH számjel),
// the travel and accommodation fee added to the payment, and its own tasks: the kind of work
// (complex_exam_types), the profession with its OKJ and SZJ ids and category, the counted values
// (hours default 1: the rate is then a fee per task) with their final_* counterparts.
import { z } from 'zod';
import { integer, lines, staticKey, text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { examCompanyFields, examContractFields, examinerFields, examinerRules, examKeptFields } from '../../../workflow/exam-fields.ts';
import { examTaskPairs } from '../../../workflow/exam-tasks.ts';

const COMPANY = examCompanyFields('company_identification_number', 'company_statistical_number', { export: 20, pdf: true });

export const COMPLEX_TASK_FIELDS = {
  type: staticKey('Feladat', 'complex_exam_types', { required: true }),
  profession_name: text('Szakma megnevezése', { required: true, max: 200 }),
  okj_id: text('OKJ azonosító', { max: 30 }),
  szj_id: text('SZJ azonosító', { max: 30 }),
  category: text('Kategória', { max: 100 }),
  ...examTaskPairs({ hours: 1 }),
};

export const COMPLEX_EXAM_MANIFEST = modelManifest(
  'ComplexExam',
  {
    ...examContractFields(),
    ...examinerFields(),
    ...COMPANY.fields,
    travel_and_accommodation_fee: integer('Utazási és szállásköltség', { min: 0, max: 10_000_000, default: 0, suffix: 'Ft', export: 14, pdf: true }),
    tasks: lines('Feladatok', COMPLEX_TASK_FIELDS, { max: 50, order: 'id' }),
    ...examKeptFields(),
  },
  { rules: [...examinerRules, ...COMPANY.rules] },
);

/** The input: the manifest's fields and the Case's own (institution, extra fields). */
export const ZComplexExamInput = COMPLEX_EXAM_MANIFEST.input.extend({ institution: ZRowId.optional(), extra_field_answers: ZExtraFieldAnswers });
export type TComplexExamInput = z.output<typeof ZComplexExamInput>;
