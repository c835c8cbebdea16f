// Demo commute verifications, one in each state, made through the engine as the schools and HR would.
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { commuteVerifications } from './module.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

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

async function seedDemoVerifications({ people, step }: TDemoRecordsKit) {
  const { requesterA, requesterB, hr, centralHr } = people;
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
  await step(requesterB, atReferent, /Beküldés/);
  const atCentre = await verification(requesterA, 'vezeto.a@etanker.local');
  await step(requesterA, atCentre, /Beküldés/);
  await step(hr, atCentre, /^Továbbítás/);
  const approved = await verification(requesterA, 'igenylo.a@etanker.local');
  await step(requesterA, approved, /Beküldés/);
  await step(hr, approved, /^Továbbítás/);
  await step(centralHr, approved, /^Jóváhagyás/);
  const rejected = await verification(requesterB, 'vezeto.b@etanker.local');
  await step(requesterB, rejected, /Beküldés/);
  await step(hr, rejected, /^Elutasítás/, { reason: 'A megadott távolság nem egyezik a lakcímkártyán szereplő címmel.' });
}

export const commuteVerificationsDemo = defineDemo({ records: { order: 50, seed: seedDemoVerifications } });
