// The lists on an employee's file (001 §3 "Employee also"): the places of work (lays, keys of
// the static list), the children (Mt. 118. § gives extra days off by their number and age) and
// the qualifications (level and base level from static lists, the qualification's name, the
// document and the year it was earned). They are JSON columns: read and written whole, never
// queried on their own, so no child tables.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import { badRequest, type TFieldErrors } from '../../../http/errors.ts';
import { ZDate, ZRowId } from '../../../http/schemas.ts';
import { staticItemNames } from '../../../workflow/static-items.ts';

const NOT_FOUND = 'Nem létező elem.';
const text = (max: number) => z.string().trim().max(max, `Legfeljebb ${max} karakter lehet.`);

const ZChild = z
  .object({
    name: text(200).min(1, 'Ez a mező nem lehet üres'),
    birth_date: ZDate,
  })
  .strict();

const ZQualification = z
  .object({
    level: ZRowId.nullable().default(null),
    base_level: ZRowId.nullable().default(null),
    name: text(200).min(1, 'Ez a mező nem lehet üres'),
    document_number: text(50).default(''),
    year: z.number().int().min(1940, 'Érvénytelen év.').max(2100, 'Érvénytelen év.').nullable().default(null),
  })
  .strict();

/** The input keys beside the manifest's fields. */
export const FILE_LIST_SHAPE = {
  lays: z.array(ZRowId).max(20).default([]),
  children: z.array(ZChild).max(20).default([]),
  qualifications: z.array(ZQualification).max(30).default([]),
};

export type TFileLists = z.output<z.ZodObject<typeof FILE_LIST_SHAPE>>;

/** Static keys must be items of their lists: else a 400 at the value (`lays`, `qualifications.0.level`). */
export async function checkFileLists(tx: TTx, input: TFileLists): Promise<void> {
  const [lays, levels, baseLevels] = await Promise.all([
    staticItemNames(tx, 'lays'),
    staticItemNames(tx, 'qualification_levels'),
    staticItemNames(tx, 'qualification_base_levels'),
  ]);
  const errors: TFieldErrors = {};
  if (input.lays.some((key) => !lays.has(key))) errors.lays = [NOT_FOUND];
  input.qualifications.forEach((q, index) => {
    if (q.level !== null && !levels.has(q.level)) errors[`qualifications.${index}.level`] = [NOT_FOUND];
    if (q.base_level !== null && !baseLevels.has(q.base_level)) errors[`qualifications.${index}.base_level`] = [NOT_FOUND];
  });
  if (Object.keys(errors).length) throw badRequest(errors);
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The lists as stored (a row written before a key existed gets its default). */
export function fileListsApi(stored: { lays: unknown; children: unknown; qualifications: unknown }): TFileLists {
  const qualification = (q: unknown) => ZQualification.safeParse(q);
  const child = (c: unknown) => ZChild.safeParse(c);
  return {
    lays: asArray(stored.lays).filter((key): key is number => typeof key === 'number'),
    children: asArray(stored.children).flatMap((c) => {
      const parsed = child(c);
      return parsed.success ? [parsed.data] : [];
    }),
    qualifications: asArray(stored.qualifications).flatMap((q) => {
      const parsed = qualification(q);
      return parsed.success ? [parsed.data] : [];
    }),
  };
}
