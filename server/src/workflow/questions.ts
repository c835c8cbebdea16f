// A decision option's questions become a zod schema (DESIGN.md §3), and valid answers become
// the stored decision answers of spec 000 §3 (type, label, value, choices).
import { z } from 'zod';
import { ZQuestion, type TQuestion } from './flow-types.ts';
import { ZDate } from '../http/schemas.ts';
import { answerDisplay, type TAnswerNames } from './answer-display.ts';

const REQUIRED = 'Ez a mező nem lehet üres';

/** Multipart sends every value as text; these accept both JSON values and their text forms. */
const ZBool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const ZNumber = z.union([z.number(), z.string().trim().min(1).transform(Number)]).pipe(z.number({ error: 'Érvénytelen szám.' }).finite());

export interface TUploadedFile {
  attachment_id: number;
  name: string;
}

function valueSchema(q: TQuestion): z.ZodType {
  switch (q.type) {
    case 'text':
      return q.required ? z.string().trim().min(1, REQUIRED) : z.string();
    case 'bool':
      return ZBool;
    case 'number':
      return ZNumber;
    case 'date':
      return ZDate;
    case 'select': {
      const values = q.choices.map((c) => String(c.value));
      const base = z.union([z.string(), z.number()]).transform(String);
      return values.length ? base.refine((v) => values.includes(v), 'Érvénytelen választás.') : base;
    }
    case 'partners':
      return z.array(z.coerce.number().int().positive());
    case 'multi_column': {
      const row = z.object(Object.fromEntries(q.columns.map((c) => [c.codename, c.type === 'number' ? ZNumber : c.type === 'date' ? ZDate : z.string()])));
      return q.required ? z.array(row).min(1, REQUIRED) : z.array(row);
    }
    case 'file':
      return z.object({ attachment_id: z.number().int(), name: z.string() });
  }
}

function answersSchema(questions: TQuestion[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const q of questions) {
    const value = valueSchema(q);
    shape[q.codename] = q.required ? value : value.optional().nullable();
  }
  return z.object(shape).strict();
}

const compiled = new WeakMap<object, { questions: TQuestion[]; schema: z.ZodType<Record<string, unknown>> }>();

/** An option's questions and their answer schema: built once per cached flow (flows.ts), not on every decision. */
export function optionQuestions(raw: unknown) {
  const key = typeof raw === 'object' && raw !== null ? raw : null;
  const hit = key && compiled.get(key);
  if (hit) return hit;
  const questions = z.array(ZQuestion).parse(raw);
  const value = { questions, schema: answersSchema(questions) };
  if (key) compiled.set(key, value);
  return value;
}

const ZFieldDefault = z.object({ field: z.union([z.string(), z.array(z.string()).min(1)]) });

/** A `{field}` default read from the record (a `{id, name}` reference gives its id); null without a record or value. */
function resolvedDefault(q: TQuestion, record: Record<string, unknown> | null): unknown {
  const fromField = ZFieldDefault.safeParse(q.default);
  if (!fromField.success) return q.default ?? null;
  if (!record) return null;
  for (const field of [fromField.data.field].flat()) {
    const value = record[field];
    if (value === null || value === undefined) continue;
    return typeof value === 'object' && 'id' in value ? value.id : value;
  }
  return null;
}

/** A question as the API answers it (spec 000 §3): every documented key, `default` null when the flow sets none. */
export function questionView(q: TQuestion, record: Record<string, unknown> | null = null) {
  return {
    codename: q.codename,
    type: q.type,
    label: q.label,
    required: q.required,
    default: resolvedDefault(q, record),
    choices: q.choices,
    columns: q.columns,
    list: q.list ?? null,
    format: q.format ?? null,
  };
}

const views = new WeakMap<object, ReturnType<typeof questionView>[]>();

/** An option's questions as answered; built once per cached flow row, like the schema; with the record, its `{field}` defaults filled. */
export function questionsView(raw: unknown, record: Record<string, unknown> | null = null) {
  if (record) return optionQuestions(raw).questions.map((q) => questionView(q, record));
  const key = typeof raw === 'object' && raw !== null ? raw : null;
  const hit = key && views.get(key);
  if (hit) return hit;
  const value = optionQuestions(raw).questions.map((q) => questionView(q));
  if (key) views.set(key, value);
  return value;
}

export interface TStoredAnswer {
  codename: string;
  type: TQuestion['type'];
  label: string;
  value: unknown;
  choices: TQuestion['choices'];
  /** The answer as people read it ('K321 – Informatikai …', '950 000 Ft', a file's name). */
  display: string;
}

export function toStoredAnswers(questions: TQuestion[], answers: Record<string, unknown>, names: TAnswerNames): TStoredAnswer[] {
  return questions
    .filter((q) => answers[q.codename] !== undefined && answers[q.codename] !== null)
    .map((q) => ({
      codename: q.codename,
      type: q.type,
      label: q.label,
      value: answers[q.codename],
      choices: q.choices,
      display: answerDisplay(q, answers[q.codename], names),
    }));
}
