// The Case's institutions as a workflow record's input names them (a commitment, an error report):
// the institution it is written for and the one it concerns. The engine checks both are within
// the writer's scope (`institutionFields`); these answer the Case's columns.
import type { TTx } from '../db/client.ts';
import type { TAuthedContext } from '../access/context.ts';
import { activeInstitution, institutionOrOwn } from '../access/institution-fields.ts';
import { ZRowId } from '../http/schemas.ts';

/** The input fields (beside a module's manifest input): left out, the writer's own institution and none affected. */
export const CASE_INSTITUTION_INPUT = { institution: ZRowId.optional(), affected_institution: ZRowId.nullable().optional() };

/** The institution a record is written for: the given one, else the writer's own; an active one. */
export async function recordInstitution(tx: TTx, ctx: TAuthedContext, given: number | undefined): Promise<number> {
  return activeInstitution(tx, institutionOrOwn(ctx.user, given));
}

/** The Case's institution columns of an input: both written on every create and update. */
export async function caseInstitutions(tx: TTx, ctx: TAuthedContext, input: { institution?: number; affected_institution?: number | null }) {
  return { institution_id: await recordInstitution(tx, ctx, input.institution), affected_institution_id: input.affected_institution ?? null };
}
