// The car bookings' monthly calendar: the bookings holding a car, titled with the car and route.
import type { TCalendarDef } from '../../../workflow/calendar.ts';
import { HOLDING_STATES } from './rules.ts';

export const carBookingCalendar: TCalendarDef<{ travel_path: string; car: string; plate_number: string }> = {
  table: 'CarBooking',
  start: 'start_date',
  end: 'end_date',
  kind: 'datetime',
  joins: 'JOIN "Car" car ON car.id = r.car_id',
  select: { travel_path: 'r.travel_path', car: 'car.name', plate_number: 'car.plate_number' },
  title: (r) => `${r.car} (${r.plate_number}): ${r.travel_path}`,
  states: HOLDING_STATES,
  filters: { institution: 'c.institution_id', car: 'r.car_id', state: 'c.state' },
};
