// A meter's readings as the form edits them: in the order the server answered (by date), new
// ones appended; the consumption of each is its value minus the reading before it by date.
import { formatDate } from '../../../ui/formatters.ts';

export interface TReadingLine {
  /** the server's id of a stored reading: kept, so the reading is updated in place */
  id?: number;
  date: string | null;
  value: number | null;
  note: string;
  /** who recorded it (stored readings) */
  recorded_by?: string;
}

export const newReading = (): TReadingLine => ({ date: formatDate(new Date()), value: null, note: '' });

/** Server readings (or lines already edited) → editable lines. */
export function toReadingLines(value: unknown): TReadingLine[] {
  if (!Array.isArray(value)) return [];
  return value.map((r: Record<string, unknown>) => ({
    ...(typeof r.id === 'number' ? { id: r.id } : {}),
    date: typeof r.date === 'string' ? r.date : null,
    value: typeof r.value === 'number' ? r.value : null,
    note: String(r.note ?? ''),
    recorded_by: typeof r.recorded_by === 'string' ? r.recorded_by : ((r.recorded_by as { name?: string } | null)?.name ?? ''),
  }));
}

/** The readings as the server takes them (it records who added a new one). */
export function readingsPayload(lines: readonly TReadingLine[]) {
  return lines.map((line) => ({ ...(line.id === undefined ? {} : { id: line.id }), date: line.date ?? '', value: line.value, note: line.note }));
}

/** Each line's consumption since the reading before it by date (null: the first, or not filled in). */
export function consumptions(lines: readonly TReadingLine[]): (number | null)[] {
  const dated = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.date && line.value !== null)
    .sort((a, b) => a.line.date!.localeCompare(b.line.date!));
  const out: (number | null)[] = lines.map(() => null);
  for (const [at, { line, index }] of dated.entries()) {
    const prev = dated[at - 1];
    if (prev) out[index] = Math.round((line.value! - prev.line.value!) * 1000) / 1000;
  }
  return out;
}
