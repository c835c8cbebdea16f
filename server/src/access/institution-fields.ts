// Institution-valued inputs (DESIGN.md "Security model — scope"): every field a module declares
// in `institutionFields` is checked against the writer's scope before the module sees the input,
// so no module can store a record that shows in another school's lists.
import type { TTx } from '../db/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { fieldError } from '../http/errors.ts';
import { DB_MESSAGES } from '../http/db-errors.ts';
import { canUseInstitution } from './scope.ts';
import { MESSAGES } from '@etanker/shared/validation.ts';

export const OUTSIDE_SCOPE = 'Ehhez az intézményhez nem rögzíthet.';

/** 400 on the first declared field naming an institution outside the user's scope or none at all. */
export async function checkInstitutionFields(tx: TTx, user: TCurrentUser, fields: readonly string[] | undefined, data: unknown): Promise<void> {
  if (!fields?.length || typeof data !== 'object' || data === null) return;
  const input = data as Record<string, unknown>;
  for (const field of fields) {
    const raw = input[field];
    if (raw === undefined || raw === null) continue;
    const ids = (Array.isArray(raw) ? raw : [raw]).filter((v): v is number => typeof v === 'number');
    // Existence first: an id no row has gets the message every unknown reference gets.
    const found = await tx.institution.count({ where: { id: { in: ids } } });
    if (found !== new Set(ids).size) throw fieldError(field, DB_MESSAGES.missingReference);
    if (ids.some((id) => !canUseInstitution(user, id))) throw fieldError(field, OUTSIDE_SCOPE);
  }
}

/** A record's school: the given one (checked by the module's institutionFields) or the writer's own; neither → 400. */
export function institutionOrOwn(user: TCurrentUser, given: number | null | undefined): number {
  const id = given ?? user.institution_id;
  if (!id) throw fieldError('institution', MESSAGES.required);
  return id;
}

/** A new record's school must be open (a closed school keeps its records but takes no new ones). */
export async function activeInstitution(tx: TTx, id: number): Promise<number> {
  if (!(await tx.institution.count({ where: { id, is_active: true } }))) throw fieldError('institution', 'Nincs ilyen intézmény.');
  return id;
}

/** 000 §5 names the rule only in English ("institution no longer selectable for a new contract"). */
export const CLOSED_FOR_NEW_CONTRACT = 'Ez az intézmény már nem választható új szerződéshez.';

/**
 * The institutions a contract is made with must still be open (Institution.is_active): a closed or
 * merged school is refused on create, and on an edit that names another one (undefined: not
 * named). Contracts already made with it stay readable and editable.
 */
export async function checkOpenInstitutions(tx: TTx, given: Record<string, number | null | undefined>): Promise<void> {
  for (const [field, id] of Object.entries(given)) {
    if (id === null || id === undefined) continue;
    const found = await tx.institution.findUnique({ where: { id }, select: { is_active: true } });
    if (found && !found.is_active) throw fieldError(field, CLOSED_FOR_NEW_CONTRACT);
  }
}

/**
 * prepareCreate / prepareUpdate of a workflow module whose only institution is the record's own
 * school (the education events and recognitions): the given school or the writer's own, open on
 * create; an edit that names another school must name an open one, an edit that does not keeps it.
 */
export const ownOpenInstitution = {
  prepareCreate: async (tx: TTx, ctx: { user: TCurrentUser }, input: { institution?: number | null }) => {
    const institution = institutionOrOwn(ctx.user, input.institution);
    await checkOpenInstitutions(tx, { institution });
    return { institution_id: institution };
  },
  prepareUpdate: async (tx: TTx, _ctx: unknown, id: number, input: { institution?: number | null }) => {
    if (input.institution === undefined || input.institution === null) return {};
    const now = await tx.case.findUniqueOrThrow({ where: { id }, select: { institution_id: true } });
    if (input.institution !== now.institution_id) await checkOpenInstitutions(tx, { institution: input.institution });
    return { institution_id: input.institution };
  },
};
