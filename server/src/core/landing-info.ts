// core.landingInfo — GET /api/landing-info/: the landing page tiles, one count each. The counts
// span every module; a tile opens the list of the module holding most of its records, filtered
// to them (issue 11 item 14), or is no link when it counts nothing.
import type { TPrisma } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import type { TCaseModuleLookup } from './case-modules.ts';
import { caseScopeWhere } from '../access/scope.ts';
import { myTasksWhere } from './my-tasks.ts';
import { newsScopeWhere } from './news.ts';

/** How many records the tile counts, and the filtered list of the module with the most of them. */
async function caseTile(prisma: TPrisma, caseModule: TCaseModuleLookup, where: Prisma.CaseWhereInput, filter: string) {
  const byModule = await prisma.case.groupBy({ by: ['module'], where, _count: { _all: true } });
  const count = byModule.reduce((sum, m) => sum + m._count._all, 0);
  const top = byModule.toSorted((a, b) => b._count._all - a._count._all || a.module.localeCompare(b.module))[0];
  return { count, route: top ? `${caseModule(top.module).listRoute}?${filter}=true` : null };
}

export async function getLandingInfo(prisma: TPrisma, caseModule: TCaseModuleLookup, user: TCurrentUser) {
  const unread = (kind: 'comment' | 'attachment'): Prisma.CaseWhereInput => ({
    AND: [caseScopeWhere(user), { unread_markers: { some: { user_id: user.id, kind } } }],
  });
  const [waiting, comments, attachments, followed, news] = await Promise.all([
    caseTile(prisma, caseModule, myTasksWhere(user), 'waiting_for_me'),
    caseTile(prisma, caseModule, unread('comment'), 'has_unread_comment'),
    caseTile(prisma, caseModule, unread('attachment'), 'has_unseen_attachment'),
    caseTile(prisma, caseModule, { AND: [caseScopeWhere(user), { subscriptions: { some: { user_id: user.id } } }] }, 'subscribed'),
    prisma.news.count({ where: { ...newsScopeWhere(user), reads: { none: { user_id: user.id } } } }),
  ]);
  return {
    tiles: [
      { key: 'waiting_for_me', label: 'Döntésre vár', ...waiting },
      { key: 'unread_comments', label: 'Olvasatlan megjegyzések', ...comments },
      { key: 'new_attachments', label: 'Új mellékletek', ...attachments },
      { key: 'subscriptions', label: 'Követett ügyek', ...followed },
      { key: 'news', label: 'Hírek', count: news, route: '/#hirek' as string | null },
    ],
  };
}
