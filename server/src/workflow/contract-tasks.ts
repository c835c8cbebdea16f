// The tasks of an education contract (MODULES.md §3.26–3.33): lines with a planned and a final
// quantity (hours, occasions, corrected papers) in the contract's unit. The payment is the
// quantities times the rate in whole forints, computed in integers: 1.5 hours × 4 333 Ft is
// 6 500 Ft (6 499.5 rounded half up), never a float artefact.
import { decimal, lines, text } from './fields.ts';

/** A quantity: at most 2 decimals (a half or a quarter hour). */
const QUANTITY = { min: 0, max: 99_999.99, decimals: 2 } as const;

/** The task lines under `label`, in the order typed (quantities in the contract's unit). */
export const taskLines = (label: string, o: { max: number }) =>
  lines(
    label,
    {
      name: text('Feladat', { required: true, max: 300, width: 'wide' }),
      planned_quantity: decimal('Tervezett mennyiség', { ...QUANTITY, required: true }),
      final_quantity: decimal('Tényleges mennyiség', { ...QUANTITY }),
    },
    { max: o.max, order: 'id' },
  );

export type TQuantity = number | string | { toString(): string } | null;

/** Hundredths of a quantity as an exact integer (a Prisma Decimal reads as its text). */
export const hundredths = (q: TQuantity): bigint => (q === null ? 0n : BigInt(Math.round(Number(q.toString()) * 100)));

/** Σ quantity × rate in whole forints, rounded half up once (not per line): exact for any sum a contract holds. */
function taskPayment(quantities: readonly TQuantity[], rate: number): number {
  const total = quantities.reduce<bigint>((sum, q) => sum + hundredths(q), 0n) * BigInt(rate);
  return Number((total + 50n) / 100n);
}

/** A contract's payment: each task's final quantity where given (certified), else its planned one, times the rate. */
export const tasksPayment = (tasks: readonly { planned_quantity: TQuantity; final_quantity: TQuantity }[], rate: number) =>
  taskPayment(
    tasks.map((t) => t.final_quantity ?? t.planned_quantity),
    rate,
  );

/** The tasks' quantities (hours) as the payment counts them, final where given, else planned: summed in hundredths, exact to 2 decimals. */
export const tasksQuantity = (tasks: readonly { planned_quantity: TQuantity; final_quantity: TQuantity }[]) =>
  Number(tasks.reduce<bigint>((sum, t) => sum + hundredths(t.final_quantity ?? t.planned_quantity), 0n)) / 100;
