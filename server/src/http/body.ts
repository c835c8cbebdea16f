// A request body as the object of fields every documented body is: no body is no fields; a JSON
// `null`, array, number or string is refused before any schema sees it (spreading one into a
// payload would make it empty, or letters, and let an action run with its defaults).
import { badRequest } from './errors.ts';

export const NOT_AN_OBJECT = 'A kérés törzse JSON objektum legyen.';

export function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest({ non_field_errors: [NOT_AN_OBJECT] });
  return body as Record<string, unknown>;
}
