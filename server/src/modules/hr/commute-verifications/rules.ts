// A verification belongs to its employment's institution (the HR referent of that school and the
// centre's HR decide it); the requester picks an employment and workplaces within its own scope.
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { badRequest, type TFieldErrors } from '../../../http/errors.ts';
import { writeLines } from '../../../workflow/child-lines.ts';
import { commuteInfoData, employmentScope, institutionScope } from '../commute-infos.ts';
import type { z } from 'zod';
import type { COMMUTE_VERIFICATION_MANIFEST } from './manifest.ts';

export const INITIAL_STATE = 'open';

export type TVerificationInput = z.output<typeof COMMUTE_VERIFICATION_MANIFEST.input>;

/** The Case's institution: the employment's, when the employment and every workplace are in the user's scope. */
export async function checkVerification(tx: TTx, ctx: TAuthedContext, data: TVerificationInput): Promise<number> {
  const errors: TFieldErrors = {};
  const employment = await tx.employment.findFirst({ where: { AND: [{ id: data.employment }, employmentScope(ctx.user)] }, select: { institution_id: true } });
  if (!employment) errors.employment = ['Nem létező elem.'];
  if (data.commute_infos.length === 0) errors.commute_infos = ['A lista nem lehet üres.'];
  const wanted = [...new Set(data.commute_infos.map((l) => l.institution))];
  const found = await tx.institution.findMany({ where: { AND: [{ id: { in: wanted } }, institutionScope(ctx.user)] }, select: { id: true } });
  const ok = new Set(found.map((i) => i.id));
  data.commute_infos.forEach((l, index) => {
    if (!ok.has(l.institution)) errors[`commute_infos.${index}.institution`] = ['Nem létező elem.'];
  });
  if (Object.keys(errors).length) throw badRequest(errors);
  return employment!.institution_id;
}

export async function writeVerification(tx: TTx, id: number, data: TVerificationInput, create: boolean) {
  if (create) await tx.commuteVerification.create({ data: { id, employment_id: data.employment }, select: { id: true } });
  else await tx.commuteVerification.update({ where: { id }, data: { employment_id: data.employment }, select: { id: true } });
  await writeLines(tx.commuteVerificationInfo, {
    field: 'commute_infos',
    parentColumn: 'verification_id',
    parentId: id,
    lines: data.commute_infos.map((l, position) => ({ id: l.id, position, ...commuteInfoData(l) })),
    create,
  });
}
