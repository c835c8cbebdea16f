// Feladatok: the school office's own tasks — what the head assigns, what arrives by e-mail — with
// subtasks for their assignees (spec 001 §3, §7; MODULES.md §3.67). A plain module (no
// decisions) in the institution scope, with comments and attachments on the kit's file case; a
// subtask's assignees read its task even outside that scope and finish their subtask
// (`{id}/reszfeladat/{subtask}/kesz/`), and its open subtasks wait on them in my tasks.
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { action, definePlainModule, filter, type TAnyPlainModule } from '../../../workflow/define.ts';
import { plainFromManifest } from '../../../workflow/manifest-plain.ts';
import { ZQueryIds } from '../../../workflow/filters.ts';
import { ZDate } from '../../../http/schemas.ts';
import { ZCreatedAnswer, ZPeopleAnswer } from '../../../openapi/kit-answers.ts';
import { normalizeSearch, parseDate } from '@etanker/shared/format.ts';
import { moduleNames } from '@etanker/shared/modules.ts';
import { addRowAttachment, openNewRowFile, type TFilesModule } from '../../plain-files.ts';
import { TASK_MANIFEST as MANIFEST } from './manifest.ts';
import { checkAssignees, writeSubtasks } from './subtasks.ts';
import { subtaskCalendar, ZSubtaskCalendarAnswer, ZTaskMonth } from './calendar.ts';
import { taskFromEmail, ZEmailForm } from './email.ts';
import { finishSubtask, withFinishFlags, ZFinishInput, ZFinishAnswer } from './finish.ts';
import { listSupervisors } from './supervisors.ts';
import { openSubtasksOf } from './my-tasks.ts';

export const TASKS_PERMISSION = 'tasks.can_use_tasks_module';

/** The module itself, for its actions (typed, so the definition does not infer from itself). */
const self = (): TAnyPlainModule => tasks;

/** The tasks whose subtasks name the user: theirs to read wherever the task's school is. */
const assignedTo = (user: TCurrentUser) => ({ subtasks: { some: { assignees: { has: user.id } } } });

/** A day bound of the list: the task's own deadline, or one of its subtasks', on the bound's side. */
const deadlineBound = (side: 'gte' | 'lte') =>
  filter({
    schema: ZDate,
    where: (day: string) => {
      const bound = { [side]: parseDate(day)! };
      return { OR: [{ deadline: bound }, { subtasks: { some: { deadline: bound } } }] };
    },
  });

const base = plainFromManifest(MANIFEST, {
  table: (tx) => tx.officeTask,
  defaultOrder: [{ deadline: { sort: 'asc', nulls: 'last' } }],
  searchText: (d) =>
    normalizeSearch(`${d.title} ${d.institution_reference_number} ${d.sender} ${d.sender_email} ${d.subtasks.map((s) => s.description).join(' ')}`),
});

type TTaskData = Parameters<typeof base.create>[2];

async function createTask(tx: TTx, ctx: TAuthedContext, data: TTaskData) {
  await checkAssignees(tx, ctx, data);
  const id = await base.create(tx, ctx, data);
  await writeSubtasks(tx, ctx, id, data, true);
  await openNewRowFile(tx, ctx, self(), id);
  return id;
}

export const tasks = definePlainModule({
  ...moduleNames('tasks'),
  permission: TASKS_PERMISSION,
  institutionFields: ['institution'],
  scopeColumn: 'institution_id',
  sharedWhere: assignedTo,
  files: {
    caseModule: 'office_tasks',
    relation: 'office_task',
    comments: true,
    attachments: true,
    institution: (item) => item.institution.id,
  },
  ...base,
  get: async (tx, ctx, id, where) => withFinishFlags(ctx, await base.get(tx, ctx, id, where)),
  filters: {
    ...base.filters,
    supervisor: filter({ schema: ZQueryIds, where: (ids) => ({ supervisor_id: { in: ids } }) }),
    assignee: filter({ schema: ZQueryIds, where: (ids) => ({ subtasks: { some: { assignees: { hasSome: ids } } } }) }),
    deadline_min: deadlineBound('gte'),
    deadline_max: deadlineBound('lte'),
  },
  create: createTask,
  update: async (tx, ctx, id, data) => {
    await checkAssignees(tx, ctx, data);
    await base.update(tx, ctx, id, data);
    await writeSubtasks(tx, ctx, id, data, false);
  },
  myTasks: openSubtasksOf(TASKS_PERMISSION),
  actions: {
    /** naptar/: the month's subtask deadlines (calendar.ts). */
    calendar: action({
      on: 'module',
      method: 'GET',
      path: 'naptar/',
      summary: 'Havi naptár: a részfeladatok határidői (year, month; institution, supervisor, assignee)',
      input: ZTaskMonth,
      output: ZSubtaskCalendarAnswer,
      run: (tx, ctx, { input }) => subtaskCalendar(tx, ctx, self(), input),
    }),
    /** supervisors/: whom a task may name as its supervisor (supervisors.ts). */
    supervisors: action({
      on: 'module',
      method: 'GET',
      path: 'supervisors/',
      summary: 'Feladatok: választható felelős vezetők',
      output: ZPeopleAnswer,
      run: (tx, ctx) => listSupervisors(tx, ctx.user, TASKS_PERMISSION),
    }),
    /** email/: a task from an uploaded .eml (email.ts); answers its id. */
    email: action({
      on: 'module',
      method: 'POST',
      path: 'email/',
      summary: 'Feladat létrehozása feltöltött e-mailből (multipart: email, .eml; institution)',
      input: ZEmailForm,
      files: ['email'],
      status: 201,
      output: ZCreatedAnswer,
      run: (tx, ctx, { input, files }) =>
        taskFromEmail(tx, ctx, input, files?.email, {
          create: createTask,
          attach: (t, c, id, file) => addRowAttachment(t, c, self() as TFilesModule, id, { name: file.filename, file }),
        }),
    }),
    /** {id}/reszfeladat/{subtask}/kesz/: an assignee (or whoever keeps the task) finishes a subtask (finish.ts). */
    finishSubtask: action({
      on: 'module',
      method: 'POST',
      path: ':id/reszfeladat/:subtask/kesz/',
      summary: 'Részfeladat elvégzése (finished: true, alapértelmezés) vagy visszanyitása (false)',
      input: ZFinishInput,
      output: ZFinishAnswer,
      run: (tx, ctx, { input }) => finishSubtask(tx, ctx, self(), input),
    }),
  },
});
