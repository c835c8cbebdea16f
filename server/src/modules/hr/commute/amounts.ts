// The reimbursement of commuting (39/2010. (II. 26.) Korm. r.): 86 % of a pass's or a ticket's
// price, and for an own car (or a bicycle, which the decree leaves to the employer: nothing here)
// the per-km rate. Whole forints; each day, pass and the homecoming are rounded on their own,
// as the payslip shows them. Integer arithmetic (km in tenths, prices in fillér), so no float drift.
import { COMMUTE_TYPE, HOMECOMING_TYPE } from '../commute-infos.ts';

export interface TRates {
  /** 86: the employer's share of a pass or ticket, in percent. */
  passSharePercent: number;
  /** Ft per km for an own car (30, or the employee's own rate when allowed). */
  carKmPrice: number;
}

export interface TInfoForAmount {
  type: number;
  mileage_towards: number;
  mileage_backwards: number;
  monthly_cost: number | null;
}

const tenths = (km: number) => Math.round(km * 10);
const filler = (ft: number) => Math.round(ft * 100);
/** round(km × Ft/km), half up. */
const kmAmount = (km: number, price: number) => Math.round((tenths(km) * filler(price)) / 1000);
/** round(cost × percent / 100), half up. */
const share = (cost: number, percent: number) => Math.round((cost * filler(percent)) / 10_000);

/** Km travelled on a day with one commute info. */
export const dayKm = (info: TInfoForAmount, towards: boolean, backwards: boolean) =>
  (tenths(towards ? info.mileage_towards : 0) + tenths(backwards ? info.mileage_backwards : 0)) / 10;

/** One day's reimbursement: a car by km, a ticket per one-way trip; a pass is paid by its validity. */
export function dayAmount(info: TInfoForAmount, towards: boolean, backwards: boolean, rates: TRates): number {
  if (info.type === COMMUTE_TYPE.car) return kmAmount(dayKm(info, towards, backwards), rates.carKmPrice);
  if (info.type === COMMUTE_TYPE.ticket) return share((Number(towards) + Number(backwards)) * (info.monthly_cost ?? 0), rates.passSharePercent);
  return 0;
}

/** A pass bought: its share once. */
export const passAmount = (cost: number, rates: TRates) => share(cost, rates.passSharePercent);

export interface THomecoming {
  type: number | null;
  /** Round trips home in the month. */
  trips: number;
  /** One way, km. */
  distance: number;
  /** The month's tickets and passes home, Ft. */
  cost: number;
}

/** Travel home (3. § (1) b)): public transport by its tickets' share, an own car by km there and back. */
export function homecomingAmount(h: THomecoming, rates: TRates): number {
  if (h.type === HOMECOMING_TYPE.publicTransport) return share(h.cost, rates.passSharePercent);
  if (h.type === HOMECOMING_TYPE.car) return kmAmount(h.trips * 2 * h.distance, rates.carKmPrice);
  return 0;
}
