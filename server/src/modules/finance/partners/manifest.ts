// The fields of a partner (spec 001 §3 Partner; the address as 000 §3 writes it, with its validity).
import { MESSAGES } from '@etanker/shared/validation.ts';
import { partnerDisplayName } from '../../../core/partner-display-name.ts';
import { boolean, choice, computed, email, text } from '../../../workflow/fields.ts';
import { addressGroup, bankAccountField, companyTaxNumberField, phoneField } from '../../../workflow/field-groups.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';

export const PARTNER_MANIFEST = modelManifest(
  'Partner',
  {
    name: text('Név', { required: true, max: 300, width: 'wide', export: 36, orderBy: true }),
    note: text('Megjegyzés', { max: 300, export: 24 }),
    display_name: computed('Név', (p) => partnerDisplayName(p as { name: string; note: string; tax_id: string }), { list: true }),
    tax_id_availability: choice('Adószám megléte', {
      choices: { available: 'Van adószáma', not_available: 'Nincs adószáma', foreign: 'Külföldi' },
      default: 'available',
    }),
    tax_id: companyTaxNumberField({ list: true, export: 16, filter: true, orderBy: true }),
    phone: phoneField({ export: 16 }),
    email: email('E-mail cím', { max: 254, list: true, export: 26 }),
    bank_account_number: bankAccountField({ export: 28 }),
    address: addressGroup('Cím', { zip_code: { export: 12 }, city: { list: true, export: 18, orderBy: true }, address_1: { export: 30 } }),
    is_active: boolean('Aktív', { default: true, list: true, export: 8, filter: true, orderBy: true }),
  },
  { rules: [{ kind: 'requiredWhen', field: 'tax_id', when: 'tax_id_availability', is: 'available', message: MESSAGES.required }] },
);
