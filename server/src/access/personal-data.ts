// Who reads a record's personal data — the fields flagged `personal` (workflow/fields.ts): a
// person's tax id, TAJ, bank account, address, birth data. As ERPNext's permission levels do, a
// field level above the record's: reading the record is not enough. They are read by those who
// pay the person (the permission below, seeded to the HR and finance groups), by the record's
// creator (who typed them in) and by its deciders (who decided on it, or whom it waits on now,
// a substitute included). Whoever may edit a record is one of these (case-access.ts canEdit: the
// creator, or the decider of a step that lets them edit), so no edit is made blind.
import type { Prisma } from '../generated/prisma/client.ts';
import type { TTx } from '../db/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { hasPermission } from './context.ts';
import { waitingForUserWhere } from './scope.ts';

export const PERSONAL_DATA_PERMISSION = 'personal_data.can_view_personal_data';

/** The Cases whose personal data the user reads; null: every one they may read at all. */
export function personalDataWhere(user: TCurrentUser): Prisma.CaseWhereInput | null {
  if (hasPermission(user, PERSONAL_DATA_PERMISSION)) return null;
  return { OR: [{ creator_id: user.id }, { decisions: { some: { user_id: user.id } } }, ...waitingForUserWhere(user).OR] };
}

/** Of `ids` (Cases the user reads), those whose personal data the user reads too: one query, none for a holder of the permission. */
export async function personalDataReadable(tx: TTx, user: TCurrentUser, ids: readonly number[]): Promise<(id: number) => boolean> {
  const where = personalDataWhere(user);
  if (!where || !ids.length) return () => where === null;
  const rows = await tx.case.findMany({ where: { AND: [{ id: { in: [...ids] } }, where] }, select: { id: true } });
  const readable = new Set(rows.map((r) => r.id));
  return (id) => readable.has(id);
}
