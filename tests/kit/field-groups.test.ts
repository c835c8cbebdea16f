// The kit's field groups (workflow/field-groups.ts): a person and a company, declared once with
// their check digits and the spec's messages (000 §5), whichever module spreads them; and the
// prices with VAT (workflow/vat.ts).
import { describe, expect, it } from 'vitest';
import { zodFieldErrors } from '../../server/src/http/zod-errors.ts';
import { addressGroup, companyFields, companyRules, MAILING_REQUIRED, personFields, taxIdBirthDateRule } from '../../server/src/workflow/field-groups.ts';
import { defineManifest } from '../../server/src/workflow/manifest.ts';
import { grossOf, splitGross } from '../../server/src/workflow/vat.ts';

const person = defineManifest(personFields(), { rules: [taxIdBirthDateRule('tax_number')] });
const company = defineManifest(companyFields(), { rules: companyRules });
const errors = (manifest: { input: { safeParse: (v: unknown) => { success: boolean; error?: unknown } } }, value: unknown) => {
  const parsed = manifest.input.safeParse(value);
  return parsed.success ? {} : zodFieldErrors(parsed.error as never);
};

describe('address groups under a column prefix', () => {
  const addresses = defineManifest({
    address: addressGroup('Cím', { city: { export: 18 } }),
    seat_address: addressGroup('Székhely', { city: { export: 18 } }, 'Érvényes', { prefix: 'seat_' }),
    mailing_address: addressGroup('Levelezési cím', MAILING_REQUIRED, 'Érvényes', { prefix: 'mailing_', pdf: true }),
  });
  const mailing = { zip_code: '4001', city: 'Debrecen', address_1: 'Pf. 12.' };

  it('two groups of one table: each stored under its prefix, read back as its own object', () => {
    const input = addresses.input.parse({ address: { city: 'Eger' }, seat_address: { city: 'Pécs' }, mailing_address: mailing });
    const data = addresses.toData(input);
    expect(data).toMatchObject({ city: 'Eger', seat_city: 'Pécs', mailing_city: 'Debrecen', mailing_address_1: 'Pf. 12.' });
    expect(addresses.select).toMatchObject({ city: true, seat_city: true, mailing_zip_code: true, mailing_valid_till: true });
    const row = addresses.toApi({ id: 1, ...data }, { lists: new Map(), rows: new Map() });
    expect(row.seat_address).toEqual({ zip_code: '', city: 'Pécs', county: '', address_1: '', address_2: '', country: 'Magyarország', valid_till: null });
    expect(row.mailing_address).toMatchObject(mailing);
    expect(addresses.exportColumns.map((c) => c.key)).toEqual(['address.city', 'seat_address.city']);
    expect(addresses.pdfRows(row)).toEqual([['Levelezési cím', '4001 Debrecen, Pf. 12.']]);
  });

  it('a group with a required field is required whole, and its fields each', () => {
    expect(errors(addresses, {})).toEqual({ mailing_address: ['Ez a mező nem lehet üres'] });
    expect(Object.keys(errors(addresses, { mailing_address: { zip_code: '', city: '', address_1: '' } })).sort()).toEqual([
      'mailing_address.address_1',
      'mailing_address.city',
      'mailing_address.zip_code',
    ]);
  });
});

describe('field groups', () => {
  it('a person: tax id and TAJ check digits, the tax id matching the birth date, a GIRO-checked account', () => {
    expect(
      errors(person, {
        name: 'Kiss Anna',
        birth_date: '1980-01-01',
        tax_number: '8123456789',
        social_security_number: '123456789',
        bank_account_number: '11773016-06331879',
      }),
    ).toEqual({
      tax_number: ['Hibás adóazonosító jel'],
      social_security_number: ['Hibás TAJ szám'],
      bank_account_number: ['Hibás bankszámlaszám'],
    });
  });

  it('a company: company number format, the tax number check digit, the KSH code starting with the tax number', () => {
    expect(errors(company, { company_number: '21-09-123456', tax_number: '12345678-1-12', ksh_code: '12345678-12' })).toEqual({
      company_number: ['Hibás cégjegyzékszám (formátum: 01-09-123456, a cégbíróság kódja 01–20).'],
      tax_number: ['Hibás adószám: a 8. számjegy (ellenőrző szám) nem egyezik.'],
      ksh_code: ['Hibás KSH statisztikai számjel (formátum: 12345678-1234-123-12).'],
    });
    // 10773381-2-44 (a valid check digit): the KSH code must start with 10773381.
    expect(errors(company, { company_number: '01-09-123456', tax_number: '10773381-2-44', ksh_code: '11111111-1234-123-12' })).toEqual({
      ksh_code: ['A KSH statisztikai számjel első 8 számjegye az adószám első 8 számjegye kell legyen.'],
    });
    expect(company.input.parse({ company_number: '0109123456', tax_number: '10773381244', ksh_code: '10773381123412312' })).toMatchObject({
      company_number: '01-09-123456',
      tax_number: '10773381-2-44',
      ksh_code: '10773381-1234-123-12',
    });
  });
});

describe('prices with VAT', () => {
  it('splits a gross amount at the VAT rate in the currency unit, net + VAT exactly the gross', () => {
    const gross = grossOf(333.33, 3, 0); // 999.99, in whole forints: 1000
    expect(gross.toNumber()).toBe(1000);
    const forints = splitGross(gross, 27, 0);
    expect([forints.net.toNumber(), forints.vat.toNumber()]).toEqual([787, 213]);
    const cents = splitGross(grossOf(10, 1, 2), 5, 2);
    expect([cents.net.toNumber(), cents.vat.toNumber()]).toEqual([9.52, 0.48]);
  });
});
