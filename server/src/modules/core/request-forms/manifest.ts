// The fields of a request form (spec 002 §3 Request form: module, affected_institution, type).
// Its area (`module`) is the kit's `areas` field, fixed at create (a PUT leaves it out, the GET
// answer's is dropped, see read-shape.ts); affected_institution is the Case's.
import { z } from 'zod';
import { staticKey } from '../../../workflow/fields.ts';
import { defineManifest } from '../../../workflow/manifest.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { REQUEST_FORM_AREAS } from './areas.ts';

export const REQUEST_FORM_MANIFEST = defineManifest({
  // The form offers the area's types, the list filter those of the held areas (rules.ts).
  type: staticKey('Típus', 'request_form_types', { required: true, width: 'wide', list: true, export: 32, orderBy: true }),
});

const CASE_FIELDS = { affected_institution: ZRowId.nullable().optional() };

export const ZRequestFormInput = REQUEST_FORM_MANIFEST.input.extend({ module: z.enum(REQUEST_FORM_AREAS), ...CASE_FIELDS });
export const ZRequestFormUpdate = REQUEST_FORM_MANIFEST.input.extend(CASE_FIELDS);
