// Demo extraordinary ordainments of both demo schools in every state of their flow, made through
// the engine: a draft, one at the head, one at the education referent, an approved and a rejected one.
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { extraordinaryOrdainments } from './module.ts';
import { ZExtraordinaryOrdainmentInput } from './manifest.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

/** Keys of extraordinary_ordainment_types (prisma/seed/lists/education.ts). */
const TYPE = { overtime: 1, substitution: 2, duty: 3, standby: 4, extraTask: 5 } as const;

type TOrdainment = { type: number; name: string; job_description: string; start_date: string; end_date: string };

const order = (ctx: TAuthedContext, o: TOrdainment) =>
  ctx.prisma.$transaction((tx) => createCase(tx, ctx, extraordinaryOrdainments, ZExtraordinaryOrdainmentInput.parse({ ...o, extra_field_answers: [] })));

async function seedDemoOrdainments({ people: p, step, as }: TDemoRecordsKit): Promise<void> {
  const referent = await as('tanugy@etanker.local');
  const schools = [
    { requester: p.requesterA, manager: p.managerA, people: ['Kiss Anna', 'Németh Balázs', 'Juhász Márton', 'Fehér Dóra', 'Balogh Imre'] },
    { requester: p.requesterB, manager: p.managerB, people: ['Szilágyi Ákos', 'Pintér Réka', 'Oláh Tamás', 'Vincze Edit', 'Lukács Bence'] },
  ];
  for (const { requester, manager, people } of schools) {
    await order(requester, {
      type: TYPE.duty,
      name: people[0],
      job_description: 'Ügyelet a szalagavató bálon 18 és 24 óra között.',
      start_date: '2026-12-12',
      end_date: '2026-12-12',
    });
    const atHead = await order(requester, {
      type: TYPE.substitution,
      name: people[1],
      job_description: 'A tartósan távol lévő kolléga angolóráinak helyettesítése a 9. évfolyamon.',
      start_date: '2026-11-23',
      end_date: '2026-12-18',
    });
    await step(requester, atHead, /Beküldés/);
    const atReferent = await order(requester, {
      type: TYPE.overtime,
      name: people[2],
      job_description: 'Rendkívüli munkavégzés a szakmai vizsgák előkészítésében, heti 4 óra.',
      start_date: '2027-01-11',
      end_date: '2027-02-05',
    });
    await step(requester, atReferent, /Beküldés/);
    await step(manager, atReferent, /^Jóváhagyom/);
    const approved = await order(requester, {
      type: TYPE.extraTask,
      name: people[3],
      job_description: 'A pályaorientációs nap szervezése és lebonyolítása.',
      start_date: '2026-10-01',
      end_date: '2026-10-17',
    });
    await step(requester, approved, /Beküldés/);
    await step(manager, approved, /^Jóváhagyom/);
    await step(referent, approved, /^Jóváhagyom/);
    const rejected = await order(requester, {
      type: TYPE.standby,
      name: people[4],
      job_description: 'Készenlét a téli szünetben a kollégium fűtésének felügyeletére.',
      start_date: '2026-12-21',
      end_date: '2027-01-02',
    });
    await step(requester, rejected, /Beküldés/);
    await step(manager, rejected, /^Elutasítom/, { reason: 'A fűtés felügyeletét a gondnokság látja el.' });
  }
}

export const extraordinaryOrdainmentsDemo = defineDemo({ records: { order: 300, seed: seedDemoOrdainments } });
