// A contract's own checks before a write (messages ours): partners that exist, a handler from
// referensek/, and only the centre hides an entry from the schools (a school would hide its own
// record from itself).
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { badRequest, type TFieldErrors } from '../../../http/errors.ts';
import { isReferent } from './referents.ts';
import type { CONTRACT_MANIFEST } from './manifest.ts';

export type TContractInput = Parameters<typeof CONTRACT_MANIFEST.toData>[0];

export const MESSAGES = {
  partners: 'Nem létező partner.',
  handler: 'Ez a felhasználó nem választható referensnek.',
  schoolCanSee: 'Csak a központ rejtheti el a szerződést az iskolák elől.',
} as const;

/** `id`: the stored contract being changed (its handler stays valid, so GET's answer goes back as it was). */
export async function checkContract(tx: TTx, ctx: TAuthedContext, data: TContractInput, id?: number): Promise<void> {
  const errors: TFieldErrors = {};
  if (!ctx.user.is_centre && !data.school_can_see) errors.school_can_see = [MESSAGES.schoolCanSee];
  const partners = new Set(data.partners);
  if (partners.size && (await tx.partner.count({ where: { id: { in: [...partners] } } })) !== partners.size) errors.partners = [MESSAGES.partners];
  if (data.handler !== null) {
    const stored = id === undefined ? null : await tx.libraryContract.findUnique({ where: { id }, select: { handler_id: true } });
    if (stored?.handler_id !== data.handler && !(await isReferent(tx, ctx.user, data.handler))) errors.handler = [MESSAGES.handler];
  }
  if (Object.keys(errors).length) throw badRequest(errors);
}
