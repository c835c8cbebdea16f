// Demo extraordinary events of both demo schools in every state of their flow, made through the
// engine: a draft, one at the head, one at the education referent, one taken note of.
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { extraordinaryEvents } from './module.ts';
import { ZExtraordinaryEventInput } from './manifest.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

type TEvent = {
  title: string;
  description: string;
  reporter_name: string;
  reporter_role: string;
  date: string;
  time: string;
  location: string;
  measures_after?: string;
};

const report = (ctx: TAuthedContext, e: TEvent) =>
  ctx.prisma.$transaction((tx) =>
    createCase(tx, ctx, extraordinaryEvents, ZExtraordinaryEventInput.parse({ reporter_contact: '+36 52 555 0100', ...e, extra_field_answers: [] })),
  );

async function seedDemoEvents({ people: p, step, as }: TDemoRecordsKit): Promise<void> {
  const referent = await as('tanugy@etanker.local');
  const schools = [
    { requester: p.requesterA, manager: p.managerA, place: 'Debrecen' },
    { requester: p.requesterB, manager: p.managerB, place: 'Nyíregyháza' },
  ];
  for (const { requester, manager, place } of schools) {
    await report(requester, {
      title: 'Vízbetörés a B épület pincéjében',
      description: `Éjszaka eltört egy vízvezeték a ${place}i telephely B épületének pincéjében, a szertár részben elázott.`,
      reporter_name: 'Tóth Gábor',
      reporter_role: 'Gondnok',
      date: '2026-11-18',
      time: '06:40',
      location: 'B épület, pince',
    });
    const atHead = await report(requester, {
      title: 'Tanulói baleset testnevelésórán',
      description: 'Egy 10. évfolyamos tanuló szekrényugrás közben bokasérülést szenvedett; mentőt hívtunk.',
      reporter_name: 'Varga Péter',
      reporter_role: 'Testnevelő tanár',
      date: '2026-11-12',
      time: '09:15',
      location: 'Tornaterem',
      measures_after: 'Elsősegély, mentő, a szülő értesítése, baleseti jegyzőkönyv felvétele.',
    });
    await step(requester, atHead, /Beküldés/);
    const atReferent = await report(requester, {
      title: 'Bombariadó',
      description: 'Névtelen telefonáló bombát jelentett az épületbe; a rendőrség átvizsgálta az épületet, robbanószert nem talált.',
      reporter_name: 'Kovács Éva',
      reporter_role: 'Igazgatóhelyettes',
      date: '2026-10-21',
      time: '11:05',
      location: 'Főépület',
      measures_after: 'Kiürítés a tűzriadóterv szerint, a tanítás 13 órától folytatódott.',
    });
    await step(requester, atReferent, /Beküldés/);
    await step(manager, atReferent, /^Továbbítom/);
    const noted = await report(requester, {
      title: 'Áramszünet a tanítási napon',
      description: 'A szolgáltató hibája miatt négy órán át nem volt áram; a gyakorlati oktatás elmaradt.',
      reporter_name: 'Tóth Gábor',
      reporter_role: 'Gondnok',
      date: '2026-09-30',
      time: '08:00',
      location: 'Tanműhely',
      measures_after: 'A gyakorlati órák pótlása a következő két szombaton.',
    });
    await step(requester, noted, /Beküldés/);
    await step(manager, noted, /^Továbbítom/);
    await step(referent, noted, /^Tudomásul vettem/);
  }
}

export const extraordinaryEventsDemo = defineDemo({ records: { order: 290, seed: seedDemoEvents } });
