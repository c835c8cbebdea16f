import { z } from 'zod';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { ZRowId } from '../../../http/schemas.ts';

const REQUIRED = 'Ez a mező nem lehet üres';
// The maxima are the columns' (prisma/schema/finance.prisma): money Decimal(14, 2), quantity Decimal(12, 3).
const MONEY_MAX = 999_999_999_999.99;
const QUANTITY_MAX = 999_999_999.999;
const TOTAL_MESSAGE = 'Az összeg legfeljebb 999 999 999 999,99 lehet.';
const money = z.number({ error: 'Érvénytelen szám.' }).min(0, 'Nem lehet kisebb mint 0').max(MONEY_MAX, 'Nem lehet nagyobb mint 999999999999.99');
const lineTotal = (p: { gross_price: number; quantity: number }) => p.gross_price * p.quantity;
const key = ZRowId;

export const ZProduct = z
  .object({
    /** A line the record already has (as GET answered it): updated in place. Without it, a new line. */
    id: key.optional(),
    name: z.string().trim().min(1, REQUIRED).max(300),
    quantity: z.number().gt(0, 'Nem lehet kisebb mint 0.001').max(QUANTITY_MAX, 'Nem lehet nagyobb mint 999999999.999').default(1),
    unit: z.string().trim().max(30).default('db'),
    gross_price: money,
    vat: key.default(1),
    currency: key.default(1),
  })
  .strict()
  // The line's total (gross unit price × quantity) is stored in a money column too.
  .refine((p) => lineTotal(p) <= MONEY_MAX, { path: ['gross_price'], message: TOTAL_MESSAGE });
export type TProductInput = z.infer<typeof ZProduct>;

export const ZCommitmentInput = z
  .object({
    subject: z.string().trim().min(1, REQUIRED).max(300),
    description: z.string().max(10000).default(''),
    institution: key.optional(),
    affected_institution: key.nullable().optional(),
    affected_building: z.string().max(200).default(''),
    contract: z.string().max(200).default(''),
    order: z.string().max(200).default(''),
    registration_number: z.string().max(100).default(''),
    reference_number: z.string().max(100).optional(),
    implementer_partner: key.nullable().optional(),
    implementer: z.string().max(300).default(''),
    partner_unknown: z.boolean().default(false),
    payment_type: key.nullable().optional(),
    cost: money.default(0),
    vat: key.default(1),
    vat_cost: money.optional(),
    net_cost: money.optional(),
    transport_cost: money.default(0),
    public_procurement_cost: money.default(0),
    currency: key.default(1),
    tender: key.nullable().optional(),
    financial_budget: key.nullable().optional(),
    financial_entry: key.nullable().optional(),
    users_involved: z.array(key).max(50).default([]),
    products: z.array(ZProduct).max(500).default([]),
    extra_field_answers: ZExtraFieldAnswers,
  })
  .strict()
  // With products, cost is their sum (rules.ts), stored in a money column.
  .refine((c) => c.products.reduce((sum, p) => sum + lineTotal(p), 0) <= MONEY_MAX, { path: ['products'], message: TOTAL_MESSAGE });
export type TCommitmentInput = z.infer<typeof ZCommitmentInput>;
