// A monthly report's answers (shared/src/monthly-reports.ts): checked part by part, field by field,
// so that the 400 names every wrong one at once as `answers: [[question number, message, path]]`
// (002 §5, the yearly reports' shape) and nothing is saved.
import { AppError } from '../../../http/errors.ts';
import { MONTHLY_QUESTIONS, type TMonthlyAnswerError, type TMonthlyField, type TMonthlyQuestion } from '@etanker/shared/monthly-reports.ts';

type TRow = Record<string, string | number | null>;
export type TMonthlyAnswers = Record<string, unknown>;

const MAX_ROWS = 200;
const MAX_TEXT = 500;
const MAX_LONG_TEXT = 5000;
const MAX_PROBLEMS = 10_000;
const MAX_COUNT = 100_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const empty = (v: unknown) => v === undefined || v === null || v === '';

function validDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** One field's value, or the message why not. The first field of a list row and its dates are required. */
function fieldValue(field: TMonthlyField, raw: unknown, required: boolean): { value: string | number | null } | { error: string } {
  if (empty(raw)) return required ? { error: 'Kötelező mező.' } : { value: field.kind === 'count' ? null : '' };
  switch (field.kind) {
    case 'count': {
      const n = typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : raw;
      if (typeof n !== 'number' || !Number.isInteger(n)) return { error: 'Egész számot adjon meg.' };
      if (n < 0) return { error: 'Nem lehet negatív.' };
      if (n > MAX_COUNT) return { error: `Legfeljebb ${MAX_COUNT} lehet.` };
      return { value: n };
    }
    case 'date':
      return typeof raw === 'string' && validDate(raw) ? { value: raw } : { error: 'Érvénytelen dátum (ÉÉÉÉ-HH-NN).' };
    case 'choice':
      return typeof raw === 'string' && field.choices?.includes(raw)
        ? { value: raw }
        : { error: `Válasszon a lehetőségek közül: ${field.choices?.join(', ')}.` };
    default: {
      if (typeof raw !== 'string') return { error: 'Szöveget adjon meg.' };
      const max = field.kind === 'longtext' ? MAX_LONG_TEXT : MAX_TEXT;
      return raw.length > max ? { error: `Legfeljebb ${max} karakter lehet.` } : { value: raw.trim() };
    }
  }
}

function fieldsOf(
  q: TMonthlyQuestion,
  raw: Record<string, unknown>,
  prefix: string,
  errors: TMonthlyAnswerError[],
  rowRequired: (f: TMonthlyField, i: number) => boolean,
) {
  const out: TRow = {};
  for (const key of Object.keys(raw)) if (!q.fields.some((f) => f.key === key)) errors.push([q.number, 'Ismeretlen mező.', `${prefix}.${key}`]);
  q.fields.forEach((field, i) => {
    const r = fieldValue(field, raw[field.key], rowRequired(field, i));
    if ('error' in r) errors.push([q.number, r.error, `${prefix}.${field.key}`]);
    else out[field.key] = r.value;
  });
  return out;
}

/** Records a wrong answer; the part's value is then never stored (the whole save is refused). */
function wrong(errors: TMonthlyAnswerError[], error: TMonthlyAnswerError): undefined {
  errors.push(error);
  return undefined;
}

function answerOf(q: TMonthlyQuestion, raw: unknown, errors: TMonthlyAnswerError[]): unknown {
  if (q.kind === 'text') {
    if (empty(raw)) return '';
    if (typeof raw !== 'string') return wrong(errors, [q.number, 'Szöveget adjon meg.', q.key]);
    return raw.length > MAX_PROBLEMS ? wrong(errors, [q.number, `Legfeljebb ${MAX_PROBLEMS} karakter lehet.`, q.key]) : raw;
  }
  if (q.kind === 'statistics') {
    if (empty(raw)) return Object.fromEntries(q.fields.map((f) => [f.key, null]));
    if (!isObject(raw)) return wrong(errors, [q.number, 'Érvénytelen létszámadatok.', q.key]);
    return fieldsOf(q, raw, q.key, errors, () => false);
  }
  if (empty(raw)) return [];
  if (!Array.isArray(raw)) return wrong(errors, [q.number, 'Sorok listáját adja meg.', q.key]);
  if (raw.length > MAX_ROWS) return wrong(errors, [q.number, `Legfeljebb ${MAX_ROWS} sor lehet.`, q.key]);
  return raw.map((row: unknown, i) => {
    if (!isObject(row)) return wrong(errors, [q.number, 'Érvénytelen sor.', `${q.key}.${i}`]);
    // A row's own id (a client's key) is not an answer: dropped.
    const { id: _id, ...fields } = row;
    return fieldsOf(q, fields, `${q.key}.${i}`, errors, (f, index) => index === 0 || f.kind === 'date' || f.kind === 'choice');
  });
}

/** The answers as stored (every part present, texts trimmed), or a 400 naming each wrong part and field. */
export function parseMonthlyAnswers(raw: unknown): TMonthlyAnswers {
  const errors: TMonthlyAnswerError[] = [];
  const source = empty(raw) ? {} : raw;
  if (!isObject(source)) throw new AppError(400, { answers: [[0, 'A válaszok formátuma érvénytelen.', '']] });
  for (const key of Object.keys(source)) if (!MONTHLY_QUESTIONS.some((q) => q.key === key)) errors.push([0, 'Ismeretlen kérdés.', key]);
  const answers = Object.fromEntries(MONTHLY_QUESTIONS.map((q) => [q.key, answerOf(q, source[q.key], errors)]));
  if (errors.length) throw new AppError(400, { answers: errors });
  return answers;
}

/** Stored answers as the GET answers them: every part, even of a report never saved. */
export function storedAnswers(stored: unknown): TMonthlyAnswers {
  const own = isObject(stored) ? stored : {};
  return Object.fromEntries(
    MONTHLY_QUESTIONS.map((q) => [
      q.key,
      own[q.key] ?? (q.kind === 'text' ? '' : q.kind === 'statistics' ? Object.fromEntries(q.fields.map((f) => [f.key, null])) : []),
    ]),
  );
}
