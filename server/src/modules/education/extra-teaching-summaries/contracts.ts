// The contracts a summary sums (DESIGN.md "Education contracts"): its user's approved (closed)
// contracts of its school whose period starts in its month (workflow/contract-month.ts), that
// no other live summary sums. A summary rejected, reversed or cancelled keeps its links as a
// record but no longer holds them; a deleted one drops them. Read through Prisma: the contracts
// module's folder is not imported.
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { TTx } from '../../../db/client.ts';
import { CLOSED_CONTRACT_STATE, startInMonth } from '../../../workflow/contract-month.ts';
import { toBudapestWallClock } from '@etanker/shared/format.ts';

/** States of a summary that no longer hold its contracts. */
export const RELEASING_STATES = ['closed_negative', 'rolled_back', 'cancelled'];

export type TPick = { user: number; year: number; month: number; institution: number; summary?: number };

/** This month in Budapest: a summary's year and month when left out. */
export function currentMonth(now = new Date()) {
  const wall = toBudapestWallClock(now)!;
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1 };
}

const pickWhere = (p: TPick): Prisma.ExtraTeachingContractWhereInput => ({
  user_id: p.user,
  start_date: startInMonth(p.year, p.month),
  case: { state: CLOSED_CONTRACT_STATE, institution_id: p.institution },
  summaries: { none: { summary_id: { not: p.summary ?? 0 }, summary: { case: { state: { notIn: RELEASING_STATES } } } } },
});

export const CONTRACT_SELECT = {
  id: true,
  start_date: true,
  end_date: true,
  payment: true,
  total_hours: true,
  total_payment: true,
  case: { select: { reference_number: true } },
} as const satisfies Prisma.ExtraTeachingContractSelect;

const ORDER = [{ start_date: 'asc' }, { id: 'asc' }] as const satisfies Prisma.ExtraTeachingContractOrderByWithRelationInput[];

/** The contracts a summary of `p` would sum now. */
export const freeContracts = (tx: TTx, p: TPick) => tx.extraTeachingContract.findMany({ where: pickWhere(p), select: CONTRACT_SELECT, orderBy: [...ORDER] });

/** The contracts a summary sums (its links). */
export const summedContracts = (tx: TTx, summary: number) =>
  tx.extraTeachingContract.findMany({ where: { summaries: { some: { summary_id: summary } } }, select: CONTRACT_SELECT, orderBy: [...ORDER] });

/** Hours in hundredths and forints, summed as integers: exact. */
export function totals(rows: readonly { total_hours: { toString(): string }; total_payment: number }[]) {
  const hundredths = rows.reduce((sum, r) => sum + Math.round(Number(r.total_hours.toString()) * 100), 0);
  return { total_hours: hundredths / 100, total_payment: rows.reduce((sum, r) => sum + r.total_payment, 0) };
}

/** Re-picks the summary's contracts for its user and month and writes their sums (every write of a summary). */
export async function pickContracts(tx: TTx, summary: number): Promise<void> {
  const s = await tx.extraTeachingSummary.findUniqueOrThrow({
    where: { id: summary },
    select: { user_id: true, year: true, month: true, case: { select: { institution_id: true } } },
  });
  // Summaries of one user are written one at a time: a contract two of them pick at once goes to the first.
  await tx.$queryRaw`SELECT id FROM "ExtraTeachingContract" WHERE user_id = ${s.user_id} FOR UPDATE`;
  const rows = await freeContracts(tx, { user: s.user_id, year: s.year, month: s.month, institution: s.case.institution_id, summary });
  await tx.extraTeachingSummaryContract.deleteMany({ where: { summary_id: summary } });
  if (rows.length) await tx.extraTeachingSummaryContract.createMany({ data: rows.map((r) => ({ summary_id: summary, contract_id: r.id })) });
  await tx.extraTeachingSummary.update({ where: { id: summary }, data: totals(rows), select: { id: true } });
}
