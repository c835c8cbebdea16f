import { z } from 'zod';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';

const REQUIRED = 'Ez a mező nem lehet üres';
const money = z.number({ error: 'Érvénytelen szám.' }).min(0, 'Nem lehet kisebb mint 0').max(1e12, 'Nem lehet nagyobb mint 1000000000000');
const key = z.number().int().positive();

export const ZProduct = z
  .object({
    /** A line the record already has (as GET answered it): updated in place. Without it, a new line. */
    id: key.optional(),
    name: z.string().trim().min(1, REQUIRED).max(300),
    quantity: z.number().gt(0, 'Nem lehet kisebb mint 0.001').max(1e9).default(1),
    unit: z.string().trim().max(30).default('db'),
    gross_price: money,
    vat: key.default(1),
    currency: key.default(1),
  })
  .strict();
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
  .strict();
export type TCommitmentInput = z.infer<typeof ZCommitmentInput>;
