// The car bookings' monthly calendar: the bookings holding a car, titled with the car and route.
import type { TCalendarDef } from '../../../workflow/calendar.ts';
import { HOLDING_STATES } from './rules.ts';

export const carBookingCalendar: TCalendarDef<{ travel_path: string; car: { name: string; plate_number: string } }> = {
  relation: 'car_booking',
  start: 'start_date',
  end: 'end_date',
  kind: 'datetime',
  select: { travel_path: true, car: { select: { name: true, plate_number: true } } },
  title: (r) => `${r.car.name} (${r.car.plate_number}): ${r.travel_path}`,
  states: HOLDING_STATES,
  filters: ['institution', 'car', 'state'],
};
