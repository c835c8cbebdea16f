import { describe, expect, it } from 'vitest';
import { lineTotals, NEW_PRODUCT, productsPayload, productTotals } from './products.ts';

const rates: Record<string, number> = { '1': 27, '4': 0 };

describe('commitment products', () => {
  it('starts a line with quantity 1 and vat 1', () => {
    expect(NEW_PRODUCT.quantity).toBe(1);
    expect(NEW_PRODUCT.vat).toBe('1');
  });

  it('computes line and document totals', () => {
    expect(lineTotals({ ...NEW_PRODUCT, quantity: 2, gross_price: 12_700 }, 27)).toEqual({ total_price: 25_400, net_price: 20_000 });
    const lines = [
      { ...NEW_PRODUCT, quantity: 2, gross_price: 12_700 },
      { ...NEW_PRODUCT, quantity: 1, gross_price: 1_000, vat: '4' },
    ];
    expect(productTotals(lines, (vat) => rates[vat])).toEqual({ gross: 26_400, net: 21_000, vat: 5_400 });
    expect(productsPayload(lines)[1]).toEqual({ name: '', quantity: 1, unit: 'db', gross_price: 1000, vat: 4 });
  });
});
