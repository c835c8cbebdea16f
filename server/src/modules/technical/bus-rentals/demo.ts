// Demo bus rentals of both schools, made through the engine: class trips with an outbound and a
// return leg, one saved, one at each decider, one ordered and one refused.
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { busRentals } from './module.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

interface TTrip {
  type: string;
  goal: string;
  place: string;
  /** days from today of the departure and of the return */
  days: [number, number];
  persons: number;
  /** the outbound leg [from, to, HH:mm] and the return leg's departure time */
  out: [string, string, string];
  back: string;
}

async function seedDemoBusRentals({ people, step }: TDemoRecordsKit): Promise<void> {
  const { requesterA, managerA, requesterB, managerB, technical } = people;
  const types = new Map(
    (await requesterA.prisma.staticItem.findMany({ where: { list: 'bus_rental_types' }, select: { key: true, name: true } })).map((t) => [t.name, t.key]),
  );
  const day = (offset: number) => formatDate(new Date(Date.now() + offset * 86_400_000));
  const rent = (ctx: TAuthedContext, t: TTrip) =>
    ctx.prisma.$transaction((tx) =>
      createCase(
        tx,
        ctx,
        busRentals,
        busRentals.createInput.parse({
          type: types.get(t.type),
          travel_goal: t.goal,
          pickup_place: t.place,
          pickup_date: day(t.days[0]),
          return_date: day(t.days[1]),
          person_count: t.persons,
          travels: [
            { from: t.out[0], to: t.out[1], departure: `${day(t.days[0])} ${t.out[2]}`, person_count: t.persons },
            { from: t.out[1], to: t.out[0], departure: `${day(t.days[1])} ${t.back}`, person_count: t.persons, note: 'Visszaút.' },
          ],
        }),
      ),
    );

  const school = 'Debrecen, Szent Anna utca 8. (az iskola főbejárata)';
  await rent(requesterA, {
    type: 'Tanulmányi kirándulás',
    goal: '10.A osztálykirándulás – Eger',
    place: school,
    days: [40, 41],
    persons: 32,
    out: ['Debrecen', 'Eger', '07:30'],
    back: '15:00',
  });
  const atManager = await rent(requesterA, {
    type: 'Szakmai üzemlátogatás',
    goal: 'Üzemlátogatás a BMW debreceni gyárában',
    place: school,
    days: [21, 21],
    persons: 24,
    out: ['Debrecen', 'Debrecen, BMW Group gyár', '08:00'],
    back: '13:30',
  });
  await step(requesterA, atManager, /Beküldés/);
  const atReferents = await rent(requesterB, {
    type: 'Versenyre utazás',
    goal: 'Szakma Sztár Fesztivál – Budapest, HUNGEXPO',
    place: 'Debrecen, Budai Ézsaiás utca 2. (a kollégium előtt)',
    days: [30, 32],
    persons: 18,
    out: ['Debrecen', 'Budapest, HUNGEXPO', '06:00'],
    back: '14:00',
  });
  await step(requesterB, atReferents, /Beküldés/);
  await step(managerB, atReferents, /^Jóváhagyás/);
  const ordered = await rent(requesterA, {
    type: 'Kulturális program',
    goal: '9.B színházlátogatás – Nyíregyháza, Móricz Zsigmond Színház',
    place: school,
    days: [14, 14],
    persons: 45,
    out: ['Debrecen', 'Nyíregyháza', '16:30'],
    back: '22:15',
  });
  await step(requesterA, ordered, /Beküldés/);
  await step(managerA, ordered, /^Jóváhagyás/);
  await step(technical, ordered, /^Megrendelve/);
  const refused = await rent(requesterB, {
    type: 'Sportrendezvény',
    goal: 'Diákolimpia megyei döntő – Hajdúszoboszló',
    place: 'Debrecen, Budai Ézsaiás utca 2.',
    days: [10, 10],
    persons: 12,
    out: ['Debrecen', 'Hajdúszoboszló', '08:00'],
    back: '16:00',
  });
  await step(requesterB, refused, /Beküldés/);
  await step(managerB, refused, /^Elutasítás/, { reason: '12 főre a menetrend szerinti busz is megfelel.' });
}

export const busRentalsDemo = defineDemo({ records: { order: 110, seed: seedDemoBusRentals } });
