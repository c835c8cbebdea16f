// Demo office tasks across the current month (deadlines relative to today, so they stay so):
// school 001's tasks set by its head (vezeto.a) with subtasks for the requester (igenylo.a) and
// the head, one finished; one arrived by e-mail; one of school 002. Written through the module,
// like a user, so the open subtasks wait in igenylo.a's and vezeto.a's "my tasks".
import { tasks } from './module.ts';
import { TASK_MANIFEST } from './manifest.ts';
import { addRowComment, type TFilesModule } from '../../plain-files.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { addDays } from '@etanker/shared/working-days.ts';

const day = (offset: number) => addDays(formatDate(new Date()), offset);

const subtask = (description: string, assignees: number[], offset: number, finished = false) => ({
  description,
  measure: '',
  assignees,
  deadline: day(offset),
  finished,
});

const create = (ctx: TAuthedContext, task: Record<string, unknown>) => ctx.prisma.$transaction((tx) => tasks.create(tx, ctx, TASK_MANIFEST.input.parse(task)));

async function seedDemoTasks({ people }: TDemoRecordsKit) {
  const { managerA, requesterA, managerB, requesterB } = people;
  const [a, b] = [managerA.user.institution_id!, managerB.user.institution_id!];
  const [head, clerk] = [managerA.user.id, requesterA.user.id];
  await create(managerA, {
    title: 'Tanévzáró ünnepség előkészítése',
    institution: a,
    institution_reference_number: 'IK/2026/041',
    deadline: day(12),
    supervisor: head,
    description: 'A tanévzáró ünnepség szervezése a tornateremben.',
    subtasks: [
      subtask('Meghívók kiküldése a szülőknek', [clerk], -6, true),
      subtask('Terem berendezése, hangosítás', [clerk], 8),
      subtask('Bizonyítványok aláíratása', [head], 11),
    ],
  });
  await create(managerA, {
    title: 'KRÉTA adatellenőrzés a félévi statisztikához',
    institution: a,
    deadline: day(4),
    supervisor: head,
    subtasks: [subtask('Tanulói adatok egyeztetése', [clerk], -2), subtask('Hiányzások lezárása', [clerk, head], 3)],
  });
  const mailed = await create(requesterA, {
    title: 'Adatszolgáltatás: tankönyvrendelés 2026/27',
    institution: a,
    institution_reference_number: 'IK/2026/044',
    deadline: day(18),
    supervisor: head,
    description: 'Tisztelt Intézményvezető! Kérjük, a tankönyvrendelés adatait a hónap végéig küldjék meg.',
    created_from_mail: true,
    sender: 'Tankönyvellátási Osztály',
    sender_email: 'tankonyv@example.hu',
    send_date: `${day(-3)} 09:12`,
    subtasks: [subtask('Rendelési lista összesítése', [clerk], 15)],
  });
  await requesterA.prisma.$transaction((tx) =>
    addRowComment(
      tx,
      requesterA,
      tasks as TFilesModule,
      mailed,
      {
        content: 'A munkaközösségektől a listák nagy része megjött.',
        private_comment: false,
        school_should_reply: false,
        waiting_for_attachment: false,
        important: false,
      },
      [],
    ),
  );
  await create(managerB, {
    title: 'Tűzriadó-próba megszervezése',
    institution: b,
    deadline: day(20),
    supervisor: managerB.user.id,
    subtasks: [subtask('Időpont egyeztetése', [requesterB.user.id], 6), subtask('Jegyzőkönyv készítése', [managerB.user.id], 20)],
  });
}

export const tasksDemo = defineDemo({ records: { order: 420, seed: seedDemoTasks } });
