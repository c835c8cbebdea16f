// The money of a contract the server computes (DESIGN.md "Contract library"): the gross total
// (unit price × occurrences), its net and VAT parts from the VAT key, and whether its net value
// per year reaches five million forints. Decimal arithmetic, rounded half up to the currency's
// unit in use (whole forints for HUF), so every screen, sheet and list shows the stored figure.
import { Prisma } from '../../../generated/prisma/client.ts';
import type { TTx } from '../../../db/client.ts';
import { moneyDecimals } from '@etanker/shared/format.ts';
import { grossOf, splitGross } from '../../../workflow/vat.ts';

const D = (n: number | string | Prisma.Decimal) => new Prisma.Decimal(n);
export const FIVE_MILLION = D(5_000_000);
/** Days of an average month (365.25 / 12): months of a period given by its dates. */
const DAYS_PER_MONTH = 30.4375;
const DAY_MS = 86_400_000;

export interface TMoneyInput {
  price: number;
  number_of_occurrences: number;
  duration: number | null;
  start_date: string | null;
  end_date: string | null;
}

export interface TContractMoney {
  total_price: Prisma.Decimal;
  net_price: Prisma.Decimal;
  vat_price: Prisma.Decimal;
  exceeds_five_million_per_year: boolean;
}

/** The contract's length in months: `duration`, else its dates (both days counted), else unknown (open-ended). */
export function contractMonths(c: Pick<TMoneyInput, 'duration' | 'start_date' | 'end_date'>): number | null {
  if (c.duration !== null) return c.duration;
  if (!c.start_date || !c.end_date) return null;
  const days = (Date.parse(c.end_date) - Date.parse(c.start_date)) / DAY_MS + 1;
  return days / DAYS_PER_MONTH;
}

/**
 * The computed money of a contract. The yearly value is the net value spread over the contract's
 * years when it runs longer than twelve months; a shorter or open-ended contract's whole value
 * falls within one year. Only forint contracts are compared (the portal keeps no exchange rates).
 */
export function contractMoney(c: TMoneyInput, vatRate: number, currencyCode: string): TContractMoney {
  const decimals = moneyDecimals(currencyCode);
  const total = grossOf(c.price, c.number_of_occurrences, decimals);
  const { net, vat } = splitGross(total, vatRate, decimals);
  const months = contractMonths(c);
  const yearly = months !== null && months > 12 ? net.mul(12).div(months) : net;
  return {
    total_price: total,
    net_price: net,
    vat_price: vat,
    exceeds_five_million_per_year: currencyCode === 'HUF' && yearly.gte(FIVE_MILLION),
  };
}

/** The VAT key's rate and the currency key's code, as the static lists hold them. */
export async function moneyKeys(tx: TTx, vat: number, currency: number): Promise<{ rate: number; code: string }> {
  const [vatItem, currencyItem] = await Promise.all([
    tx.staticItem.findFirst({ where: { list: 'vat', key: vat }, select: { data: true } }),
    tx.staticItem.findFirst({ where: { list: 'currencies', key: currency }, select: { code: true } }),
  ]);
  return { rate: Number((vatItem?.data as { rate?: number } | null)?.rate ?? 0), code: currencyItem?.code ?? 'HUF' };
}
