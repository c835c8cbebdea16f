// Extra field answers as text, for what prints and exports a record (a PDF's rows, an xlsx cell):
// the answered fields its conditions show for the record, labelled, values as the form shows them.
import type { TTx } from '../db/client.ts';
import { formatDate, formatNumber } from '@etanker/shared/format.ts';
import { conditionState, type TExtraFieldAnswer, type TExtraFieldDefinition } from '@etanker/shared/extra-field-rules.ts';
import { activeDefinitions } from './extra-fields.ts';

/** A record whose answers are wanted: its Case id and the fields its conditions compare (a request form's type). */
export interface TExtraFieldRecord {
  id: number;
  values: Record<string, unknown>;
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

function choiceLabel(def: TExtraFieldDefinition, value: unknown): string {
  return def.choices.find((c) => String(c.value) === String(value))?.label ?? String(value);
}

function valueText(def: TExtraFieldDefinition, value: unknown, users: ReadonlyMap<number, string>): string {
  switch (def.type) {
    case 'number':
      return `${formatNumber(value as number)}${def.suffix ? ` ${def.suffix}` : ''}`;
    case 'boolean':
      return value === true ? 'Igen' : 'Nem';
    case 'date':
      return formatDate(String(value));
    case 'datetime':
      // Stored as the wall-clock time the user typed ('2026-11-30 10:00'): shown as typed.
      return String(value).replace('T', ' ').slice(0, 16);
    case 'select':
      return choiceLabel(def, value);
    case 'multi_select':
      return (value as unknown[]).map((v) => choiceLabel(def, v)).join(', ');
    case 'user_select':
      return users.get(value as number) ?? String(value);
    default:
      return String(value);
  }
}

/** Each record's shown, answered extra fields as [label, text] rows, in the definitions' order. */
export async function extraFieldRows(tx: TTx, module: string, records: readonly TExtraFieldRecord[]): Promise<Map<number, [string, string][]>> {
  const result = new Map<number, [string, string][]>(records.map((r) => [r.id, []]));
  if (records.length === 0) return result;
  const definitions = await activeDefinitions(tx, module);
  if (definitions.length === 0) return result;
  const rows = await tx.extraFieldAnswer.findMany({
    where: { case_id: { in: records.map((r) => r.id) }, field: { module } },
    orderBy: [{ section_index: 'asc' }],
    select: { case_id: true, field_id: true, section_index: true, value: true },
  });
  const userIds = rows.filter((a) => definitions.some((d) => d.id === a.field_id && d.type === 'user_select')).map((a) => Number(a.value));
  const users = new Map(
    userIds.length ? (await tx.user.findMany({ where: { id: { in: userIds } }, select: { id: true, name: true } })).map((u) => [u.id, u.name]) : [],
  );
  for (const record of records) {
    const answers: TExtraFieldAnswer[] = rows.filter((a) => a.case_id === record.id);
    const out = result.get(record.id)!;
    for (const def of definitions) {
      if (def.type === 'section') continue;
      for (const answer of answers.filter((a) => a.field_id === def.id && !isEmpty(a.value))) {
        const context = { values: record.values, definitions, answers, sectionIndex: answer.section_index };
        if (!conditionState(def, context).hidden) out.push([def.label, valueText(def, answer.value, users)]);
      }
    }
  }
  return result;
}

/** The rows as one cell: 'Összeg: 12 000 Ft; Indoklás: …'. */
export const extraFieldCell = (rows: readonly [string, string][]): string => rows.map(([label, text]) => `${label}: ${text}`).join('; ');
