// Extra fields (spec 000 §3, §5): per-module definitions, answers stored per Case. The rules
// (conditions, mandatory) are the client's own pure functions, so both sides judge alike.
import { z } from 'zod';
import type { TTx } from '../db/client.ts';
import { badRequest, type TFieldErrors } from '../http/errors.ts';
import { parseDate } from '@etanker/shared/format.ts';
import { conditionState, extraFieldError, type TExtraFieldDefinition } from '@etanker/shared/extra-field-rules.ts';
import type { TStaticDataList } from '../core/static-data.ts';

export const ZExtraFieldAnswers = z
  .array(z.object({ field_id: z.number().int().positive(), section_index: z.number().int().min(0).max(100).default(0), value: z.unknown() }).strict())
  .max(1000)
  .default([]);
export type TExtraFieldAnswers = z.infer<typeof ZExtraFieldAnswers>;

export const EXTRA_FIELD_SELECT = {
  id: true,
  module: true,
  codename: true,
  type: true,
  label: true,
  suffix: true,
  choices: true,
  user_choices: true,
  mandatory: true,
  section: true,
  source_field: true,
  is_active: true,
  default: true,
  min_date_delta: true,
  conditions: true,
  district_employee: true,
  position: true,
} as const;

/** The active definitions in the start-up data (core/static-data.ts), every module's in its order. */
export const EXTRA_FIELD_DEFINITIONS: TStaticDataList = {
  key: 'extra_field_definitions',
  rows: (prisma) =>
    prisma.extraFieldDefinition.findMany({ where: { is_active: true }, orderBy: [{ module: 'asc' }, { position: 'asc' }], select: EXTRA_FIELD_SELECT }),
};

/**
 * A module's active definitions in their order. Their Json columns (choices, user_choices,
 * default) hold what the definitions' admin schema wrote; Prisma types a Json column as any JSON,
 * so the shared type is stated here, once, at that boundary.
 */
export async function activeDefinitions(tx: TTx, module: string): Promise<TExtraFieldDefinition[]> {
  const rows = await tx.extraFieldDefinition.findMany({ where: { module, is_active: true }, orderBy: { position: 'asc' }, select: EXTRA_FIELD_SELECT });
  return rows as unknown as TExtraFieldDefinition[];
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

function typeError(def: TExtraFieldDefinition, value: unknown): string | null {
  if (isEmpty(value)) return null;
  const values = (def.choices ?? []).map((c) => String(c.value));
  switch (def.type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'Érvénytelen szám.';
    case 'text':
    case 'long_text':
      return typeof value === 'string' && value.length <= 10000 ? null : 'Érvénytelen érték.';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'Érvénytelen érték.';
    case 'date':
      return typeof value === 'string' && parseDate(value) ? null : 'Érvénytelen dátum, a helyes formátum: ÉÉÉÉ-HH-NN.';
    case 'datetime':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(value) && parseDate(value.slice(0, 10))
        ? null
        : 'Érvénytelen időpont, a helyes formátum: ÉÉÉÉ-HH-NN ÓÓ:PP.';
    case 'select':
      return values.length === 0 || values.includes(String(value)) ? null : 'Érvénytelen választás.';
    case 'multi_select':
      return Array.isArray(value) && value.every((v) => values.length === 0 || values.includes(String(v))) ? null : 'Érvénytelen választás.';
    case 'user_select':
      return typeof value === 'number' && Number.isInteger(value) ? null : 'Érvénytelen választás.';
    default:
      return null;
  }
}

/** Validates the answers against the module's definitions and replaces the Case's answers. */
export async function saveExtraFieldAnswers(
  tx: TTx,
  module: string,
  caseId: number,
  answers: TExtraFieldAnswers,
  record: Record<string, unknown>,
): Promise<void> {
  const definitions = await activeDefinitions(tx, module);
  if (definitions.length === 0 && answers.length === 0) return;
  const byId = new Map(definitions.map((d) => [d.id, d]));
  const errors: TFieldErrors = {};
  const add = (key: string, msg: string) => (errors[key] ??= []).push(msg);
  for (const a of answers) {
    const def = byId.get(a.field_id);
    if (!def) add(`extra_field_answers.${a.field_id}`, 'Ismeretlen mező.');
    else {
      const err = typeError(def, a.value);
      if (err) add(`extra_field_answers.${a.field_id}`, err);
    }
  }
  const userIds = answers.filter((a) => byId.get(a.field_id)?.type === 'user_select' && typeof a.value === 'number').map((a) => a.value as number);
  if (userIds.length && (await tx.user.count({ where: { id: { in: userIds } } })) !== new Set(userIds).size)
    add('extra_field_answers', 'Ismeretlen felhasználó.');
  const sections = new Map<string, number>();
  for (const a of answers) {
    const section = byId.get(a.field_id)?.section;
    if (section) sections.set(section, Math.max(sections.get(section) ?? 1, a.section_index + 1));
  }
  // Unanswered booleans count as false (spec 000 §5 type defaults) when conditions compare them.
  const effective = [
    ...answers,
    ...definitions
      .filter((d) => d.type === 'boolean' && !answers.some((a) => a.field_id === d.id))
      .map((d) => ({ field_id: d.id, section_index: 0, value: false })),
  ];
  for (const def of definitions) {
    const count = def.section ? (sections.get(def.section) ?? 1) : 1;
    for (let i = 0; i < count; i++) {
      if (conditionState(def, { values: record, definitions, answers: effective, sectionIndex: i }).hidden) continue;
      const value = answers.find((a) => a.field_id === def.id && a.section_index === i)?.value;
      const err = extraFieldError(def, value);
      if (err) add(`extra_field_answers.${def.id}`, err);
    }
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  await tx.extraFieldAnswer.deleteMany({ where: { case_id: caseId } });
  const rows = answers.filter((a) => byId.has(a.field_id) && !isEmpty(a.value));
  if (rows.length)
    await tx.extraFieldAnswer.createMany({
      // An answer is any JSON the client sent (checked above against its definition); Prisma's Json input type cannot be narrowed from `unknown`.
      data: rows.map((a) => ({ case_id: caseId, field_id: a.field_id, section_index: a.section_index, value: a.value as never })),
    });
}

export async function loadExtraFieldAnswers(tx: TTx, caseId: number) {
  return tx.extraFieldAnswer.findMany({
    where: { case_id: caseId },
    orderBy: [{ field_id: 'asc' }, { section_index: 'asc' }],
    select: { field_id: true, section_index: true, value: true },
  });
}

/** extra_{id}=value list filter: records whose answer to field {id} equals the value (as text). */
export function extraFieldFilterWhere(fieldId: number, value: string) {
  return {
    extra_field_answers: {
      some: {
        field_id: fieldId,
        OR: [
          { value: { equals: value } },
          { value: { equals: Number(value) } },
          { value: { equals: value === 'true' ? true : value === 'false' ? false : value } },
        ],
      },
    },
  };
}
