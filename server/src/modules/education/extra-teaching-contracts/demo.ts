// Demo extra-teaching contracts of the first two schools, made through the engine with each
// teacher's HR file filled in as kitolt/ fills the form: October 2026 approved (closed) for the
// summaries' demo to sum (order 260), November 2026 in the other states of the flow.
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { extraTeachingContracts } from './module.ts';
import { teacherFields } from './person.ts';
import { ZExtraTeachingContractInput } from './manifest.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

type TTerms = { type: string; month: '2026-10' | '2026-11'; tasks: [string, number, number?][] };

const LAST_DAY = { '2026-10': '31', '2026-11': '30' } as const;

/** A contract of the month with the teacher of `email`, filled from their HR file by the requester. */
async function contract(ctx: TAuthedContext, email: string, t: TTerms): Promise<number> {
  const { id } = await ctx.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  return ctx.prisma.$transaction(async (tx) => {
    const person = await teacherFields(tx, ctx.user, id);
    // Parsed as the API would: the file's data must make a valid contract as it is.
    const input = ZExtraTeachingContractInput.parse({
      ...person,
      user: person.user.id,
      type: t.type,
      start_date: `${t.month}-01`,
      end_date: `${t.month}-${LAST_DAY[t.month]}`,
      tasks: t.tasks.map(([name, planned, held]) => ({ name, planned_quantity: planned, final_quantity: held ?? null })),
      extra_field_answers: [],
    });
    return createCase(tx, ctx, extraTeachingContracts, input);
  });
}

const employee = (name: string) => `${name}@dolgozo.etanker.local`;

async function seedDemoExtraTeachingContracts({ people: p, step }: TDemoRecordsKit): Promise<void> {
  const approve = async (requester: TAuthedContext, manager: TAuthedContext, id: number) => {
    await step(requester, id, /Beküldés/);
    await step(manager, id, /^Jóváhagyom/);
  };
  const october = (type: string, tasks: TTerms['tasks']): TTerms => ({ type, month: '2026-10', tasks });
  const november = (type: string, tasks: TTerms['tasks']): TTerms => ({ type, month: '2026-11', tasks });

  // School 001, October: approved, with the hours held (one line certified below plan).
  const a = p.requesterA;
  for (const [who, t] of [
    ['kiss.anna', october('timetable', [['Matematika, 10. a (heti 2 óra)', 8, 8]])],
    ['kiss.anna', october('substitution', [['Fizika helyettesítés, 9. c', 3, 2.5]])],
    ['nemeth.balazs', october('timetable', [['Angol nyelv, 11. b', 12, 11]])],
    ['juhasz.marton', october('other', [['Fizika szakkör', 4, 4]])],
    ['takacs.zsofia', october('substitution', [['Biológia helyettesítés, 10. b', 6, 6]])],
    ['meszaros.dora', october('timetable', [['Német nyelv, 9. a', 8, 7]])],
  ] as const)
    await approve(a, p.managerA, await contract(a, employee(who), t));
  // November: a draft, one at the head, a rejected one.
  await contract(a, employee('kiss.anna'), november('timetable', [['Matematika, 10. a (heti 2 óra)', 8]]));
  const atHead = await contract(a, employee('nemeth.balazs'), november('timetable', [['Angol nyelv, 11. b', 12]]));
  await step(a, atHead, /Beküldés/);
  const rejected = await contract(a, employee('juhasz.marton'), november('substitution', [['Kémia helyettesítés', 20]]));
  await step(a, rejected, /Beküldés/);
  await step(p.managerA, rejected, /^Elutasítom/, { reason: 'A helyettesítést a munkaközösség órakeretéből oldjuk meg.' });

  // School 002, October: approved; November: one sent back for correction, one at the head, a rejected one.
  const b = p.requesterB;
  for (const [who, t] of [
    ['szilagyi.akos', october('timetable', [['Informatika, 9. évfolyam', 10, 10]])],
    ['szilagyi.akos', october('substitution', [['Programozás helyettesítés', 2.5, 2.5]])],
    ['pinter.reka', october('other', [['Érettségi felkészítő, magyar', 6, 6]])],
    ['vincze.tibor', october('timetable', [['Elektrotechnika, 11. évfolyam', 12, 12]])],
    ['sipos.bence', october('substitution', [['Testnevelés helyettesítés', 4, 4]])],
    ['meszaros.dora', october('other', [['Német nyelvi verseny felkészítés', 5, 5]])],
  ] as const)
    await approve(b, p.managerB, await contract(b, employee(who), t));
  const returned = await contract(b, employee('pinter.reka'), november('timetable', [['Magyar nyelv és irodalom, 12. a', 14]]));
  await step(b, returned, /Beküldés/);
  await step(p.managerB, returned, /^Javításra visszaküldöm/, { reason: 'A tantárgyfelosztás szerint 12 óra.' });
  const atHeadB = await contract(b, employee('szilagyi.akos'), november('timetable', [['Informatika, 9. évfolyam', 10]]));
  await step(b, atHeadB, /Beküldés/);
  const rejectedB = await contract(b, employee('pinter.reka'), november('substitution', [['Történelem helyettesítés, 10. c', 16]]));
  await step(b, rejectedB, /Beküldés/);
  await step(p.managerB, rejectedB, /^Elutasítom/, { reason: 'A helyettesítést óraadó látja el.' });
}

export const extraTeachingContractsDemo = defineDemo({ records: { order: 250, seed: seedDemoExtraTeachingContracts } });
