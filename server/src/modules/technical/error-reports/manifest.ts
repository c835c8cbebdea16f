// The fields of a building fault report (spec 001 §3 Error report). institution and
// affected_institution are Case columns; commitment is the record generate_commitment/ made.
import { z } from 'zod';
import { computed, dateTime, kept, longText, money, staticKey, text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { CASE_INSTITUTION_INPUT } from '../../../workflow/case-fields.ts';

/** Decimal(14, 2), as a commitment's cost (the estimate becomes one). */
const MONEY_MAX = 999_999_999_999.99;

export const ERROR_REPORT_MANIFEST = modelManifest('ErrorReport', {
  title: text('Tárgy', { required: true, max: 300, width: 'wide', list: true, export: 40, pdf: true, orderBy: true }),
  category: staticKey('Kategória', 'technical_error_report_categories', { required: true, list: true, export: 24, pdf: true, filter: true }),
  completion_place: text('Teljesítés helye', { max: 200, export: 28, pdf: true }),
  // 001 §9: prior_estimate defaults to 0.
  prior_estimate: money('Előzetes költségbecslés', { min: 0, max: MONEY_MAX, default: 0, list: true, export: 18, pdf: true, orderBy: true }),
  description: longText('Leírás', { required: true, max: 10_000, pdf: true }),
  verified_at: kept(dateTime('Ellenőrizve', { export: 18 })),
  // Declared for its label; the details answer {id, reference_number, title, state} (module.ts).
  commitment: computed('Kötelezettségvállalás', () => null),
});

/** The input: the manifest's fields and the Case's own (institution, affected institution, extra fields). */
export const ZErrorReportInput = ERROR_REPORT_MANIFEST.input.extend({ ...CASE_INSTITUTION_INPUT, extra_field_answers: ZExtraFieldAnswers });
export type TErrorReportInput = z.output<typeof ZErrorReportInput>;
