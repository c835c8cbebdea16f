// zod issues → the spec's Hungarian field messages (spec 000 §5), keyed by field path.
import type { z } from 'zod';
import type { TFieldErrors } from './errors.ts';

function message(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      // zod 4 keeps the input off issues by default; its message names what it received.
      return /received (undefined|null)\b/.test(issue.message) || issue.input === '' ? 'Ez a mező nem lehet üres' : 'Érvénytelen érték.';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'Ez a mező nem lehet üres' : `Minimum ${issue.minimum} karakter kötelező`;
      if (issue.origin === 'array') return Number(issue.minimum) <= 1 ? 'A lista nem lehet üres.' : `Legalább ${issue.minimum} elem kötelező.`;
      return `Nem lehet kisebb mint ${issue.minimum}`;
    case 'too_big':
      // A schema's own wording wins (ids beyond the column: 'Nem létező elem.'); zod's default is English.
      if (!issue.message.startsWith('Too big')) return issue.message;
      if (issue.origin === 'string') return `Maximum ${issue.maximum} karakter lehet.`;
      if (issue.origin === 'array') return `Legfeljebb ${issue.maximum} elem lehet.`;
      return `Nem lehet nagyobb mint ${issue.maximum}`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Nem valós email!';
      if (issue.format === 'date') return 'Érvénytelen dátum, a helyes formátum: ÉÉÉÉ-HH-NN.';
      if (issue.format === 'datetime') return 'Érvénytelen időpont, a helyes formátum: ÉÉÉÉ-HH-NN ÓÓ:PP.';
      return issue.message && !issue.message.startsWith('Invalid') ? issue.message : 'Érvénytelen formátum.';
    case 'invalid_value':
      return 'Érvénytelen választás.';
    case 'custom':
      return issue.message;
    default:
      return issue.message && !issue.message.startsWith('Invalid') ? issue.message : 'Érvénytelen érték.';
  }
}

export function zodFieldErrors(error: z.ZodError): TFieldErrors {
  // A Map: a field path such as 'constructor' must not find Object.prototype's member.
  const out = new Map<string, string[]>();
  const add = (key: string, msg: string) => {
    const messages = out.get(key) ?? [];
    if (!messages.includes(msg)) out.set(key, [...messages, msg]);
  };
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(base ? `${base}.${key}` : key, 'Ismeretlen mező.');
      continue;
    }
    add(base || 'non_field_errors', message(issue));
  }
  return Object.fromEntries(out);
}
