// Decision answers as people read them (issue 11 item 2): stored with each answer, so the
// history, mails and exports show 'K321 – Informatikai …' and '950 000 Ft', not 1 and 950000.
import type { TTx } from '../db/client.ts';
import type { TQuestion } from './flow-types.ts';
import { formatDate, formatMoney, formatNumber } from '@etanker/shared/format.ts';

/** The names an answer may refer to: static list items by list and key, partners by id. */
export interface TAnswerNames {
  listItems: Map<string, Map<number, string>>;
  partners: Map<number, string>;
}

/** A static list item as a choice: 'code – name' where it has a code. */
export const listItemLabel = (item: { code: string; name: string }) => (item.code ? `${item.code} – ${item.name}` : item.name);

/** Reads the list items and partners the answers name. */
export async function loadAnswerNames(tx: TTx, questions: TQuestion[], answers: Record<string, unknown>): Promise<TAnswerNames> {
  const lists = [...new Set(questions.flatMap((q) => (q.type === 'select' && q.list ? [q.list] : [])))];
  const partnerIds = questions.filter((q) => q.type === 'partners').flatMap((q) => (answers[q.codename] as number[] | undefined) ?? []);
  const [items, partners] = await Promise.all([
    lists.length ? tx.staticItem.findMany({ where: { list: { in: lists } }, select: { list: true, key: true, code: true, name: true } }) : [],
    partnerIds.length ? tx.partner.findMany({ where: { id: { in: partnerIds } }, select: { id: true, name: true } }) : [],
  ]);
  const listItems = new Map<string, Map<number, string>>();
  for (const item of items) {
    if (!listItems.has(item.list)) listItems.set(item.list, new Map());
    listItems.get(item.list)!.set(item.key, listItemLabel(item));
  }
  return { listItems, partners: new Map(partners.map((p) => [p.id, p.name])) };
}

const cellText = (type: 'text' | 'number' | 'date', cell: unknown) =>
  cell === null || cell === undefined ? '' : type === 'number' ? formatNumber(cell as number) : type === 'date' ? formatDate(cell as string) : String(cell);

export function answerDisplay(q: TQuestion, value: unknown, names: TAnswerNames): string {
  switch (q.type) {
    case 'bool':
      return value ? 'Igen' : 'Nem';
    case 'number':
      return q.format === 'money' ? formatMoney(value as number) : formatNumber(value as number);
    case 'date':
      return formatDate(value as string);
    case 'select': {
      const listed = q.list ? names.listItems.get(q.list)?.get(Number(value)) : undefined;
      return listed ?? q.choices.find((c) => String(c.value) === String(value))?.label ?? String(value);
    }
    case 'partners':
      return (value as number[]).map((id) => names.partners.get(id) ?? String(id)).join(', ');
    case 'multi_column':
      return (value as Record<string, unknown>[])
        .map((row) => q.columns.map((column) => `${column.label}: ${cellText(column.type, row[column.codename])}`).join(', '))
        .join('; ');
    case 'file':
      return (value as { name: string }).name;
    case 'text':
      return String(value);
  }
}
