// A tender's money (amount_stat): what approved commitments used, what commitments in progress
// hold, and what remains. Summed in SQL on numeric columns, so the sums are exact; drafts,
// rejected, cancelled and storno (rolled back) commitments count nowhere.
import { Prisma } from '../../../generated/prisma/client.ts';
import type { TTx } from '../../../db/client.ts';

export interface TAmountStat {
  used_money: number;
  pending: number;
  remaining: number;
}

/** Both count the approved cost (the referent's figure, given during the check) where there is one, else the cost asked. */
export const USED_STATES = ['closed_positive'];
export const PENDING_STATES = ['pending', 'under_checking'];

export async function amountStat(tx: TTx, tenderId: number): Promise<TAmountStat> {
  const [row] = await tx.$queryRaw<{ used: Prisma.Decimal; pending: Prisma.Decimal; remaining: Prisma.Decimal }[]>(Prisma.sql`
    WITH s AS (
      SELECT
        COALESCE(SUM(COALESCE(m.approved_cost, m.cost)) FILTER (WHERE c.state IN (${Prisma.join(USED_STATES)})), 0) AS used,
        COALESCE(SUM(COALESCE(m.approved_cost, m.cost)) FILTER (WHERE c.state IN (${Prisma.join(PENDING_STATES)})), 0) AS pending
      FROM "Commitment" m JOIN "Case" c ON c.id = m.id
      WHERE m.tender_id = ${tenderId}
    )
    SELECT s.used, s.pending, t.amount - s.used - s.pending AS remaining FROM "Tender" t, s WHERE t.id = ${tenderId}`);
  return { used_money: row.used.toNumber(), pending: row.pending.toNumber(), remaining: row.remaining.toNumber() };
}
