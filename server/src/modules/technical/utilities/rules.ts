// Readings of a meter follow each other in time: on a one-way meter a reading is never lower
// than the one before it (by date), so one dated between two existing readings must fit between
// them. One reading a day, none in the future. The reading a change made is the one blamed.
import { formatDate, formatNumber } from '@etanker/shared/format.ts';
import type { TFieldErrors } from '../../../http/errors.ts';

export interface TReadingInput {
  id?: number;
  date: string;
  value: number;
}

interface TStored {
  date: string;
  value: number;
}

const shown = (r: TStored) => `${r.date}: ${formatNumber(r.value)}`;

/** Field errors of a meter's readings (`reports.{index}.{field}`, index in the input), empty when they fit. */
export function readingErrors(
  readings: readonly TReadingInput[],
  stored: ReadonlyMap<number, TStored>,
  bidirectional: boolean,
  today = formatDate(new Date()),
): TFieldErrors {
  const errors: TFieldErrors = {};
  const add = (index: number, field: string, message: string) => (errors[`reports.${index}.${field}`] ??= []).push(message);
  const changed = (r: TReadingInput) => {
    const before = r.id === undefined ? undefined : stored.get(r.id);
    return !before || before.date !== r.date || before.value !== r.value;
  };
  const order = readings.map((r, index) => ({ r, index })).sort((a, b) => a.r.date.localeCompare(b.r.date));
  for (const [at, { r, index }] of order.entries()) {
    if (r.date > today && changed(r)) add(index, 'date', 'A leolvasás dátuma nem lehet jövőbeli.');
    const prev = order[at - 1];
    if (!prev) continue;
    if (prev.r.date === r.date) {
      add(changed(r) ? index : prev.index, 'date', 'Erre a napra már van leolvasás.');
    } else if (!bidirectional && r.value < prev.r.value) {
      if (changed(r) || !changed(prev.r)) add(index, 'value', `A mérőállás nem lehet kisebb, mint az előző leolvasásé (${shown(prev.r)}).`);
      else add(prev.index, 'value', `A mérőállás nem lehet nagyobb, mint a következő leolvasásé (${shown(r)}).`);
    }
  }
  return errors;
}

/** The consumption since the reading before (null for the first), readings in date order. */
export function withConsumption<T extends { value: number | null }>(readings: readonly T[]): (T & { consumption: number | null })[] {
  return readings.map((r, at) => {
    const prev = at > 0 ? readings[at - 1].value : null;
    // Decimal(14, 3) values: rounding to thousandths drops float noise (0.1 + 0.2).
    const consumption = prev === null || r.value === null ? null : Math.round((r.value - prev) * 1000) / 1000;
    return Object.assign({}, r, { consumption });
  });
}
