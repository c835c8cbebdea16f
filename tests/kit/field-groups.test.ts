// The kit's field groups (workflow/field-groups.ts): a person and a company, declared once with
// their check digits and the spec's messages (000 §5), whichever module spreads them; and the
// prices with VAT (workflow/vat.ts).
import { describe, expect, it } from 'vitest';
import { zodFieldErrors } from '../../server/src/http/zod-errors.ts';
import { companyFields, companyRules, personFields, taxIdBirthDateRule } from '../../server/src/workflow/field-groups.ts';
import { defineManifest } from '../../server/src/workflow/manifest.ts';
import { grossOf, splitGross } from '../../server/src/workflow/vat.ts';

const person = defineManifest(personFields(), { rules: [taxIdBirthDateRule('tax_number')] });
const company = defineManifest(companyFields(), { rules: companyRules });
const errors = (manifest: { input: { safeParse: (v: unknown) => { success: boolean; error?: unknown } } }, value: unknown) => {
  const parsed = manifest.input.safeParse(value);
  return parsed.success ? {} : zodFieldErrors(parsed.error as never);
};

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
