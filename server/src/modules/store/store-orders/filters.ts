// The orders list's filters as 002 §7 names them (camelCase verifiedAtMin/verifiedAtMax as written;
// the snake_case spellings are taken too, shared DESIGN §10.4): institution, state (one or a comma
// list), verification days (Budapest, both ends included), min_cost and max_cost on the gross sum.
import { z } from 'zod';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { ZDate, ZRowIdText } from '../../../http/schemas.ts';
import { budapestInstant } from '@etanker/shared/date-time.ts';
import { ORDER_STATES } from './orders.ts';

const ZCost = z.coerce.number('Érvénytelen szám.').min(0).max(999_999_999_999);
const ZStates = z
  .string()
  .max(200)
  .transform((v) => v.split(',').map((s) => s.trim()))
  .refine((states) => states.every((s) => s in ORDER_STATES), 'Érvénytelen állapot.');

export const ZOrderFilters = z.object({
  q: z.string().max(200).optional(),
  page: z.number().int().min(1).optional(),
  limit: z.number().int().min(1).max(100).optional(),
  institution: ZRowIdText.optional(),
  state: ZStates.optional(),
  verifiedAtMin: ZDate.optional(),
  verifiedAtMax: ZDate.optional(),
  verified_at_min: ZDate.optional(),
  verified_at_max: ZDate.optional(),
  min_cost: ZCost.optional(),
  max_cost: ZCost.optional(),
});

export type TOrderFilters = z.output<typeof ZOrderFilters>;

const dayStart = (day: string, plusDays = 0) => {
  const [y, m, d] = day.split('-').map(Number);
  return budapestInstant(y, m, d + plusDays);
};

export function orderFilterWhere(f: TOrderFilters): Prisma.StoreOrderWhereInput[] {
  const min = f.verifiedAtMin ?? f.verified_at_min;
  const max = f.verifiedAtMax ?? f.verified_at_max;
  const where: Prisma.StoreOrderWhereInput[] = [];
  if (f.institution) where.push({ institution_id: f.institution });
  if (f.state) where.push({ state: { in: f.state } });
  if (min) where.push({ verified_at: { gte: dayStart(min) } });
  if (max) where.push({ verified_at: { lt: dayStart(max, 1) } });
  if (f.min_cost !== undefined) where.push({ gross_price: { gte: f.min_cost } });
  if (f.max_cost !== undefined) where.push({ gross_price: { lte: f.max_cost } });
  if (f.q)
    where.push({
      OR: [{ user: { name: { contains: f.q, mode: 'insensitive' } } }, { items: { some: { product_name: { contains: f.q, mode: 'insensitive' } } } }],
    });
  return where;
}
