// core.landingInfo — GET /api/landing-info/: the landing page tiles, one count each. Tiles link
// to the landing page's own sections (my tasks, news): the counts span every module.
import type { TPrisma } from '../db/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { caseScopeWhere } from '../access/scope.ts';
import { myTasksWhere } from './my-tasks.ts';
import { newsScopeWhere } from './news.ts';

export async function getLandingInfo(prisma: TPrisma, user: TCurrentUser) {
  const unread = (kind: 'comment' | 'attachment') => prisma.unreadMarker.count({ where: { user_id: user.id, kind, case: caseScopeWhere(user) } });
  const [waiting, comments, attachments, followed, news] = await Promise.all([
    prisma.case.count({ where: myTasksWhere(user) }),
    unread('comment'),
    unread('attachment'),
    prisma.subscription.count({ where: { user_id: user.id, case: caseScopeWhere(user) } }),
    prisma.news.count({ where: { ...newsScopeWhere(user), reads: { none: { user_id: user.id } } } }),
  ]);
  return {
    tiles: [
      { key: 'waiting_for_me', label: 'Döntésre vár', count: waiting, route: '/#feladataim' },
      { key: 'unread_comments', label: 'Olvasatlan megjegyzések', count: comments, route: '/#feladataim' },
      { key: 'new_attachments', label: 'Új mellékletek', count: attachments, route: '/#feladataim' },
      { key: 'subscriptions', label: 'Követett ügyek', count: followed, route: '/#feladataim' },
      { key: 'news', label: 'Hírek', count: news, route: '/#hirek' },
    ],
  };
}
