// The hand-written static lists (cities and counties come from the postcode file).
export interface TListItem {
  name: string;
  code?: string;
  data?: Record<string, unknown>;
}

export const LIST_ITEMS: Record<string, readonly TListItem[]> = {
  vat: [
    { name: '27%', data: { rate: 27 } },
    { name: '18%', data: { rate: 18 } },
    { name: '5%', data: { rate: 5 } },
    { name: '0%', data: { rate: 0 } },
  ],
  currencies: [
    { name: 'Ft', code: 'HUF', data: { code: 'HUF' } },
    { name: 'EUR', code: 'EUR', data: { code: 'EUR' } },
    { name: 'USD', code: 'USD', data: { code: 'USD' } },
    { name: 'CHF', code: 'CHF', data: { code: 'CHF' } },
  ],
  absence_reasons: [
    { name: 'Szabadság' },
    { name: 'Betegszabadság' },
    { name: 'Táppénz' },
    { name: 'Kiküldetés' },
    { name: 'Továbbképzés' },
  ],
  payment_types: [{ name: 'Átutalás' }, { name: 'Készpénz' }, { name: 'Bankkártya' }],
};
