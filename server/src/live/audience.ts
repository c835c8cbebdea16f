// Who may hear of a change: the scope rules of access/ applied to an announcement, so a
// subscriber is never told about a record it could not open.
import type { TCurrentUser } from '../auth/current-user.ts';
import type { TCaseEvent } from './case-events.ts';

const holdsArea = (user: TCurrentUser, e: TCaseEvent) => e.permission === null || user.is_superuser || user.permissions.has(e.permission);

/**
 * Whether a change moved a record into or out of the user's tasks: it waits (or waited) on the
 * user, one of the user's groups, or someone the user stands in for within that substitution's
 * institutions — in an area the user holds. Changes that left whom it waits on alone are not.
 */
export function changesTasksOf(user: TCurrentUser, e: TCaseEvent): boolean {
  if (!holdsArea(user, e)) return false;
  if (!e.deleted && e.waiting_user === e.was_waiting_user && e.waiting_group === e.was_waiting_group) return false;
  const users = [e.waiting_user, e.was_waiting_user];
  const groups = [e.waiting_group, e.was_waiting_group].filter((g): g is number => g !== null);
  if (users.includes(user.id) || groups.some((g) => user.group_ids.includes(g))) return true;
  return user.substitutions.some(
    (s) =>
      (s.institution_ids === null || s.institution_ids.includes(e.institution_id)) &&
      (users.includes(s.substituted_id) || groups.some((g) => s.group_ids.includes(g))),
  );
}
