// referensek/: the users one may name as a contract's handler (referens): active, not read-only
// users holding the module's permission (their own or a group's), within the caller's scope
// (a school's: its own and managed institutions' people; the centre's: everyone).
import type { TTx } from '../../../db/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import type { Prisma } from '../../../generated/prisma/client.ts';

export const CONTRACTS_PERMISSION = 'contracts.can_use_contract_module';

function referentWhere(user: TCurrentUser): Prisma.UserWhereInput {
  const holds = { some: { codename: CONTRACTS_PERMISSION } };
  return {
    AND: [
      { is_active: true, is_readonly: false },
      { OR: [{ permissions: holds }, { groups: { some: { permissions: holds } } }] },
      user.is_centre
        ? {}
        : { OR: [{ institution_id: { in: user.institution_ids } }, { managed_institutions: { some: { id: { in: user.institution_ids } } } }] },
    ],
  };
}

export const listReferents = (tx: TTx, user: TCurrentUser) =>
  tx.user.findMany({ where: referentWhere(user), select: { id: true, name: true, email: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });

export async function isReferent(tx: TTx, user: TCurrentUser, id: number): Promise<boolean> {
  return (await tx.user.count({ where: { AND: [{ id }, referentWhere(user)] } })) > 0;
}
