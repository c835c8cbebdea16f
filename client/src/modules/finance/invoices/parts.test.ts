import { describe, expect, it } from 'vitest';
import { fillerOf, partsPayload, partsSumFiller, toPartLines } from './parts.ts';

describe('invoice parts', () => {
  it('sums in fillér: 0.1 + 0.2 is 30 fillér, as the server’s Decimal sees it', () => {
    expect(
      partsSumFiller([
        { institution: '2', amount: 0.1 },
        { institution: '3', amount: 0.2 },
      ]),
    ).toBe(fillerOf(0.3));
  });

  it('reads the server’s parts and sends back id, institution id and amount only', () => {
    const lines = toPartLines([{ id: 7, institution: { id: 2, name: 'A' }, amount: 1000.5, document: { id: 9, name: 'a.pdf', url: '/x' } }]);
    expect(lines[0]).toMatchObject({ id: 7, institution: '2', amount: 1000.5 });
    expect(partsPayload([...lines, { institution: '3', amount: 5 }])).toEqual([
      { id: 7, institution: 2, amount: 1000.5 },
      { institution: 3, amount: 5 },
    ]);
  });
});
