// A car is held by its pending, in-progress and approved bookings (as rooms by their
// reservations): a new or changed booking overlapping one of them is refused, naming the clash
// to a caller who may read it (another school's booking of a shared car is only said to be there).
// The check runs with the car's row locked, so two simultaneous requests for one car take turns
// and the second sees the first (DESIGN.md "Car bookings").
import type { TTx } from '../../../db/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { canUseInstitution } from '../../../access/scope.ts';
import { badRequest } from '../../../http/errors.ts';
import { formatDateTime } from '@etanker/shared/format.ts';
import { overlappingReservations, type TSlotTable } from '../../../workflow/free-slots.ts';
import { canReadCase } from '../../../workflow/case-access.ts';

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
  const [clash] = await overlappingReservations(tx, CAR_SLOTS, {
    start: period.start_date,
    end: period.end_date,
    states: HOLDING_STATES,
    resourceIds: [period.car],
    exceptId,
  });
  if (!clash) return;
  const taken = `A(z) ${car.name} (${car.plate_number}) gépjármű ebben az időszakban már foglalt`;
  if (!(await canReadCase(tx, user, clash.id))) throw badRequest({ car: [`${taken}.`] });
  const other = await tx.carBooking.findUniqueOrThrow({
    where: { id: clash.id },
    select: { travel_path: true, case: { select: { reference_number: true } } },
  });
  const named = other.case.reference_number ? `${other.case.reference_number} ` : '';
  throw badRequest({
    car: [`${taken}: ${named}„${other.travel_path}” (${formatDateTime(clash.start)} – ${formatDateTime(clash.end)}).`],
  });
}
