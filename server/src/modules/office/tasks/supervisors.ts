// supervisors/: whom a task may name as its supervisor — the active, writing people of the
// caller's schools (members or their managers) who hold the module's permission; the centre
// sees everyone's. The supervisor field still takes anyone the writer may name (relations.ts).
import type { TTx } from '../../../db/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';

export async function listSupervisors(tx: TTx, user: TCurrentUser, permission: string) {
  const schools = { in: user.institution_ids };
  const holds = { codename: permission };
  return tx.user.findMany({
    where: {
      is_active: true,
      is_readonly: false,
      OR: [{ permissions: { some: holds } }, { groups: { some: { permissions: { some: holds } } } }],
      ...(user.is_centre ? {} : { AND: [{ OR: [{ institution_id: schools }, { managed_institutions: { some: { id: schools } } }] }] }),
    },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    select: { id: true, name: true, email: true },
  });
}
