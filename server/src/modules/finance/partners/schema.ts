import { z } from 'zod';
import { ZDate } from '../../../http/schemas.ts';

const REQUIRED = 'Ez a mező nem lehet üres';
const TAX_ID = /^(\d{8})-?(\d)-?(\d{2})$/;
const optionalText = (max: number) => z.string().trim().max(max, `Maximum ${max} karakter lehet.`).default('');

/** Hungarian bank account: 2×8 or 3×8 digits, dashes or spaces allowed. */
const ZBankAccount = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{8}[- ]?\d{8}([- ]?\d{8})?$/.test(v), 'Hibás bankszámlaszám')
  .default('');

export const ZPartnerInput = z
  .object({
    name: z.string().trim().min(1, REQUIRED).max(300, 'Maximum 300 karakter lehet.'),
    note: optionalText(300),
    // Stored as 12345678-1-12 whichever way it was typed, so the duplicate check sees one form.
    tax_id: z
      .string()
      .trim()
      .refine((v) => v === '' || TAX_ID.test(v), 'Hibás adószám (formátum: 12345678-1-12).')
      .transform((v) => v.replace(TAX_ID, '$1-$2-$3'))
      .default(''),
    tax_id_availability: z.enum(['available', 'not_available', 'foreign']).default('available'),
    phone: z
      .string()
      .trim()
      .refine((v) => v === '' || /^\+?[\d ()/-]{6,20}$/.test(v), 'Hibás telefonszám.')
      .default(''),
    email: z.union([z.literal(''), z.email('Nem valós email!')]).default(''),
    address: z
      .object({
        address_1: optionalText(200),
        address_2: optionalText(200),
        city: optionalText(100),
        county: optionalText(100),
        zip_code: z
          .string()
          .trim()
          .refine((v) => v === '' || /^\d{4}$/.test(v), 'Az irányítószám 4 számjegy.')
          .default(''),
        country: z.string().trim().max(100).default('Magyarország'),
        valid_till: ZDate.nullable().default(null),
      })
      .strict()
      .default({ address_1: '', address_2: '', city: '', county: '', zip_code: '', country: 'Magyarország', valid_till: null }),
    bank_account_number: ZBankAccount,
    is_active: z.boolean().default(true),
  })
  .strict()
  .refine((p) => p.tax_id_availability !== 'available' || p.tax_id !== '', { path: ['tax_id'], message: REQUIRED });
export type TPartnerInput = z.infer<typeof ZPartnerInput>;
