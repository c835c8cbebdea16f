// "Something new for you" markers: a new comment or attachment marks the record for its other
// participants (creator, deciders, commenters, subscribers, the user or group members it waits on).
import type { TTx } from '../db/client.ts';

export async function markForParticipants(tx: TTx, caseId: number, actorId: number, kind: 'comment' | 'attachment'): Promise<void> {
  const c = await tx.case.findUnique({
    where: { id: caseId },
    select: {
      creator_id: true,
      waiting_for_user_id: true,
      waiting_for_group: { select: { users: { where: { is_active: true }, select: { id: true } } } },
      decisions: { select: { user_id: true } },
      comments: { select: { author_id: true } },
      subscriptions: { select: { user_id: true } },
    },
  });
  if (!c) return;
  const ids = new Set<number>([c.creator_id]);
  if (c.waiting_for_user_id) ids.add(c.waiting_for_user_id);
  for (const u of c.waiting_for_group?.users ?? []) ids.add(u.id);
  for (const d of c.decisions) ids.add(d.user_id);
  for (const m of c.comments) ids.add(m.author_id);
  for (const s of c.subscriptions) ids.add(s.user_id);
  ids.delete(actorId);
  if (ids.size === 0) return;
  await tx.unreadMarker.createMany({ data: [...ids].map((user_id) => ({ case_id: caseId, user_id, kind })), skipDuplicates: true });
}

export async function markSeen(tx: TTx, caseId: number, userId: number): Promise<void> {
  await tx.unreadMarker.deleteMany({ where: { case_id: caseId, user_id: userId } });
}
