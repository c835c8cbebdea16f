// An invoice's parts as the form edits them: an institution and an amount each. The sum is kept
// in whole fillér (integers), so 0.1 + 0.2 shows 0.3 as the server's Decimal rule sees it.
import { formatNumber } from '@etanker/shared/format.ts';

export interface TPartLine {
  /** the server's id of a stored part: kept, so its document stays with it */
  id?: number;
  institution: string | null;
  amount: number | null;
  document?: { id: number; name: string; url: string } | null;
}

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? String((value as { id: unknown }).id) : value == null ? null : String(value);

/** Server parts (or lines already edited) → editable lines. */
export function toPartLines(value: unknown): TPartLine[] {
  if (!Array.isArray(value)) return [];
  return value.map((p: Record<string, unknown>) => ({
    ...(typeof p.id === 'number' ? { id: p.id } : {}),
    institution: idOf(p.institution),
    amount: typeof p.amount === 'number' ? p.amount : null,
    document: (p.document as TPartLine['document']) ?? null,
  }));
}

/** Fillér of an amount (two decimals at most). */
export const fillerOf = (amount: number | null) => Math.round((amount ?? 0) * 100);

/** '150 000 Ft', '150 000.50 Ft' (fillér only when there is some). */
export const fillerText = (filler: number) => `${formatNumber(filler / 100, filler % 100 === 0 ? 0 : 2)} Ft`;

/** The parts' sum in fillér. */
export const partsSumFiller = (lines: readonly TPartLine[]) => lines.reduce((sum, line) => sum + fillerOf(line.amount), 0);

/** The parts as the server takes them: its id (kept), institution id and amount; the document is the server's. */
export const partsPayload = (lines: readonly TPartLine[]) =>
  lines.map((line) => ({
    ...(line.id === undefined ? {} : { id: line.id }),
    institution: line.institution === null ? null : Number(line.institution),
    amount: line.amount,
  }));
