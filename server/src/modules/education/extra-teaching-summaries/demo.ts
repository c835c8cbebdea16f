// Demo summaries of October 2026 (the month the contracts' demo, order 250, approved) in the
// states of their flow in both schools, made through the engine: each picks its teacher's
// approved contracts of the month. The rejected one frees its contracts for a new summary.
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { extraTeachingSummaries } from './module.ts';
import { ZExtraTeachingSummaryInput } from './manifest.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

async function summary(ctx: TAuthedContext, name: string): Promise<number> {
  const { id } = await ctx.prisma.user.findUniqueOrThrow({ where: { email: `${name}@dolgozo.etanker.local` }, select: { id: true } });
  const input = ZExtraTeachingSummaryInput.parse({ user: id, year: 2026, month: 10, extra_field_answers: [] });
  return ctx.prisma.$transaction((tx) => createCase(tx, ctx, extraTeachingSummaries, input));
}

async function seedDemoExtraTeachingSummaries({ people: p, step }: TDemoRecordsKit): Promise<void> {
  // School 001: accounted in payroll, at the head, a draft.
  const paid = await summary(p.requesterA, 'kiss.anna');
  await step(p.requesterA, paid, /Beküldés/);
  await step(p.managerA, paid, /^Jóváhagyom/);
  await step(p.centralHr, paid, /^Jóváhagyom/);
  const atHead = await summary(p.requesterA, 'nemeth.balazs');
  await step(p.requesterA, atHead, /Beküldés/);
  await summary(p.requesterA, 'juhasz.marton');

  // School 002: at payroll, and one rejected by payroll (its contract is free again).
  const atPayroll = await summary(p.requesterB, 'szilagyi.akos');
  await step(p.requesterB, atPayroll, /Beküldés/);
  await step(p.managerB, atPayroll, /^Jóváhagyom/);
  const rejected = await summary(p.requesterB, 'pinter.reka');
  await step(p.requesterB, rejected, /Beküldés/);
  await step(p.managerB, rejected, /^Jóváhagyom/);
  await step(p.centralHr, rejected, /^Elutasítom/, { reason: 'A szerződés óraszáma nem egyezik a naplóval; javítás után új összesítőt kérünk.' });
}

export const extraTeachingSummariesDemo = defineDemo({ records: { order: 260, seed: seedDemoExtraTeachingSummaries } });
