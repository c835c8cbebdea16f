// The fields of a study contract (spec 002 §3 "Study contract", MODULES.md §3.29): its type and
// the student (the kit's student group: identity, személyi azonosító, tax id and TAJ with their
// check digits, permanent and temporary address). institution, reference_number, creator and
// state are the Case's.
import { z } from 'zod';
import { choice } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { studentFields, taxIdBirthDateRule } from '../../../workflow/field-groups.ts';

const onPaper = { pdf: true } as const;

/** The study contract types (the spec's static list; its values are not shown): what the school undertakes for the student. */
export const STUDY_CONTRACT_TYPES = {
  scholarship: 'Ösztöndíjas tanulmányi szerződés',
  dual_training: 'Duális képzési tanulmányi szerződés',
  adult_training: 'Felnőttképzési tanulmányi szerződés',
} as const;

export const STUDY_CONTRACT_MANIFEST = modelManifest(
  'StudyContract',
  {
    type: choice('Típus', { choices: STUDY_CONTRACT_TYPES, default: 'scholarship', list: true, export: 30, filter: true, pdf: true }),
    ...studentFields({
      name: { list: true, orderBy: true, export: 28, ...onPaper },
      birth_name: { export: 24, ...onPaper },
      birth_date: { export: 12, ...onPaper },
      birth_place: { export: 16, ...onPaper },
      mothers_name: { export: 24, ...onPaper },
      personnel_identification_number: { export: 14, ...onPaper },
      tax_number: { export: 14, ...onPaper },
      social_security_number: { export: 12, ...onPaper },
      addresses: onPaper,
    }),
  },
  { rules: [taxIdBirthDateRule('tax_number')] },
);

/** The input: the manifest's fields and the Case's own (institution, extra fields). */
export const ZStudyContractInput = STUDY_CONTRACT_MANIFEST.input.extend({
  institution: ZRowId.optional(),
  extra_field_answers: ZExtraFieldAnswers,
});
export type TStudyContractInput = z.output<typeof ZStudyContractInput>;
