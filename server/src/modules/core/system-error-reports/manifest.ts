// The fields of a fault report (spec 001 §3 SystemErrorReport).
import { longText, staticKey, text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';

export const SYSTEM_ERROR_REPORT_MANIFEST = modelManifest('SystemErrorReport', {
  title: text('Tárgy', { required: true, max: 200, width: 'wide', list: true, export: 40, pdf: true, orderBy: true }),
  category: staticKey('Kategória', 'error_report_categories', { list: true, export: 20, pdf: true, filter: true, orderBy: true }),
  description: longText('Leírás', { required: true, minLength: 10, max: 10_000, pdf: true }),
});
