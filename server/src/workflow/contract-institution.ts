// A contract's school as its input names it (the education contracts, MODULES.md §3.25–3.33):
// the given one or the writer's own, which must still be open for a new contract; an edit keeps
// the school it does not name, and one named anew must be open too. Scope and existence are the
// engine's (`institutionFields`), checked before these run.
import type { TTx } from '../db/client.ts';
import type { TAuthedContext } from '../access/context.ts';
import { checkOpenInstitutions, institutionOrOwn } from '../access/institution-fields.ts';

/** A new contract's Case institution. */
export async function newContractInstitution(tx: TTx, ctx: TAuthedContext, given: number | undefined) {
  const institution = institutionOrOwn(ctx.user, given);
  await checkOpenInstitutions(tx, { institution });
  return { institution_id: institution };
}

/** An edited contract's Case institution: unchanged when not named or named as it is. */
export async function editedContractInstitution(tx: TTx, id: number, given: number | undefined) {
  if (given === undefined) return {};
  const now = await tx.case.findUniqueOrThrow({ where: { id }, select: { institution_id: true } });
  if (given !== now.institution_id) await checkOpenInstitutions(tx, { institution: given });
  return { institution_id: given };
}
