// The generated bad-input sweep's pieces: every route of the Fastify instance and every tRPC
// procedure, and the classes of hostile input sent to each (issue 9 item 3).
import type { FastifyInstance } from 'fastify';
import { appRouter } from '../../server/src/trpc/router.ts';

export const INT4_OVER = 2 ** 31;
export const INT8_OVER = '9223372036854775808';
export const UNKNOWN_ID = 2147483647;

export interface TRoute {
  method: string;
  url: string;
}

/** The routes as Fastify has them (printRoutes' tree, one segment per line, read back into full paths). */
export function fastifyRoutes(app: FastifyInstance): TRoute[] {
  const routes: TRoute[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    parents.length = depth;
    const url = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = url;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push({ method, url });
  }
  return routes;
}

export interface TProcedure {
  path: string;
  type: 'query' | 'mutation';
  /** The procedure has an input parser (others ignore what they are sent). */
  hasInput: boolean;
}

export function trpcProcedures(): TProcedure[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string; inputs: unknown[] } }>;
  return Object.entries(procedures).map(([path, p]) => ({ path, type: p._def.type as TProcedure['type'], hasInput: p._def.inputs.length > 0 }));
}

/** `{"a": {"a": … 40 levels … }}` as JSON text. */
export const deepJson = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/** Every string leaf of a value with a NUL inside. */
export function withNul(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\u0000x`;
  if (Array.isArray(value)) return value.map(withNul);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNul(v)]));
  return value;
}

/** `value` with the leaf at a dotted path replaced (arrays by index). */
export function setPath(value: unknown, path: string, leaf: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = leaf;
  return copy;
}

/** JSON text with prototype keys (an object literal would set the prototype instead of a key). */
export function protoJson(base: object): string {
  const keys = '"__proto__":{"is_superuser":true},"constructor":{"prototype":{"x":1}},"toString":"x","hasOwnProperty":1';
  const rest = JSON.stringify(base).slice(1);
  return `{${keys}${rest === '}' ? '' : ','}${rest}`;
}

/** JSON text of `base` with one more key whose value is raw JSON text (a huge integer, deep nesting). */
export function withRawKey(base: object, key: string, rawValue: string): string {
  const rest = JSON.stringify({ ...base, [key]: undefined }).slice(1);
  return `{${JSON.stringify(key)}:${rawValue}${rest === '}' ? '' : ','}${rest}`;
}
