// Demo car bookings of the current month, made through the engine: a saved one, one at each
// decider, approved ones (one car twice on one day, back to back), a rejected one and the
// approved booking that took its slot afterwards (a refused booking no longer holds its car).
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { carBookings } from './module.ts';
import { formatDateTime } from '@etanker/shared/format.ts';
import { budapestInstant } from '@etanker/shared/date-time.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

async function seedDemoCarBookings({ people, step }: TDemoRecordsKit): Promise<void> {
  const { requesterA, managerA, requesterB, technical: keeper } = people;
  const cars = new Map((await requesterA.prisma.car.findMany({ select: { id: true, plate_number: true } })).map((c) => [c.plate_number, c.id]));
  const now = new Date();
  const [year, month] = [now.getFullYear(), now.getMonth() + 1];
  const at = (dayOfMonth: number, hour: number) => formatDateTime(budapestInstant(year, month, dayOfMonth, hour));
  const book = (ctx: TAuthedContext, plate: string, from: [number, number], to: [number, number], travel_path: string, extra: Record<string, unknown> = {}) =>
    ctx.prisma.$transaction((tx) =>
      createCase(
        tx,
        ctx,
        carBookings,
        carBookings.createInput.parse({
          car: cars.get(plate),
          start_date: at(...from),
          end_date: at(...to),
          travel_path,
          driver: 'Kovács István',
          person_count: 4,
          contact_name: 'Nagy Éva',
          contact_contact: '+36 30 123 4567',
          ...extra,
        }),
      ),
    );
  const approve = async (id: number) => {
    await step(managerA, id, /^Jóváhagyás/);
    await step(keeper, id, /^Jóváhagyás/);
  };

  await book(requesterA, 'AE FK-312', [26, 7], [26, 18], 'Debrecen – Nyíregyháza – Debrecen', { purpose: 'Szakmai verseny, 8 tanuló kísérése.' });
  const atManager = await book(requesterA, 'AB CD-123', [12, 8], [12, 16], 'Debrecen – Hajdúszoboszló', { purpose: 'Üzemlátogatás egyeztetése.' });
  await step(requesterA, atManager, /Beküldés/);
  const atKeeper = await book(requesterB, 'AA XY-789', [18, 6], [19, 20], 'Debrecen – Budapest – Debrecen', {
    purpose: 'Szakmai kiállítás (HUNGEXPO).',
    person_count: 12,
  });
  await step(requesterB, atKeeper, /Beküldés/);
  await step(people.managerB, atKeeper, /^Jóváhagyás/);
  const morning = await book(requesterA, 'AE FK-312', [10, 7], [10, 12], 'Debrecen – Hajdúböszörmény', { purpose: 'Tanulók szállítása gyakorlati helyre.' });
  await step(requesterA, morning, /Beküldés/);
  await approve(morning);
  const afternoon = await book(requesterA, 'AE FK-312', [10, 12], [10, 17], 'Debrecen – Balmazújváros', { purpose: 'Tanulók szállítása gyakorlati helyről.' });
  await step(requesterA, afternoon, /Beküldés/);
  await approve(afternoon);
  await book(requesterB, 'AA EV-001', [10, 9], [10, 14], 'Debrecen belváros', { purpose: 'Hivatali ügyintézés.', person_count: 2 });
  const refused = await book(requesterA, 'AA XY-789', [5, 8], [5, 16], 'Debrecen – Miskolc', { purpose: 'Pályaorientációs nap.' });
  await step(requesterA, refused, /Beküldés/);
  await step(managerA, refused, /^Elutasítás/, { reason: 'Erre a napra nincs kísérő tanár.' });
  const taken = await book(requesterA, 'AA XY-789', [5, 7], [5, 15], 'Debrecen – Tokaj', { purpose: 'Szakmai kirándulás.', person_count: 14 });
  await step(requesterA, taken, /Beküldés/);
  await approve(taken);
}

export const carBookingsDemo = defineDemo({ records: { order: 70, seed: seedDemoCarBookings } });
