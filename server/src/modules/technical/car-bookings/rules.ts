// A car is held by its pending, in-progress and approved bookings (as rooms by their
// reservations): a new or changed booking overlapping one of them is refused, naming the clash
// to a caller who may read it (another school's booking of a shared car is only said to be there).
// The check runs with the car's row locked, so two simultaneous requests for one car take turns
// and the second sees the first (DESIGN.md "Car bookings").
import type { TTx } from '../../../db/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { canUseInstitution } from '../../../access/scope.ts';
import { badRequest } from '../../../http/errors.ts';
import type { TSlotTable } from '../../../workflow/free-slots.ts';
import { clashMessage } from '../../../workflow/slot-clash.ts';

export const INITIAL_STATE = 'pending';
/** States in which a booking holds its car. */
export const HOLDING_STATES = [INITIAL_STATE, 'under_checking', 'closed_positive'] as const;
export const CAR_SLOTS: TSlotTable = { table: 'CarBooking', resource: 'car_id', start: 'start_date', end: 'end_date' };

interface TPeriod {
  car: number;
  start_date: Date;
  end_date: Date;
}

/** Locks the car (bookable by the caller, else a 400) and refuses a clash. */
export async function bookCar(tx: TTx, user: TCurrentUser, period: TPeriod, exceptId: number | null): Promise<void> {
  const [car] = await tx.$queryRaw<{ institution_id: number; name: string; plate_number: string; all_can_see: boolean }[]>`
    SELECT institution_id, name, plate_number, all_can_see FROM "Car" WHERE id = ${period.car} FOR NO KEY UPDATE`;
  if (!car || !(car.all_can_see || canUseInstitution(user, car.institution_id))) throw badRequest({ car: ['Nem létező elem.'] });
  const clash = await clashMessage(tx, user, CAR_SLOTS, [{ resource_id: period.car, start: period.start_date, end: period.end_date }], {
    states: HOLDING_STATES,
    exceptId,
    holder: { table: 'CarBooking', title: 'travel_path' },
    taken: () => `A(z) ${car.name} (${car.plate_number}) gépjármű ebben az időszakban már foglalt`,
  });
  if (clash) throw badRequest({ car: [clash] });
}
