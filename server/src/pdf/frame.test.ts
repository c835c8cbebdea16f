import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CaseDocument, partyLine, Signatures } from './frame.tsx';

const SCHOOL = { name: 'Petőfi Sándor Technikum', unit_code: '001', zip_code: '4026', city: 'Debrecen', address_1: 'Szent Anna utca 8.' };
const text = (html: string) => html.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|');

describe('the document frame', () => {
  it('names a party with its postal address in one line, leaving out what is missing', () => {
    expect(partyLine(SCHOOL)).toBe('Petőfi Sándor Technikum, 4026 Debrecen, Szent Anna utca 8.');
    expect(partyLine({ name: 'Iskola', city: 'Eger' })).toBe('Iskola, Eger');
  });

  it('heads a record document with the letterhead and the reference number', () => {
    const html = renderToStaticMarkup(createElement(CaseDocument, { head: { reference_number: 'KV/2026/00001', institution: SCHOOL }, title: 'Igény' }));
    expect(text(html)).toContain('|Petőfi Sándor Technikum|4026 Debrecen, Szent Anna utca 8.|Intézményi azonosító: 001|Igény|Iktatószám: KV/2026/00001|');
  });

  it('prints signature boxes with their roles and names, or bare boxes without a heading', () => {
    const headed = renderToStaticMarkup(createElement(Signatures, { signatories: [{ role: 'Bérbeadó', name: 'Iskola' }, { role: 'Bérlő' }] }));
    expect(text(headed)).toBe('|Bérbeadó|Bérlő|Iskola|');
    expect(headed.match(/height:40pt/g)).toHaveLength(2);
    const bare = renderToStaticMarkup(createElement(Signatures, { signatories: [{ name: 'Iskola' }] }));
    expect(bare).not.toContain('<thead>');
  });
});
