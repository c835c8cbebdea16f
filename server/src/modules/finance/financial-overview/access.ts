// Whose overview a caller sees: the centre every institution, a school user its own and managed
// ones (TCurrentUser.institution_ids). Another institution answers 404, as a record out of scope.
import type { TAuthedContext } from '../../../access/context.ts';
import { notFound } from '../../../http/errors.ts';

export function viewableInstitutionsWhere(ctx: TAuthedContext): { id?: { in: number[] } } {
  return ctx.user.is_centre ? {} : { id: { in: ctx.user.institution_ids } };
}

/** By name (000 §3); `type` lets the page open on a school: the centre's own office has no reports of its own. */
export async function viewableInstitutions(ctx: TAuthedContext): Promise<{ id: number; name: string; type: string }[]> {
  return ctx.prisma.institution.findMany({
    where: viewableInstitutionsWhere(ctx),
    select: { id: true, name: true, type: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
}

export async function requireViewableInstitution(ctx: TAuthedContext, id: number): Promise<{ id: number; name: string }> {
  const found = await ctx.prisma.institution.findFirst({ where: { AND: [{ id }, viewableInstitutionsWhere(ctx)] }, select: { id: true, name: true } });
  if (!found) throw notFound();
  return found;
}
