// The fields of an extraordinary ordainment (spec 002 §3 "Extraordinary ordainment", MODULES.md
// §3.37): its type (the static list extraordinary_ordainment_types), whom it names, the work
// ordered and its period. institution and state are the Case's.
import { z } from 'zod';
import { date, longText, staticKey, text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { notBefore } from '@etanker/shared/cross-field-rules.ts';
import { MESSAGES } from '@etanker/shared/validation.ts';

const onPaper = { pdf: true } as const;

export const EXTRAORDINARY_ORDAINMENT_MANIFEST = modelManifest(
  'ExtraordinaryOrdainment',
  {
    type: staticKey('Típus', 'extraordinary_ordainment_types', { required: true, list: true, filter: true, export: 24, ...onPaper }),
    name: text('Név', { required: true, max: 200, list: true, export: 28, orderBy: true, ...onPaper }),
    job_description: longText('Feladat leírása', { required: true, max: 10_000, width: 'wide', export: 60, ...onPaper }),
    start_date: date('Kezdő dátum', { required: true, list: true, export: 12, orderBy: true, ...onPaper }),
    end_date: date('Záró dátum', { required: true, list: true, export: 12, orderBy: true, ...onPaper }),
  },
  { rules: [notBefore('end_date', 'start_date', MESSAGES.endAfterStart)] },
);

/** The input: the manifest's fields, the school (default: the writer's own) and the extra fields' answers. */
export const ZExtraordinaryOrdainmentInput = EXTRAORDINARY_ORDAINMENT_MANIFEST.input.extend({
  institution: ZRowId.optional(),
  extra_field_answers: ZExtraFieldAnswers,
});
export type TExtraordinaryOrdainmentInput = z.output<typeof ZExtraordinaryOrdainmentInput>;
