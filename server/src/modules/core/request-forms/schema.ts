import { z } from 'zod';
import { ZRowId } from '../../../http/schemas.ts';
import { REQUEST_FORM_AREAS } from './areas.ts';

// Spec 002 §3 Request form: module, affected_institution, type (state is the flow's).
const fields = {
  affected_institution: ZRowId.nullable().optional(),
  type: ZRowId,
};

export const ZRequestFormInput = z.object({ module: z.enum(REQUEST_FORM_AREAS), ...fields }).strict();

/** The area is fixed at create: a PUT leaves `module` out (the GET answer's is dropped, see read-shape.ts). */
export const ZRequestFormUpdate = z.object(fields).strict();

export type TRequestFormInput = z.infer<typeof ZRequestFormInput>;
export type TRequestFormUpdate = z.infer<typeof ZRequestFormUpdate>;
