// The fields of a request form (spec 002 §3 Request form: module, affected_institution, type), and
// ours: what is requested — a description, and each type's own extra fields (issue 23 item 2:
// the definitions of module request_forms, shown for their type by an 'only' condition on `type`).
// Its area (`module`) is the kit's `areas` field, fixed at create (a PUT leaves it out, the GET
// answer's is dropped, see read-shape.ts); affected_institution is the Case's.
import { z } from 'zod';
import { longText, staticKey } from '../../../workflow/fields.ts';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { REQUEST_FORM_AREAS } from './areas.ts';

/** The Case.module of request forms, the module of their extra field definitions. */
export const REQUEST_FORM_CASE_MODULE = 'request_forms';

export const REQUEST_FORM_MANIFEST = modelManifest('RequestForm', {
  // The form offers the area's types, the list filter those of the held areas (rules.ts).
  type: staticKey('Típus', 'request_form_types', { required: true, width: 'wide', list: true, export: 32, orderBy: true }),
  description: longText('Leírás', { max: 5000, export: 50 }),
});

const CASE_FIELDS = { affected_institution: ZRowId.nullable().optional(), extra_field_answers: ZExtraFieldAnswers };

export const ZRequestFormInput = REQUEST_FORM_MANIFEST.input.extend({ module: z.enum(REQUEST_FORM_AREAS), ...CASE_FIELDS });
export const ZRequestFormUpdate = REQUEST_FORM_MANIFEST.input.extend(CASE_FIELDS);
