// A basket's or an order's money (DESIGN.md "Money rules", workflow/vat.ts): a line's gross is
// the gross unit price × quantity in whole forints, split into net and VAT by its key's rate; the
// sums are the lines' sums, so net + VAT = gross exactly on every line and in total.
import { Prisma } from '../../../generated/prisma/client.ts';
import { grossOf, splitGross } from '../../../workflow/vat.ts';

/** Forints have no minor unit in use (moneyDecimals('HUF')). */
const FORINT_DECIMALS = 0;

export interface TLinePrice {
  net: Prisma.Decimal;
  vat: Prisma.Decimal;
  gross: Prisma.Decimal;
}

export function linePrice(unitPrice: Prisma.Decimal | number, quantity: number, ratePercent: number): TLinePrice {
  const gross = grossOf(unitPrice, quantity, FORINT_DECIMALS);
  return { gross, ...splitGross(gross, ratePercent, FORINT_DECIMALS) };
}

export function sumPrices(lines: readonly TLinePrice[]): TLinePrice {
  const zero = new Prisma.Decimal(0);
  return lines.reduce((sum, l) => ({ net: sum.net.add(l.net), vat: sum.vat.add(l.vat), gross: sum.gross.add(l.gross) }), { net: zero, vat: zero, gross: zero });
}
