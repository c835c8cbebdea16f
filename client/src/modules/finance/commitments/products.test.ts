import { describe, expect, it } from 'vitest';
import { currencyDecimals, lineTotals, NEW_PRODUCT, productsPayload, productTotals, toProductLines } from './products.ts';

const rates: Record<string, number> = { '1': 27, '4': 0 };

describe('commitment products', () => {
  it('starts a line with quantity 1 and vat 1', () => {
    expect(NEW_PRODUCT.quantity).toBe(1);
    expect(NEW_PRODUCT.vat).toBe('1');
  });

  it('computes line and document totals', () => {
    expect(lineTotals({ ...NEW_PRODUCT, quantity: 2, gross_price: 12_700 }, 27, 0)).toEqual({ total_price: 25_400, net_price: 20_000 });
    const lines = [
      { ...NEW_PRODUCT, quantity: 2, gross_price: 12_700 },
      { ...NEW_PRODUCT, quantity: 1, gross_price: 1_000, vat: '4' },
    ];
    expect(productTotals(lines, (vat) => rates[vat], 0)).toEqual({ gross: 26_400, net: 21_000, vat: 5_400 });
    expect(productsPayload(lines, '1')[1]).toEqual({ name: '', quantity: 1, unit: 'db', gross_price: 1000, vat: 4, currency: 1 });
  });

  it('rounds a forint line to whole forints and others to cents, as the server stores them', () => {
    const line = { ...NEW_PRODUCT, quantity: 2.5, gross_price: 380_796.3 };
    expect(currencyDecimals('1')).toBe(0);
    expect(lineTotals(line, 27, currencyDecimals('1')).total_price).toBe(951_991);
    expect(lineTotals(line, 27, currencyDecimals('2')).total_price).toBe(951_990.75);
  });

  it("keeps a stored line's id, so the server updates the line in place", () => {
    const lines = toProductLines([{ id: 7, name: 'Satu', quantity: 2, unit: 'db', gross_price: 5000, vat: 1, net_price: 7874.02, total_price: 10000 }]);
    expect(productsPayload([...lines, NEW_PRODUCT], '2')).toEqual([
      { id: 7, name: 'Satu', quantity: 2, unit: 'db', gross_price: 5000, vat: 1, currency: 2 },
      { name: '', quantity: 1, unit: 'db', gross_price: 0, vat: 1, currency: 2 },
    ]);
  });
});
