// Prices with VAT, the kit's money rules (DESIGN.md "Money rules"): a gross amount split into net
// and VAT by its VAT key's rate, amounts rounded half up to the currency's unit in use (whole
// forints for HUF), so the stored figure is the one every screen, sheet and PDF shows. The rates
// and currencies are the static lists' (vat: data.rate in percent; currencies: code).
import { Prisma } from '../generated/prisma/client.ts';
import type { TTx } from '../db/client.ts';
import { moneyDecimals } from '@etanker/shared/format.ts';

const D = (n: number | string | Prisma.Decimal) => new Prisma.Decimal(n);

/** Unit price × quantity, in the currency's unit. */
export const grossOf = (unitPrice: number | Prisma.Decimal, quantity: number | Prisma.Decimal, decimals: number) =>
  D(unitPrice).mul(quantity).toDecimalPlaces(decimals, Prisma.Decimal.ROUND_HALF_UP);

/** A gross amount's net and VAT parts at `ratePercent`; net + VAT is the gross exactly. */
export function splitGross(gross: Prisma.Decimal, ratePercent: number, decimals: number): { net: Prisma.Decimal; vat: Prisma.Decimal } {
  const net = gross.div(D(1).add(D(ratePercent).div(100))).toDecimalPlaces(decimals, Prisma.Decimal.ROUND_HALF_UP);
  return { net, vat: gross.sub(net) };
}

/** The VAT keys' rates in percent. */
export async function vatRates(tx: TTx): Promise<Map<number, number>> {
  const rows = await tx.staticItem.findMany({ where: { list: 'vat' }, select: { key: true, data: true } });
  return new Map(rows.map((r) => [r.key, Number((r.data as { rate?: number }).rate ?? 0)]));
}

/** The currency keys' codes (HUF, EUR…); `moneyDecimals(code)` is the unit in use. */
export async function currencyCodes(tx: TTx): Promise<Map<number, string>> {
  const rows = await tx.staticItem.findMany({ where: { list: 'currencies' }, select: { key: true, code: true } });
  return new Map(rows.map((r) => [r.key, r.code]));
}

/** The decimals in use per currency key. */
export async function currencyDecimals(tx: TTx): Promise<Map<number, number>> {
  return new Map([...(await currencyCodes(tx))].map(([key, code]) => [key, moneyDecimals(code)]));
}
