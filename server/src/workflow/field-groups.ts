// Field sets several modules declare alike (spec 000 §3): spread them into a manifest, or nest
// them with group() where the API answers them as one object (a partner's address).
import { MESSAGES } from '@etanker/shared/validation.ts';
import { text, type TFieldFlags } from './fields.ts';

/** The spec's address: address_1, address_2, city, county, zip_code, country. */
export const addressFields = (flags: Partial<Record<'address_1' | 'city' | 'zip_code', TFieldFlags>> = {}) => ({
  zip_code: text('Irányítószám', { max: 4, width: 'narrow', pattern: { regex: /^\d{4}$/, message: 'Az irányítószám 4 számjegy.' }, ...flags.zip_code }),
  city: text('Település', { max: 100, ...flags.city }),
  county: text('Megye', { max: 100 }),
  address_1: text('Cím', { max: 200, ...flags.address_1 }),
  address_2: text('Cím (2. sor)', { max: 200 }),
  country: text('Ország', { max: 100, default: 'Magyarország' }),
});

const TAX_ID = /^(\d{8})-?(\d)-?(\d{2})$/;

/** A Hungarian tax number, stored as 12345678-1-12 whichever way it was typed (so duplicates are one form). */
export const taxIdField = <R extends boolean | undefined = undefined>(flags: TFieldFlags & { required?: R } = {}) =>
  text<R>('Adószám', {
    max: 13,
    pattern: { regex: TAX_ID, message: 'Hibás adószám (formátum: 12345678-1-12).' },
    normalize: (v) => v.replace(TAX_ID, '$1-$2-$3'),
    ...flags,
  });

/** A Hungarian bank account: 2×8 or 3×8 digits, dashes or spaces allowed. */
export const bankAccountField = (flags: TFieldFlags = {}) =>
  text('Bankszámlaszám', { max: 26, pattern: { regex: /^\d{8}[- ]?\d{8}([- ]?\d{8})?$/, message: MESSAGES.bankAccount }, ...flags });

/** A phone number as people write it. */
export const phoneField = (flags: TFieldFlags = {}) =>
  text('Telefonszám', { max: 20, pattern: { regex: /^\+?[\d ()/-]{6,20}$/, message: 'Hibás telefonszám.' }, ...flags });
