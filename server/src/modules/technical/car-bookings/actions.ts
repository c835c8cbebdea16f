// Car-booking calls besides the workflow pattern: the monthly calendar and the cars free for a
// period (szabad-autok/), among the cars the caller may book.
import { action, type TAnyWorkflowModule } from '../../../workflow/define.ts';
import { overlappingReservations } from '../../../workflow/free-slots.ts';
import { calendarAction } from '../../calendar.ts';
import { bookableCarsWhere, CAR_SLOTS, HOLDING_STATES } from './rules.ts';
import { ZFreeCarsQuery } from './schema.ts';
import { carBookingCalendar } from './calendar.ts';

export const carBookingActions = (module: () => TAnyWorkflowModule) => ({
  calendar: calendarAction(carBookingCalendar, module),
  /** Bookable cars that no holding booking occupies in [start_date, end_date). */
  freeCars: action({
    on: 'module',
    method: 'GET',
    path: 'szabad-autok/',
    summary: 'Szabad gépjárművek egy időszakra (start_date, end_date: ÉÉÉÉ-HH-NN ÓÓ:PP; booking_id: a szerkesztett igény)',
    input: ZFreeCarsQuery,
    run: async (tx, ctx, { input }) => {
      const busy = await overlappingReservations(tx, CAR_SLOTS, {
        start: input.start_date,
        end: input.end_date,
        states: HOLDING_STATES,
        exceptId: input.booking_id || null,
      });
      const cars = await tx.car.findMany({
        where: { AND: [bookableCarsWhere(ctx.user), { id: { notIn: [...new Set(busy.map((b) => b.resource_id))] } }] },
        orderBy: [{ name: 'asc' }, { id: 'asc' }],
        select: { id: true, name: true, plate_number: true, type: true, person_count: true, power: true, fuel_type: true, institution_id: true },
      });
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
