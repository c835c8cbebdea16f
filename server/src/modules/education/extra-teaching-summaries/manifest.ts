// The fields of an extra-teaching summary (spec 002 §3 "Extra-teaching summary", MODULES.md
// §3.31): the employee, the year and month (the current ones when left out, Budapest time) and
// the server's sums of the contracts it picked (contracts.ts).
import { z } from 'zod';
import { decimal, integer, kept, relation } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { ZRowId } from '../../../http/schemas.ts';

export const EXTRA_TEACHING_SUMMARY_MANIFEST = modelManifest('ExtraTeachingSummary', {
  user: relation('Dolgozó', 'user', { required: true, filter: true, list: true, export: 28, pdf: true }),
  year: integer('Év', { min: 2000, max: 2100, ungrouped: true, list: true, export: 8, orderBy: true, pdf: true }),
  month: integer('Hónap', { min: 1, max: 12, ungrouped: true, list: true, export: 8, orderBy: true, pdf: true }),
  total_hours: kept(decimal('Órák összesen', { min: 0, max: 9_999_999.99, decimals: 2, suffix: 'óra', list: true, export: 10 })),
  total_payment: kept(integer('Díj összesen', { min: 0, max: 2_000_000_000, suffix: 'Ft', list: true, export: 14, orderBy: true })),
});

/** The input: the manifest's fields and the Case's own (institution, extra fields). */
export const ZExtraTeachingSummaryInput = EXTRA_TEACHING_SUMMARY_MANIFEST.input.extend({
  institution: ZRowId.optional(),
  extra_field_answers: ZExtraFieldAnswers,
});
export type TExtraTeachingSummaryInput = z.output<typeof ZExtraTeachingSummaryInput>;
