// An example value for any schema of the document, generated from the schema itself (its own
// `example`/`default`/`enum` first), so every call has a request and answer example without a
// hand-written one per path. The test validates each example against its schema.
import type { TJsonSchema } from './common-schemas.ts';

const TODAY = '2026-11-25';
/** Texts constrained by a pattern take the first of these that matches. */
const PATTERNED = [TODAY, `${TODAY} 08:00`, '08:00', '2026-11', '2026', '1', 'kiss.katalin@example.hu', '12345678-1-12', '8000000000', 'HU'];

/** A text by its property's name, when the schema says no more (dates are plain strings in zod). */
function namedText(name: string): string | undefined {
  if (/email/.test(name)) return 'kiss.katalin@example.hu';
  if (/time$/.test(name)) return `${TODAY} 08:00`;
  if (/date|_at$|_day$|^(from|to|since|until)$/.test(name)) return TODAY;
  return undefined;
}

function text(schema: TJsonSchema, name: string): string {
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : null;
  if (pattern) return PATTERNED.find((candidate) => pattern.test(candidate)) ?? '';
  switch (schema.format) {
    case 'date':
      return TODAY;
    case 'date-time':
      return `${TODAY}T08:00:00.000Z`;
    case 'email':
      return 'kiss.katalin@example.hu';
    case 'binary':
      return '(fájl)';
  }
  const value = namedText(name) ?? (typeof schema.description === 'string' ? schema.description : 'Szöveg');
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  return value.padEnd(min, '.').slice(0, max);
}

function number(schema: TJsonSchema, name: string): number {
  if (/year|ev$/.test(name)) return 2026;
  if (/month|honap/.test(name)) return 11;
  const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1;
  const max = typeof schema.maximum === 'number' ? schema.maximum : Infinity;
  return Math.min(Math.max(min, 1), max);
}

/**
 * An example of `schema`; `$ref`s are read from `components`. Objects list every property, arrays
 * hold one item, a choice of schemas takes the first that is not null.
 */
export function exampleOf(schema: TJsonSchema, components: Record<string, TJsonSchema>, name = '', depth = 0): unknown {
  if (depth > 12) return null;
  const next = (s: unknown, n = name) => exampleOf((s ?? {}) as TJsonSchema, components, n, depth + 1);
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (typeof schema.$ref === 'string') return next(components[schema.$ref.split('/').at(-1)!]);
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part) => next(part));
    return parts.every((part) => part && typeof part === 'object' && !Array.isArray(part)) ? Object.assign({}, ...parts) : parts[0];
  }
  const choice = (schema.anyOf ?? schema.oneOf) as TJsonSchema[] | undefined;
  if (choice) return next(choice.find((s) => s.type !== 'null') ?? choice[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, TJsonSchema>;
      const out = Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, next(s, key)]));
      const extra = schema.additionalProperties;
      if (!Object.keys(out).length && extra && typeof extra === 'object') return { [name || 'kulcs']: next(extra) };
      return out;
    }
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 1;
      return schema.items ? Array.from({ length: Math.max(min, 1) }, () => next(schema.items)) : [];
    }
    case 'string':
      return text(schema, name);
    case 'integer':
    case 'number':
      return number(schema, name);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return null;
  }
}
