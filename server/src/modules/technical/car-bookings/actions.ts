// Car-booking calls besides the workflow pattern: the monthly calendar and the cars free for a
// period (szabad-autok/), among the cars the caller may book.
import { z } from 'zod';
import { action, type TAnyWorkflowModule } from '../../../workflow/define.ts';
import { Prisma } from '../../../generated/prisma/client.ts';
import { reservedSql } from '../../../workflow/free-slots.ts';
import { calendarAction } from '../../calendar.ts';
import { CAR_SLOTS, HOLDING_STATES } from './rules.ts';
import { periodQuery } from '../../../workflow/period-query.ts';
import { CAR_BOOKING_MANIFEST } from './manifest.ts';
import { carBookingCalendar } from './calendar.ts';

interface TFreeCarRow {
  id: number;
  name: string;
  plate_number: string;
  type: string;
  person_count: number | null;
  power: number | null;
  fuel_type: number | null;
  institution_id: number;
}

export const carBookingActions = (module: () => TAnyWorkflowModule) => ({
  calendar: calendarAction(carBookingCalendar, module),
  /** Bookable cars that no holding booking occupies in [start_date, end_date), in one statement. */
  freeCars: action({
    on: 'module',
    method: 'GET',
    path: 'szabad-autok/',
    summary: 'Szabad gépjárművek egy időszakra (start_date, end_date: ÉÉÉÉ-HH-NN ÓÓ:PP; booking_id: a szerkesztett igény)',
    input: periodQuery(CAR_BOOKING_MANIFEST.crossFieldRules, 'start_date', 'end_date', 'booking_id'),
    output: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        plate_number: z.string(),
        type: z.string(),
        person_count: z.number().int().nullable(),
        power: z.number().int().nullable(),
        fuel_type: z.number().int().nullable(),
        institution: z.number().int(),
      }),
    ),
    run: async (tx, ctx, { input }) => {
      const reserved = reservedSql(CAR_SLOTS, Prisma.sql`car.id`, {
        start: input.start_date,
        end: input.end_date,
        states: HOLDING_STATES,
        exceptId: input.booking_id || null,
      });
      // The cars a school may book: its institutions' and the shared ones (the centre: all).
      const bookable = ctx.user.is_centre ? Prisma.sql`TRUE` : Prisma.sql`(car.institution_id = ANY(${ctx.user.institution_ids}::int[]) OR car.all_can_see)`;
      const cars = await tx.$queryRaw<TFreeCarRow[]>`
        SELECT car.id, car.name, car.plate_number, car.type, car.person_count, car.power, car.fuel_type, car.institution_id
        FROM "Car" car WHERE ${bookable} AND NOT ${reserved}
        ORDER BY car.name, car.id`;
      return cars.map((c) => ({
        id: c.id,
        name: `${c.name} (${c.plate_number})`,
        plate_number: c.plate_number,
        type: c.type,
        person_count: c.person_count,
        power: c.power,
        fuel_type: c.fuel_type,
        institution: c.institution_id,
      }));
    },
  }),
});
