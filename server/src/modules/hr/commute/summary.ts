// The month's reimbursement lines (what an export freezes and the payroll CSV carries): one per
// commute info used, plus the travel home.
import { COMMUTE_TYPE, HOMECOMING_TYPE } from '../commute-infos.ts';
import { dayAmount, dayKm, homecomingAmount, passAmount, type THomecoming, type TInfoForAmount, type TRates } from './amounts.ts';

export const HOMECOMING_TITLE = 'Hazautazás';

export interface TSummaryInfo extends TInfoForAmount {
  id: number;
  sap_code: string;
}

/** A type, not an interface: it is stored as JSON (CommuteExport.items), which takes only index-signature objects. */
export type TSummaryItem = {
  title: string;
  commute_info: number | null;
  type: number | null;
  sap_code: string;
  days: number;
  km: number;
  amount: number;
};

export interface TMonthData {
  infos: TSummaryInfo[];
  records: { date: string; commute_info: number; towards: boolean; backwards: boolean }[];
  passes: { commute_info: number; cost: number }[];
  homecoming: THomecoming;
}

export function summarize(data: TMonthData, rates: TRates, names: { commuteTypes: Map<number, string>; homecoming: string }) {
  const items: TSummaryItem[] = [];
  for (const info of data.infos) {
    const own = data.records.filter((r) => r.commute_info === info.id);
    const passes = data.passes.filter((p) => p.commute_info === info.id);
    if (!own.length && !passes.length) continue;
    const km = own.reduce((sum, r) => sum + Math.round(dayKm(info, r.towards, r.backwards) * 10), 0) / 10;
    const amount =
      info.type === COMMUTE_TYPE.pass
        ? passes.reduce((sum, p) => sum + passAmount(p.cost, rates), 0)
        : own.reduce((sum, r) => sum + dayAmount(info, r.towards, r.backwards, rates), 0);
    items.push({
      title: names.commuteTypes.get(info.type) ?? '',
      commute_info: info.id,
      type: info.type,
      sap_code: info.sap_code,
      days: new Set(own.map((r) => r.date)).size,
      km,
      amount,
    });
  }
  const home = homecomingAmount(data.homecoming, rates);
  if (home > 0) {
    items.push({
      title: names.homecoming,
      commute_info: null,
      type: null,
      sap_code: '',
      days: 0,
      km: data.homecoming.type === HOMECOMING_TYPE.car ? Math.round(data.homecoming.trips * 2 * data.homecoming.distance * 10) / 10 : 0,
      amount: home,
    });
  }
  return { items, total_amount: items.reduce((sum, i) => sum + i.amount, 0) };
}
