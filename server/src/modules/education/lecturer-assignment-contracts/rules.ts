// The rules of a lecturer's contract besides its fields' own (DESIGN.md "Education contracts"):
// open institutions only (the kit's), an employee the writer may see, an HR referent who is one,
// and the payment the server keeps (tasks × rate in whole forints).
import type { TTx } from '../../../db/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { fieldError } from '../../../http/errors.ts';
import { checkVisibleEmployee } from '../../employee-prefill.ts';

export const LECTURER_MESSAGES = {
  notHrReferent: 'A kiválasztott felhasználó nem HR referens.',
} as const;

type TLinks = { user: number | null; hr_referent: number | null };

/** The employee must be one the writer may see, the HR referent an active one (each checked when it changes). */
export async function checkLinks(tx: TTx, user: TCurrentUser, given: TLinks, current: TLinks = { user: null, hr_referent: null }): Promise<void> {
  await checkVisibleEmployee(tx, user, { field: 'user', userId: given.user, current: current.user });
  if (given.hr_referent === null || given.hr_referent === current.hr_referent) return;
  const referent = await tx.user.count({ where: { id: given.hr_referent, is_hr_referent: true, is_active: true } });
  if (!referent) throw fieldError('hr_referent', LECTURER_MESSAGES.notHrReferent);
}
