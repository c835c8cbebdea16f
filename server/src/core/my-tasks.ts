// core.myTasks — GET /api/feladataim/: every open Case waiting for the user, across modules, after
// the rows modules add that are not Cases (a task's subtasks assigned to the user: a subtask has
// several assignees, which a Case's one `waiting_for` cannot hold).
import type { TPrisma } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { casePermissionWhere } from '../access/scope.ts';
import { waitingForMeWhere } from '../access/waiting-for-me.ts';
import { FINAL_STATES } from '@etanker/shared/states.ts';
import type { TCaseModuleLookup } from './case-modules.ts';
import { pageArgs, type TPageQuery } from './paging.ts';

/** A row of my tasks; a module's own rows take its Case module name and their own ids. */
export interface TMyTaskRow {
  id: number;
  module: string;
  module_label: string;
  route: string;
  title: string;
  reference_number: string;
  state: string;
  waiting_since: Date;
}

/** A module's rows of my tasks (services.myTaskSources): few per user, so read whole and listed first. */
export type TMyTaskSource = (prisma: TPrisma, user: TCurrentUser) => Promise<TMyTaskRow[]>;

export function myTasksWhere(user: TCurrentUser): Prisma.CaseWhereInput {
  return { AND: [waitingForMeWhere(user), casePermissionWhere(user), { state: { notIn: FINAL_STATES } }] };
}

export async function listMyTasks(
  prisma: TPrisma,
  caseModule: TCaseModuleLookup,
  user: TCurrentUser,
  page: TPageQuery,
  sources: readonly TMyTaskSource[] = [],
) {
  const where = myTasksWhere(user);
  const { skip, take } = pageArgs(page);
  const own = (await Promise.all(sources.map((source) => source(prisma, user)))).flat();
  const ownPage = own.slice(skip, skip + take);
  const [rows, total] = await Promise.all([
    prisma.case.findMany({
      where,
      select: { id: true, module: true, title: true, reference_number: true, state: true, updated_at: true },
      orderBy: [{ updated_at: 'desc' }, { id: 'desc' }],
      skip: Math.max(0, skip - own.length),
      take: take - ownPage.length,
    }),
    prisma.case.count({ where }),
  ]);
  const cases = rows.map((c) => {
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
  return { data: [...ownPage, ...cases], total: total + own.length };
}
