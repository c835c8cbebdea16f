// The school of an education contract (DESIGN.md "Education contracts"): a new contract is made
// with the given school or the writer's own, which must still be open; an edit keeps the school it
// does not name, and one named anew must be open. A closed school's old contracts stay readable.
import type { TTx } from '../db/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { checkOpenInstitutions, institutionOrOwn } from '../access/institution-fields.ts';

/** prepareCreate's Case fields of a contract: its open school. */
export async function newContractInstitution(tx: TTx, user: TCurrentUser, given: number | undefined) {
  const institution = institutionOrOwn(user, given);
  await checkOpenInstitutions(tx, { institution });
  return { institution_id: institution };
}

/** prepareUpdate's Case fields of a contract: the school, when named (anew: open). */
export async function editedContractInstitution(tx: TTx, id: number, given: number | undefined) {
  if (given === undefined) return {};
  const now = await tx.case.findUniqueOrThrow({ where: { id }, select: { institution_id: true } });
  if (given !== now.institution_id) await checkOpenInstitutions(tx, { institution: given });
  return { institution_id: given };
}
