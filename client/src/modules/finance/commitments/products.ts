// Product lines of a commitment: gross unit price × quantity; net from the line's VAT rate.
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
/** Commitment defaults (000 §9): vat 1, quantity 1. */
export const NEW_PRODUCT: TProductLine = { name: '', quantity: 1, unit: UNIT_DEFAULT, gross_price: null, vat: '1' };

const round2 = (value: number) => Math.round(value * 100) / 100;

export function lineTotals(line: TProductLine, vatRate: number): { total_price: number; net_price: number } {
  const total = round2((line.quantity ?? 0) * (line.gross_price ?? 0));
  return { total_price: total, net_price: round2(total / (1 + vatRate / 100)) };
}

export function productTotals(lines: readonly TProductLine[], vatRateOf: (vat: string) => number): { gross: number; net: number; vat: number } {
  const sums = lines.reduce(
    (sum, line) => {
      const totals = lineTotals(line, vatRateOf(line.vat));
      return { gross: sum.gross + totals.total_price, net: sum.net + totals.net_price };
    },
    { gross: 0, net: 0 },
  );
  return { gross: round2(sums.gross), net: round2(sums.net), vat: round2(sums.gross - sums.net) };
}

/** The products as the server takes them; it computes the prices itself. */
export function productsPayload(lines: readonly TProductLine[]) {
  return lines.map((line) => ({
    ...(line.id === undefined ? {} : { id: line.id }),
    name: line.name,
    quantity: line.quantity ?? 0,
    unit: line.unit,
    gross_price: line.gross_price ?? 0,
    vat: Number(line.vat),
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
