// The rules of a lecturer's contract besides its fields' own (DESIGN.md "Education contracts"):
// open institutions only (the kit's), an employee the writer may see, an HR referent who is one,
// an old contract of the same school as its source, and the payment the server keeps (tasks ×
// rate in whole forints).
import type { TTx } from '../../../db/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { fieldError } from '../../../http/errors.ts';
import { caseScopeWhere } from '../../../access/scope.ts';
import { checkVisibleEmployee } from '../../employee-prefill.ts';

export const LECTURER_MESSAGES = {
  notHrReferent: 'A kiválasztott felhasználó nem HR referens.',
  otherSchoolsSource: 'A régi óraadói megbízás más intézményé.',
} as const;

type TLinks = { user: number | null; hr_referent: number | null };

/** The employee must be one the writer may see, the HR referent an active one (each checked when it changes). */
export async function checkLinks(tx: TTx, user: TCurrentUser, given: TLinks, current: TLinks = { user: null, hr_referent: null }): Promise<void> {
  await checkVisibleEmployee(tx, user, { field: 'user', userId: given.user, current: current.user });
  if (given.hr_referent === null || given.hr_referent === current.hr_referent) return;
  const referent = await tx.user.count({ where: { id: given.hr_referent, is_hr_referent: true, is_active: true } });
  if (!referent) throw fieldError('hr_referent', LECTURER_MESSAGES.notHrReferent);
}

/**
 * The old contract a new one continues is one of its own school, so that everyone who reads the
 * new contract reads the link too (what GET answers a school's PUT takes back). One the writer
 * may not read at all is the kit's unknown id (manifest `checkReferences`), never named here.
 */
export async function checkSourceContract(tx: TTx, user: TCurrentUser, institution: number, source: number | null): Promise<void> {
  if (source === null) return;
  const old = await tx.externalLecturerContract.findFirst({
    where: { id: source, case: caseScopeWhere(user) },
    select: { case: { select: { institution_id: true } } },
  });
  if (old && old.case.institution_id !== institution) throw fieldError('source_contract', LECTURER_MESSAGES.otherSchoolsSource);
}
