// commute_needs_verification: a month is exported only when every commute info it uses is, with
// the same place, kind, distances and cost, a line of the employment's newest approved commute
// verification, so payroll pays only what HR approved (DESIGN.md "Commute").
import type { TTx } from '../../../db/client.ts';
import type { TCommuteInfoApi } from '../commute-infos.ts';

const signature = (i: { institution_id: number; type: number; mileage_towards: unknown; mileage_backwards: unknown; monthly_cost: number | null }) =>
  [i.institution_id, i.type, Number(i.mileage_towards), Number(i.mileage_backwards), i.monthly_cost ?? ''].join('/');

export async function usesApprovedInfos(tx: TTx, employmentId: number, used: TCommuteInfoApi[]): Promise<boolean> {
  const approved = await tx.commuteVerification.findFirst({
    where: { employment_id: employmentId, case: { state: 'closed_positive' } },
    orderBy: { id: 'desc' },
    select: {
      commute_infos: { select: { institution_id: true, type: true, mileage_towards: true, mileage_backwards: true, monthly_cost: true } },
    },
  });
  if (!approved) return false;
  const lines = new Set(approved.commute_infos.map(signature));
  return used.every((i) => lines.has(signature({ ...i, institution_id: i.institution.id })));
}
