// Hostile values for every field of a create payload, and hostile record ids: none may answer
// a 5xx (DESIGN.md: a 500 on user input is a bug) nor change the database.
import type { z } from 'zod';

/** JSON nested `depth` levels deep, written as text (a JS object that deep would be built recursively). */
export const deepJson = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** JSON texts (not values: proto keys and deep nesting only survive as text) for one field. */
export const BAD_FIELD_VALUES: Record<string, string> = {
  nul: JSON.stringify('a\u0000b'),
  int32: String(2 ** 31),
  negInt32: String(-(2 ** 31) - 1),
  huge: '1e308',
  hugeInt: '123456789012345678901234567890',
  tiny: '-1e308',
  longText: JSON.stringify('x'.repeat(100_000)),
  proto: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  deepObject: deepJson(5000),
  deepArray: deepArray(5000),
  nulArray: JSON.stringify(['\u0000', 2 ** 31, 1e308]),
};

/** The field names of a create schema (a zod object, possibly wrapped). */
export function schemaFields(schema: z.ZodType): string[] {
  const def = (schema as unknown as { def?: { shape?: Record<string, unknown>; innerType?: z.ZodType; in?: z.ZodType } }).def;
  if (def?.shape) return Object.keys(def.shape);
  const inner = def?.innerType ?? def?.in;
  return inner ? schemaFields(inner) : [];
}

/** `payload` with `field` set to a raw JSON text. */
export function withRawField(payload: Record<string, unknown>, field: string, rawJson: string): string {
  const { [field]: _dropped, ...rest } = payload;
  const body = JSON.stringify(rest);
  return `${body.slice(0, -1)}${body.length > 2 ? ',' : ''}${JSON.stringify(field)}:${rawJson}}`;
}

/** Whole bodies that are hostile in themselves. */
export const BAD_BODIES: string[] = [
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  deepJson(10_000),
  deepArray(10_000),
  '"\u0000"',
  '[]',
  'null',
  '12345678901234567890',
];

/** Record ids outside every table: 2^31 overflows PostgreSQL's integer. */
export const BAD_IDS = [String(2 ** 31), String(2 ** 31 - 1), String(2 ** 53 + 1), '-1', '0', '1e3', '%00', '1%00', 'abc', '9'.repeat(400)];
