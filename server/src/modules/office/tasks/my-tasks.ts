// My tasks (GET /api/feladataim/): the open subtasks assigned to the user, each linking to its
// task. Not a Case's `waiting_for` (one user or group): a subtask waits on all its assignees.
import type { TMyTaskSource } from '../../../core/my-tasks.ts';
import { hasPermission } from '../../../access/context.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { moduleNames } from '@etanker/shared/modules.ts';

/** More would not be read as a to-do list; the oldest deadlines come first. */
const MAX_ROWS = 200;

export const openSubtasksOf =
  (permission: string): TMyTaskSource =>
  async (prisma, user) => {
    if (!hasPermission(user, permission)) return [];
    const { label, detailRoute } = moduleNames('tasks');
    const rows = await prisma.officeSubtask.findMany({
      where: { finished: false, assignees: { has: user.id } },
      orderBy: [{ deadline: 'asc' }, { id: 'asc' }],
      take: MAX_ROWS,
      select: {
        id: true,
        description: true,
        deadline: true,
        created_at: true,
        task: { select: { id: true, title: true, institution_reference_number: true } },
      },
    });
    return rows.map((s) => ({
      id: s.id,
      module: 'office_tasks',
      module_label: label,
      route: detailRoute.replace('{id}', String(s.task.id)),
      title: `${s.task.title}: ${s.description} (határidő: ${formatDate(s.deadline)})`,
      reference_number: s.task.institution_reference_number,
      state: 'open',
      waiting_since: s.created_at,
    }));
  };
