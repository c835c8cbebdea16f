// PUT {base}/{id}/ takes the entity as GET answered it (spec 000 §7: the update sends the
// entity; the old system ignored what it could not write). Against the record's own GET answer:
// a field the input does not take but GET answered (id, state, display_name, decisions, a
// product line's total_price) is read-only and dropped; a `{id, …}` object where the input takes
// a number is its id; anything else is left for the input schema, so a field in neither is still
// a 400 'Ismeretlen mező.'.
import type { z } from 'zod';

interface TSchemaDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);
// zod's internal definition is typed per schema kind; only the parts read here are stated.
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as TSchemaDef;
const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The schema a value meets under optional / nullable / default / transform wrappers. */
function coreOf(schema: z.ZodType): TSchemaDef {
  let def = defOf(schema);
  for (;;) {
    if (WRAPPERS.has(def.type) && def.innerType) def = defOf(def.innerType);
    else if (def.type === 'pipe' && def.in) def = defOf(def.in);
    else return def;
  }
}

/** The items of an answered list as one sample: every key any item answered. */
function sampleOf(items: unknown[]): Record<string, unknown> {
  const sample: Record<string, unknown> = {};
  for (const item of items) if (isRecord(item)) for (const [key, value] of Object.entries(item)) if (!(key in sample)) sample[key] = value;
  return sample;
}

/** `value` (a request body or a part of it) with what `answered` (the GET answer) shows read-only dropped and references reduced to ids. */
export function acceptReadShape(schema: z.ZodType, value: unknown, answered: unknown): unknown {
  const def = coreOf(schema);
  if (def.type === 'object' && def.shape && isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (Object.hasOwn(def.shape, key)) out[key] = acceptReadShape(def.shape[key], field, isRecord(answered) ? answered[key] : undefined);
      else if (!isRecord(answered) || !Object.hasOwn(answered, key)) out[key] = field;
    }
    return out;
  }
  if (def.type === 'array' && def.element && Array.isArray(value)) {
    const sample = Array.isArray(answered) ? sampleOf(answered) : undefined;
    return value.map((item) => acceptReadShape(def.element!, item, sample));
  }
  if (def.type === 'number' && isRecord(value) && 'id' in value) return value.id;
  return value;
}
