// The contract form's own values: the handler's id (the form holds GET's {id, name} until a
// pick) and the gross total the unit price and the occurrences make.

export const handlerId = (value: unknown): number | null =>
  value && typeof value === 'object' ? (value as { id: number }).id : typeof value === 'number' ? value : null;

/** price × occurrences, as the server computes it (formatMoney shows it in the currency's unit in use: whole forints for Ft). */
export function totalOf(values: Record<string, unknown>): number {
  const total = Number(values.price ?? 0) * Number(values.number_of_occurrences ?? 0);
  return Number.isFinite(total) ? total : 0;
}
