// core.myTasks — GET /api/feladataim/: every open Case waiting for the user, across modules.
import type { TPrisma } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { casePermissionWhere } from '../access/scope.ts';
import { waitingForMeWhere } from '../access/waiting-for-me.ts';
import { FINAL_STATES } from '@etanker/shared/states.ts';
import type { TCaseModuleLookup } from './case-modules.ts';
import { pageArgs, type TPageQuery } from './paging.ts';

export function myTasksWhere(user: TCurrentUser): Prisma.CaseWhereInput {
  return { AND: [waitingForMeWhere(user), casePermissionWhere(user), { state: { notIn: FINAL_STATES } }] };
}

export async function listMyTasks(prisma: TPrisma, caseModule: TCaseModuleLookup, user: TCurrentUser, page: TPageQuery) {
  const where = myTasksWhere(user);
  const [rows, total] = await Promise.all([
    prisma.case.findMany({
      where,
      select: { id: true, module: true, title: true, reference_number: true, state: true, updated_at: true },
      orderBy: [{ updated_at: 'desc' }, { id: 'desc' }],
      ...pageArgs(page),
    }),
    prisma.case.count({ where }),
  ]);
  const data = rows.map((c) => {
    const module = caseModule(c.module);
    return {
      id: c.id,
      module: c.module,
      module_label: module.label,
      route: module.route(c.id),
      title: c.title || [module.label, c.reference_number || `#${c.id}`].join(' '),
      reference_number: c.reference_number,
      state: c.state,
      waiting_since: c.updated_at,
    };
  });
  return { data, total };
}
