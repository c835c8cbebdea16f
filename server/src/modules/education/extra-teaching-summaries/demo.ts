// Demo summaries of October 2026 (the month the contracts' demo, order 250, approved) in every
// state of their flow in both schools — a draft, one at the head, one sent back for correction,
// one at payroll, an accounted one and a rejected one — made through the engine: each picks its
// teacher's approved contracts of the month. A rejected one frees its contracts for a new summary.
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { extraTeachingSummaries } from './module.ts';
import { ZExtraTeachingSummaryInput } from './manifest.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

type TTeachers = { draft: string; atHead: string; returned: string; rejectedThenPaid: string; atPayroll: string };

/** The teachers of each school whose October contracts the demo sums, by the state their summary reaches. */
const SCHOOL_001: TTeachers = {
  draft: 'juhasz.marton',
  atHead: 'nemeth.balazs',
  returned: 'meszaros.dora',
  rejectedThenPaid: 'kiss.anna',
  atPayroll: 'takacs.zsofia',
};
const SCHOOL_002: TTeachers = {
  draft: 'sipos.bence',
  atHead: 'vincze.tibor',
  returned: 'meszaros.dora',
  rejectedThenPaid: 'pinter.reka',
  atPayroll: 'szilagyi.akos',
};

async function summary(ctx: TAuthedContext, name: string): Promise<number> {
  const { id } = await ctx.prisma.user.findUniqueOrThrow({ where: { email: `${name}@dolgozo.etanker.local` }, select: { id: true } });
  const input = ZExtraTeachingSummaryInput.parse({ user: id, year: 2026, month: 10, extra_field_answers: [] });
  return ctx.prisma.$transaction((tx) => createCase(tx, ctx, extraTeachingSummaries, input));
}

async function seedDemoExtraTeachingSummaries({ people: p, step }: TDemoRecordsKit): Promise<void> {
  for (const [requester, manager, school] of [
    [p.requesterA, p.managerA, SCHOOL_001],
    [p.requesterB, p.managerB, SCHOOL_002],
  ] as const) {
    const submit = (id: number) => step(requester, id, /Beküldés/);
    const toPayroll = async (id: number) => {
      await submit(id);
      await step(manager, id, /^Jóváhagyom/);
    };
    await summary(requester, school.draft);
    await submit(await summary(requester, school.atHead));
    const returned = await summary(requester, school.returned);
    await submit(returned);
    await step(manager, returned, /^Javításra visszaküldöm/, { reason: 'Az októberi órák a naplóval egyeztetve: kérem, ellenőrizze a helyettesítéseket.' });
    // Rejected at payroll first: its contracts are free again, the corrected summary takes them.
    const rejected = await summary(requester, school.rejectedThenPaid);
    await toPayroll(rejected);
    await step(p.centralHr, rejected, /^Elutasítom/, { reason: 'A szerződés óraszáma nem egyezik a naplóval; javítás után új összesítőt kérünk.' });
    const paid = await summary(requester, school.rejectedThenPaid);
    await toPayroll(paid);
    await step(p.centralHr, paid, /^Jóváhagyom/);
    await toPayroll(await summary(requester, school.atPayroll));
  }
}

export const extraTeachingSummariesDemo = defineDemo({ records: { order: 260, seed: seedDemoExtraTeachingSummaries } });
