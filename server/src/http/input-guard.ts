// The input guard: one walk over every request's input (REST query, params, body and multipart
// text fields; every tRPC procedure's raw input) before any schema or service sees it. It
// refuses what no field of the API accepts and what would otherwise reach the database or a
// lookup as a 500: NUL characters (PostgreSQL text cannot hold them), prototype keys
// (`__proto__`, `constructor`, `toString`, … — a key that indexes a plain object would find
// Object.prototype's member), and nesting deeper than any schema of ours.
import { badRequest, type TFieldErrors } from './errors.ts';

/** Deeper than every input of the API (a multi-column answer is 4 levels); bounds the walk too. */
export const MAX_INPUT_DEPTH = 16;

export const GUARD_MESSAGES = {
  nul: 'A szöveg nem tartalmazhat NUL karaktert.',
  key: 'Ismeretlen mező.',
  depth: `Az adat legfeljebb ${MAX_INPUT_DEPTH} szint mélyen lehet egymásba ágyazva.`,
} as const;

/** Keys no input may carry: every member of Object.prototype, and `prototype`. */
const FORBIDDEN_KEYS = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

export const isForbiddenKey = (key: string) => FORBIDDEN_KEYS.has(key);

/** The field errors of one input (keyed by dotted path under `root`), or null when it is clean. */
export function inputProblems(value: unknown, root = ''): TFieldErrors | null {
  // A Map: the paths it reports are exactly the keys that would find Object.prototype's members.
  const errors = new Map<string, string[]>();
  const add = (path: string, message: string) => {
    const key = path || 'non_field_errors';
    const messages = errors.get(key) ?? [];
    if (!messages.includes(message)) errors.set(key, [...messages, message]);
  };
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

  // Iterative, so a hostile depth cannot overflow the stack before the limit is seen.
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) add(item.path, GUARD_MESSAGES.nul);
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null || Buffer.isBuffer(item.value)) continue;
    if (item.depth >= MAX_INPUT_DEPTH) {
      add(item.path, GUARD_MESSAGES.depth);
      continue;
    }
    // Own keys only: `__proto__` from JSON.parse is an own key, and a null-prototype query object has no inherited ones.
    for (const key of Object.keys(item.value)) {
      if (key.includes('\u0000')) add(item.path, GUARD_MESSAGES.nul);
      else if (isForbiddenKey(key)) add(join(item.path, key), GUARD_MESSAGES.key);
      else stack.push({ value: (item.value as Record<string, unknown>)[key], path: join(item.path, key), depth: item.depth + 1 });
    }
  }
  return errors.size ? Object.fromEntries(errors) : null;
}

/** Throws the 400 of `inputProblems` (field → [messages]). */
export function guardInput(value: unknown, root = ''): void {
  const problems = inputProblems(value, root);
  if (problems) throw badRequest(problems);
}
