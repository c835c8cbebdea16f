// Demo absences and day offs: a few colleagues in the first two schools and their records over
// the current and the next month in several states, so the HR month grid is not empty.
import type { TServices } from '../../../services.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { absences } from './module.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { addDays, isWorkingDay } from '@etanker/shared/working-days.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

const COLLEAGUES: Record<string, readonly string[]> = {
  '001': ['Bíró Anna', 'Fekete Gergely', 'Halász Mónika', 'Juhász Ferenc'],
  '002': ['Lengyel Dóra', 'Mészáros Bence', 'Oláh Krisztina'],
};

/** Colleagues without a login (is_readonly, no password): employees HR keeps records of. */
async function seedColleagues(services: TServices): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  for (const [unit, names] of Object.entries(COLLEAGUES)) {
    const institution = await services.prisma.institution.findFirstOrThrow({ where: { unit_code: unit }, select: { id: true } });
    const ids: number[] = [];
    for (const [index, name] of names.entries()) {
      const email = `dolgozo${index + 1}.${unit}@etanker.local`;
      const user = await services.prisma.user.upsert({
        where: { email },
        create: { email, name, institution_id: institution.id },
        update: {},
        select: { id: true },
      });
      if (!(await services.prisma.employment.count({ where: { user_id: user.id } })))
        await services.prisma.employment.create({ data: { user_id: user.id, institution_id: institution.id, start_date: new Date('2021-09-01') } });
      ids.push(user.id);
    }
    out.set(unit, ids);
  }
  return out;
}

async function seedDemoLeave({ services, people, step }: TDemoRecordsKit): Promise<void> {
  const colleagues = await seedColleagues(services);
  const { requesterA, managerA, requesterB, managerB, hr } = people;
  const today = formatDate(new Date());
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  // `workdays` working days from the first working day on or after day `d` of this month (offset 0) or the next (1).
  const span = (offset: 0 | 1, d: number, workdays: number): [string, string] => {
    let start = formatDate(new Date(Date.UTC(year, month - 1 + offset, d)));
    while (!isWorkingDay(start)) start = addDays(start, 1);
    let end = start;
    for (let left = workdays - 1; left > 0; left -= isWorkingDay(end) ? 1 : 0) end = addDays(end, 1);
    return [start, end];
  };
  const absence = (ctx: TAuthedContext, user: number, reason: number, [start, end]: [string, string], substitute: number | null = null) =>
    services.prisma.$transaction((tx) => createCase(tx, ctx, absences, { user, reason, start_date: start, end_date: end, substitute, day_off: null }));
  const employmentOf = async (user: number) => (await services.prisma.employment.findFirstOrThrow({ where: { user_id: user }, select: { id: true } })).id;
  // Day offs are another module's records: made through its gate and input (createRecord), not its definition.
  const dayOff = async (ctx: TAuthedContext, user: number, [start, end]: [string, string], reason: string) =>
    services.prisma.$transaction(async (tx) =>
      ctx.createRecord(tx, ctx, 'day_offs', {
        employment: await employmentOf(user),
        absence_reason: 1,
        start_date: start,
        end_date: end,
        substitute: null,
        reason,
      }),
    );
  const submit = (ctx: TAuthedContext, id: number) => step(ctx, id, /^Beküldés/);
  const approve = async (manager: TAuthedContext, id: number, requester: TAuthedContext) => {
    await submit(requester, id);
    await step(manager, id, /^Jóváhagyás/);
  };

  for (const [requester, manager, unit] of [
    [requesterA, managerA, '001'],
    [requesterB, managerB, '002'],
  ] as const) {
    const [first, second, third, fourth] = colleagues.get(unit)!;
    const sick = await absence(requester, first, 2, span(0, 3, 3), second);
    await approve(manager, sick, requester);
    await step(hr, sick, /^Rendben/);
    const training = await absence(requester, requester.user.id, 5, span(0, 15, 2));
    await submit(requester, training);
    await absence(requester, second, 4, span(1, 8, 2));
    // Longer than the HR warning (10 working days): waits on the HR referent.
    const long = await absence(requester, third, 9, span(1, 1, 13), first);
    await approve(manager, long, requester);
    // A draft clashing with it: its form lists the long absence as a conflict.
    await absence(requester, third, 11, span(1, 10, 2));
    const refused = await absence(requester, second, 12, span(0, 24, 1));
    await submit(requester, refused);
    await step(manager, refused, /^Elutasítás/, { reason: 'Aznap vizsgabizottsági tag, nem nélkülözhető.' });
    const summer = await dayOff(requester, fourth ?? first, span(1, 20, 4), 'Családi program.');
    await approve(manager, summer, requester);
    await step(hr, summer, /^Nyilvántartásba/);
    // The head's own day off is a draft: four eyes keep him from approving it himself.
    await dayOff(manager, manager.user.id, span(0, 19, 2), '');
    await dayOff(requester, requester.user.id, span(1, 27, 2), 'Költözés.');
  }
}

export const absencesDemo = defineDemo({ records: { order: 40, seed: seedDemoLeave } });
