// Demo commute verifications (one in each state) and two frozen commute exports of the previous
// month, made through the modules' own code as the centre's HR would.
import type { TAuthedContext } from '../../../server/src/access/context.ts';
import type { TAnyWorkflowModule } from '../../../server/src/workflow/define.ts';
import { createCase } from '../../../server/src/workflow/lifecycle.ts';
import { commuteVerifications } from '../../../server/src/modules/hr/commute-verifications/module.ts';
import { createExport } from '../../../server/src/modules/hr/commute/service.ts';
import { previousMonth } from './commute.ts';

type TStep = (ctx: TAuthedContext, def: TAnyWorkflowModule, id: number, label: RegExp, answers?: Record<string, unknown>) => Promise<void>;

async function employmentOf(ctx: TAuthedContext, email: string) {
  return ctx.prisma.employment.findFirstOrThrow({
    where: { user: { email } },
    orderBy: { id: 'asc' },
    select: {
      id: true,
      commute_infos: {
        select: {
          institution_id: true,
          type: true,
          mileage_towards: true,
          mileage_backwards: true,
          towards_backwards_is_same: true,
          monthly_cost: true,
          sap_code: true,
        },
        orderBy: { id: 'asc' },
      },
    },
  });
}

export async function seedDemoCommuteRecords(
  users: { requesterA: TAuthedContext; requesterB: TAuthedContext; hr: TAuthedContext; centralHr: TAuthedContext },
  step: TStep,
) {
  const { requesterA, requesterB, hr, centralHr } = users;
  const verification = async (ctx: TAuthedContext, email: string) => {
    const e = await employmentOf(ctx, email);
    const commute_infos = e.commute_infos.map(({ institution_id, mileage_towards, mileage_backwards, ...i }) => ({
      ...i,
      institution: institution_id,
      mileage_towards: Number(mileage_towards),
      mileage_backwards: Number(mileage_backwards),
    }));
    return ctx.prisma.$transaction((tx) => createCase(tx, ctx, commuteVerifications, { employment: e.id, commute_infos }));
  };
  await verification(requesterA, 'olvaso@etanker.local');
  const atReferent = await verification(requesterB, 'igenylo.b@etanker.local');
  await step(requesterB, commuteVerifications, atReferent, /Beküldés/);
  const atCentre = await verification(requesterA, 'vezeto.a@etanker.local');
  await step(requesterA, commuteVerifications, atCentre, /Beküldés/);
  await step(hr, commuteVerifications, atCentre, /^Továbbítás/);
  const approved = await verification(requesterA, 'igenylo.a@etanker.local');
  await step(requesterA, commuteVerifications, approved, /Beküldés/);
  await step(hr, commuteVerifications, approved, /^Továbbítás/);
  await step(centralHr, commuteVerifications, approved, /^Jóváhagyás/);
  const rejected = await verification(requesterB, 'vezeto.b@etanker.local');
  await step(requesterB, commuteVerifications, rejected, /Beküldés/);
  await step(hr, commuteVerifications, rejected, /^Elutasítás/, { reason: 'A megadott távolság nem egyezik a lakcímkártyán szereplő címmel.' });

  const m = previousMonth(new Date());
  for (const email of ['igenylo.a@etanker.local', 'igenylo.b@etanker.local']) {
    const e = await employmentOf(hr, email);
    await hr.prisma.$transaction((tx) => createExport(tx, hr, e.id, m, null));
  }
}
