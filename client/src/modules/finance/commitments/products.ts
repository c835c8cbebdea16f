// Product lines of a commitment: gross unit price × quantity; net from the line's VAT rate.
import { moneyDecimals } from '@etanker/shared/format.ts';
export interface TProductLine {
  /** the server's id of a stored line: kept, so the line is updated in place */
  id?: number;
  name: string;
  quantity: number | null;
  unit: string;
  gross_price: number | null;
  /** key of the static list vat */
  vat: string;
}

export const UNIT_DEFAULT = 'db';
/** Static list keys are fixed on every installation (DESIGN.md): currencies 1 = HUF. */
const HUF_KEY = '1';

/** The decimals of the commitment's currency (a form value: the key, as text). */
export const currencyDecimals = (currency: unknown): number =>
  moneyDecimals(currency === null || currency === undefined || String(currency) === HUF_KEY ? 'HUF' : String(currency));
/** Commitment defaults (000 §9): vat 1, quantity 1. */
export const NEW_PRODUCT: TProductLine = { name: '', quantity: 1, unit: UNIT_DEFAULT, gross_price: null, vat: '1' };

/** Half away from zero at `decimals` places, as the server's Decimal rounds (ROUND_HALF_UP). */
const round = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * scale + Number.EPSILON)) / scale;
};

/** A line's gross total and net, in the currency's smallest unit in use (`moneyDecimals`). */
export function lineTotals(line: TProductLine, vatRate: number, decimals: number): { total_price: number; net_price: number } {
  const total = round((line.quantity ?? 0) * (line.gross_price ?? 0), decimals);
  return { total_price: total, net_price: round(total / (1 + vatRate / 100), decimals) };
}

export function productTotals(
  lines: readonly TProductLine[],
  vatRateOf: (vat: string) => number,
  decimals: number,
): { gross: number; net: number; vat: number } {
  const sums = lines.reduce(
    (sum, line) => {
      const totals = lineTotals(line, vatRateOf(line.vat), decimals);
      return { gross: sum.gross + totals.total_price, net: sum.net + totals.net_price };
    },
    { gross: 0, net: 0 },
  );
  return { gross: round(sums.gross, decimals), net: round(sums.net, decimals), vat: round(sums.gross - sums.net, decimals) };
}

/** The products as the server takes them, in the commitment's currency; it computes the prices itself. */
export function productsPayload(lines: readonly TProductLine[], currency: unknown) {
  return lines.map((line) => ({
    ...(line.id === undefined ? {} : { id: line.id }),
    name: line.name,
    quantity: line.quantity ?? 0,
    unit: line.unit,
    gross_price: line.gross_price ?? 0,
    vat: Number(line.vat),
    currency: Number(currency ?? HUF_KEY),
  }));
}

/** Server products → editable lines. */
export function toProductLines(value: unknown): TProductLine[] {
  if (!Array.isArray(value)) return [];
  return value.map((product: Record<string, unknown>) => ({
    ...(typeof product.id === 'number' ? { id: product.id } : {}),
    name: String(product.name ?? ''),
    quantity: product.quantity === null || product.quantity === undefined ? null : Number(product.quantity),
    unit: String(product.unit ?? UNIT_DEFAULT),
    gross_price: product.gross_price === null || product.gross_price === undefined ? null : Number(product.gross_price),
    // The server answers the VAT key as {id, name}.
    vat: String((product.vat as { id?: number } | null)?.id ?? product.vat ?? '1'),
  }));
}
