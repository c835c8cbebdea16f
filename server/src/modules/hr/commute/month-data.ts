// One employment's month as stored, or — never saved — as offered: the month's working days
// (shared/src/working-days.ts) with the default commute info there and back, a pass for the whole
// month for each pass-type info, and the travel home from the employee's file.
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { notFound } from '../../../http/errors.ts';
import { apiDate } from '../../../core/dates.ts';
import { readModuleSettings } from '../../../core/settings.ts';
import { parseDate } from '@etanker/shared/format.ts';
import { HR_SETTINGS, type THrSettings } from '@etanker/shared/settings/hr.ts';
import { isWorkingDay } from '@etanker/shared/working-days.ts';
import { COMMUTE_INFO_SELECT, COMMUTE_TYPE, HOMECOMING_TYPE, commuteInfoApi, employmentScope, type TCommuteInfoApi } from '../commute-infos.ts';
import type { TRates } from './amounts.ts';
import type { THomecoming } from './amounts.ts';
import { monthBounds, type TMonth } from './month.ts';
import { addDays } from '@etanker/shared/working-days.ts';

export const EMPLOYMENT_SELECT = {
  id: true,
  start_date: true,
  end_date: true,
  sap_code: true,
  multiple_commute_infos_per_trip: true,
  default_commute_info_id: true,
  institution: { select: { id: true, name: true, unit_code: true } },
  user: {
    select: {
      id: true,
      name: true,
      tax_number: true,
      employee_profile: { select: { homecoming_type: true, homecoming_cost: true, homecoming_distance: true, car_km_price: true } },
    },
  },
  commute_infos: { select: COMMUTE_INFO_SELECT, orderBy: { id: 'asc' } },
} satisfies Prisma.EmploymentSelect;

export type TEmploymentRow = Prisma.EmploymentGetPayload<{ select: typeof EMPLOYMENT_SELECT }>;

export async function loadEmployment(db: TTx, ctx: TAuthedContext, id: number): Promise<TEmploymentRow> {
  const row = await db.employment.findFirst({ where: { AND: [{ id }, employmentScope(ctx.user)] }, select: EMPLOYMENT_SELECT });
  if (!row) throw notFound();
  return row;
}

export const hrSettings = (db: TTx) => readModuleSettings(db, HR_SETTINGS);

/** The decree's rates for this employee: the employee's own per-km rate only when the setting allows it. */
export function ratesFor(settings: THrSettings, employment: TEmploymentRow): TRates {
  const own = employment.user.employee_profile?.car_km_price;
  const carKmPrice = settings.allowed_per_user_car_km_price && own != null ? Number(own) : settings.commute_car_km_price;
  return { passSharePercent: settings.commute_pass_share_percent, carKmPrice };
}

export interface TMonthRecord {
  id: number | null;
  date: string;
  commute_info: number;
  towards: boolean;
  backwards: boolean;
}

export interface TMonthPass {
  id: number | null;
  commute_info: number;
  start_date: string;
  end_date: string;
  cost: number;
}

export interface TStoredMonth {
  saved: boolean;
  infos: TCommuteInfoApi[];
  records: TMonthRecord[];
  passes: TMonthPass[];
  homecoming: THomecoming;
}

const dateRange = (m: TMonth) => {
  const { first, last } = monthBounds(m);
  return { gte: parseDate(first)!, lte: parseDate(last)! };
};

/** The employment's days in the month: the working days while it lasts. */
function defaultDays(employment: TEmploymentRow, m: TMonth): string[] {
  const { first, last } = monthBounds(m);
  const start = apiDate(employment.start_date)!;
  const end = apiDate(employment.end_date);
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (day >= start && (end === null || day <= end) && isWorkingDay(day)) days.push(day);
  }
  return days;
}

function defaults(employment: TEmploymentRow, m: TMonth, infos: TCommuteInfoApi[]): TStoredMonth {
  const daily = infos.find((i) => i.id === employment.default_commute_info_id) ?? infos[0];
  const { first, last } = monthBounds(m);
  const profile = employment.user.employee_profile;
  const homeType = profile?.homecoming_type ?? null;
  return {
    saved: false,
    infos,
    records: daily ? defaultDays(employment, m).map((date) => ({ id: null, date, commute_info: daily.id, towards: true, backwards: true })) : [],
    passes: infos
      .filter((i) => i.type === COMMUTE_TYPE.pass)
      .map((i) => ({ id: null, commute_info: i.id, start_date: first, end_date: last, cost: i.monthly_cost ?? 0 })),
    homecoming: {
      type: homeType,
      trips: 0,
      distance: homeType === HOMECOMING_TYPE.car ? Number(profile?.homecoming_distance ?? 0) : 0,
      cost: homeType === HOMECOMING_TYPE.publicTransport ? (profile?.homecoming_cost ?? 0) : 0,
    },
  };
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The months of several employments in three queries (a list page, the list's spreadsheet). */
export async function readMonths(db: TTx, employments: TEmploymentRow[], m: TMonth): Promise<Map<number, TStoredMonth>> {
  const ids = employments.map((e) => e.id);
  const [saved, records, passes] = await Promise.all([
    db.commuteMonth.findMany({
      where: { employment_id: { in: ids }, year: m.year, month: m.month },
      select: { employment_id: true, homecoming_type: true, homecoming_trips: true, homecoming_distance: true, homecoming_cost: true },
    }),
    db.commuteRecord.findMany({
      where: { employment_id: { in: ids }, date: dateRange(m) },
      select: { id: true, employment_id: true, date: true, commute_info_id: true, towards: true, backwards: true },
      orderBy: [{ date: 'asc' }, { commute_info_id: 'asc' }],
    }),
    db.commutePassValidity.findMany({
      where: { employment_id: { in: ids }, start_date: dateRange(m) },
      select: { id: true, employment_id: true, commute_info_id: true, start_date: true, end_date: true, cost: true },
      orderBy: [{ start_date: 'asc' }, { id: 'asc' }],
    }),
  ]);
  const savedOf = new Map(saved.map((row) => [row.employment_id, row]));
  const recordsOf = groupBy(records, (r) => r.employment_id);
  const passesOf = groupBy(passes, (p) => p.employment_id);
  const months = new Map<number, TStoredMonth>();
  for (const e of employments) {
    const infos = e.commute_infos.map(commuteInfoApi);
    const month = savedOf.get(e.id);
    if (!month) {
      months.set(e.id, defaults(e, m, infos));
      continue;
    }
    months.set(e.id, {
      saved: true,
      infos,
      records: (recordsOf.get(e.id) ?? []).map((r) => ({
        id: r.id,
        date: apiDate(r.date)!,
        commute_info: r.commute_info_id,
        towards: r.towards,
        backwards: r.backwards,
      })),
      passes: (passesOf.get(e.id) ?? []).map((p) => ({
        id: p.id,
        commute_info: p.commute_info_id,
        start_date: apiDate(p.start_date)!,
        end_date: apiDate(p.end_date)!,
        cost: p.cost,
      })),
      homecoming: {
        type: month.homecoming_type,
        trips: month.homecoming_trips,
        distance: Number(month.homecoming_distance),
        cost: month.homecoming_cost,
      },
    });
  }
  return months;
}

export async function readMonth(db: TTx, employment: TEmploymentRow, m: TMonth): Promise<TStoredMonth> {
  return (await readMonths(db, [employment], m)).get(employment.id)!;
}
