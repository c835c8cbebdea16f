// The money rule of an invoice's parts, in Decimal (never floats): split over institutions, the
// parts sum to the invoice's amount exactly. No parts: the whole invoice is its school's.
import { Prisma } from '../../../generated/prisma/client.ts';
import { formatNumber } from '@etanker/shared/format.ts';

export const PARTS_SUM_MESSAGE = (sum: string, amount: string) => `A megosztás összege (${sum} Ft) nem egyezik a számla összegével (${amount} Ft).`;
export const PART_TWICE_MESSAGE = 'Egy intézmény csak egyszer szerepelhet a megosztásban.';

/** A money value of the input (a number with at most two decimals) as an exact Decimal. */
export const decimalOf = (n: number) => new Prisma.Decimal(String(n));

/** '150 000,5' as Hungarians write money (fillér only when there is some). */
const shown = (d: Prisma.Decimal) => formatNumber(d.toString(), d.isInteger() ? 0 : 2);

/** The field errors of the parts against the amount: the sum, and one part per institution. */
export function partErrors(amount: number, parts: readonly { institution: number; amount: number }[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (parts.length === 0) return errors;
  const sum = parts.reduce((total, p) => total.plus(decimalOf(p.amount)), new Prisma.Decimal(0));
  if (!sum.equals(decimalOf(amount))) errors.parts = [PARTS_SUM_MESSAGE(shown(sum), shown(decimalOf(amount)))];
  const seen = new Set<number>();
  parts.forEach((p, index) => {
    if (seen.has(p.institution)) errors[`parts.${index}.institution`] = [PART_TWICE_MESSAGE];
    seen.add(p.institution);
  });
  return errors;
}
