// munkabajaras (MODULES.md §3.21): one employment's commute in one month — read, saved, exported
// (amounts frozen for payroll) and the export deleted. Every call reads the employment within the
// caller's scope first (404 outside it).
import type { TAuthedContext } from '../../../access/context.ts';
import type { TTx } from '../../../db/client.ts';
import { badRequest, MESSAGES as HTTP_MESSAGES } from '../../../http/errors.ts';
import { institutionDisplayName } from '../../../core/institution-display.ts';
import { staticItemNames } from '../../../workflow/static-items.ts';
import { formatDateTime, parseDate } from '@etanker/shared/format.ts';
import { dayAmount, dayKm, homecomingAmount, passAmount, type TRates } from './amounts.ts';
import { currentMonth, nextMonth, previousMonth, type TMonth } from './month.ts';
import { hrSettings, loadEmployment, ratesFor, readMonth, type TEmploymentRow, type TStoredMonth } from './month-data.ts';
import { bodyErrors, changeRefusal, deleteExportRefusal, exportRefusal, MESSAGES } from './rules.ts';
import type { TCommuteMonthBody } from './schema.ts';
import { HOMECOMING_TITLE, summarize, type TSummaryItem } from './summary.ts';
import { usesApprovedInfos } from './verification.ts';

export const monthOrCurrent = (q: { year?: number; month?: number }): TMonth => {
  const now = currentMonth();
  return { year: q.year ?? now.year, month: q.month ?? now.month };
};

const refuse = (message: string) => badRequest({ non_field_errors: [message] });

async function findExport(db: TTx, employmentId: number, m: TMonth) {
  return db.commuteExport.findUnique({
    where: { employment_id_year_month: { employment_id: employmentId, year: m.year, month: m.month } },
    select: { id: true, items: true, total_amount: true, created_at: true, created_by: { select: { id: true, name: true } } },
  });
}

async function summaryOf(db: TTx, data: TStoredMonth, rates: TRates) {
  const commuteTypes = await staticItemNames(db, 'commute_types');
  return summarize({ infos: data.infos.map((i) => ({ ...i })), records: data.records, passes: data.passes, homecoming: data.homecoming }, rates, {
    commuteTypes,
    homecoming: HOMECOMING_TITLE,
  });
}

export async function commuteDetail(db: TTx, ctx: TAuthedContext, id: number, m: TMonth) {
  const employment = await loadEmployment(db, ctx, id);
  const [settings, data, exported] = await Promise.all([hrSettings(db), readMonth(db, employment, m), findExport(db, id, m)]);
  const rates = ratesFor(settings, employment);
  const infos = new Map(data.infos.map((i) => [i.id, i]));
  const summary = await summaryOf(db, data, rates);
  const readonly = ctx.user.is_readonly;
  return {
    id: employment.id,
    year: m.year,
    month: m.month,
    previous: previousMonth(m),
    next: nextMonth(m),
    employment: {
      id: employment.id,
      user: { id: employment.user.id, name: employment.user.name },
      institution: { id: employment.institution.id, name: institutionDisplayName(employment.institution) },
      multiple_commute_infos_per_trip: employment.multiple_commute_infos_per_trip,
      default_commute_info: employment.default_commute_info_id,
    },
    infos: data.infos,
    is_saved: data.saved,
    records: data.records.map((r) => {
      const info = infos.get(r.commute_info)!;
      return Object.assign({}, r, { km: dayKm(info, r.towards, r.backwards), amount: dayAmount(info, r.towards, r.backwards, rates) });
    }),
    monthly_pass_validities: data.passes.map((p) => Object.assign({}, p, { amount: passAmount(p.cost, rates) })),
    homecoming: Object.assign({}, data.homecoming, { amount: homecomingAmount(data.homecoming, rates) }),
    summary,
    export: exported
      ? {
          id: exported.id,
          created_at: formatDateTime(exported.created_at),
          created_by: exported.created_by,
          // A Json column, typed by Prisma as any JSON: it holds the summary items the export wrote.
          items: exported.items as unknown as TSummaryItem[],
          total_amount: exported.total_amount,
        }
      : null,
    rates: { pass_share_percent: rates.passSharePercent, car_km_price: rates.carKmPrice },
    /** Why the month cannot be changed now (shown above the form), or null. */
    locked_reason: readonly ? HTTP_MESSAGES.readonly : changeRefusal(ctx, m, settings, exported !== null),
    can_edit: !readonly && changeRefusal(ctx, m, settings, exported !== null) === null,
    can_export: !readonly && exportRefusal(ctx, m, settings, exported !== null) === null,
    can_delete_export: !readonly && deleteExportRefusal(ctx, m, settings, exported !== null) === null,
  };
}

async function writeMonth(tx: TTx, employment: TEmploymentRow, m: TMonth, body: TCommuteMonthBody) {
  const homecomingTypes = new Set((await staticItemNames(tx, 'homecoming_types')).keys());
  const errors = bodyErrors(employment, m, body, homecomingTypes);
  if (Object.keys(errors).length) throw badRequest(errors);
  const range = (() => {
    const first = parseDate(`${m.year}-${String(m.month).padStart(2, '0')}-01`)!;
    return { gte: first, lt: new Date(Date.UTC(m.year, m.month, 1)) };
  })();
  const id = employment.id;
  await tx.commuteRecord.deleteMany({ where: { employment_id: id, date: range } });
  await tx.commutePassValidity.deleteMany({ where: { employment_id: id, start_date: range } });
  if (body.records.length) {
    await tx.commuteRecord.createMany({
      data: body.records.map((r) => ({
        employment_id: id,
        commute_info_id: r.commute_info,
        date: parseDate(r.date)!,
        towards: r.towards,
        backwards: r.backwards,
      })),
    });
  }
  if (body.monthly_pass_validities.length) {
    await tx.commutePassValidity.createMany({
      data: body.monthly_pass_validities.map((p) => ({
        employment_id: id,
        commute_info_id: p.commute_info,
        start_date: parseDate(p.start_date)!,
        end_date: parseDate(p.end_date)!,
        cost: p.cost,
      })),
    });
  }
  const home = {
    homecoming_type: body.homecoming.type,
    homecoming_trips: body.homecoming.trips,
    homecoming_distance: body.homecoming.distance,
    homecoming_cost: body.homecoming.cost,
  };
  await tx.commuteMonth.upsert({
    where: { employment_id_year_month: { employment_id: id, year: m.year, month: m.month } },
    create: { employment_id: id, year: m.year, month: m.month, ...home },
    update: home,
    select: { id: true },
  });
}

/** PUT {id}/: the month's days, passes and travel home replace what was saved. */
export async function saveMonth(tx: TTx, ctx: TAuthedContext, id: number, m: TMonth, body: TCommuteMonthBody) {
  const employment = await loadEmployment(tx, ctx, id);
  const [settings, exported] = await Promise.all([hrSettings(tx), findExport(tx, id, m)]);
  const refusal = changeRefusal(ctx, m, settings, exported !== null);
  if (refusal) throw refuse(refusal);
  await writeMonth(tx, employment, m, body);
  return commuteDetail(tx, ctx, id, m);
}

/** POST {id}/export/: saves what is sent (or the month as offered), then freezes its amounts. */
export async function createExport(tx: TTx, ctx: TAuthedContext, id: number, m: TMonth, body: TCommuteMonthBody | null) {
  const employment = await loadEmployment(tx, ctx, id);
  const [settings, exported] = await Promise.all([hrSettings(tx), findExport(tx, id, m)]);
  const refusal = exportRefusal(ctx, m, settings, exported !== null);
  if (refusal) throw refuse(refusal);
  let data = await readMonth(tx, employment, m);
  if (body || !data.saved) {
    const toWrite = body ?? { records: data.records, monthly_pass_validities: data.passes, homecoming: data.homecoming };
    await writeMonth(tx, employment, m, toWrite);
    data = await readMonth(tx, employment, m);
  }
  const summary = await summaryOf(tx, data, ratesFor(settings, employment));
  if (summary.total_amount <= 0) throw refuse(MESSAGES.nothingToExport);
  if (settings.commute_needs_verification) {
    const used = data.infos.filter((i) => summary.items.some((item) => item.commute_info === i.id));
    if (!(await usesApprovedInfos(tx, id, used))) throw refuse(MESSAGES.needsVerification);
  }
  await tx.commuteExport.create({
    data: { employment_id: id, year: m.year, month: m.month, items: summary.items, total_amount: summary.total_amount, created_by_id: ctx.user.id },
    select: { id: true },
  });
  return commuteDetail(tx, ctx, id, m);
}

export async function deleteExport(tx: TTx, ctx: TAuthedContext, id: number, m: TMonth) {
  await loadEmployment(tx, ctx, id);
  const [settings, exported] = await Promise.all([hrSettings(tx), findExport(tx, id, m)]);
  const refusal = deleteExportRefusal(ctx, m, settings, exported !== null);
  if (refusal) throw refuse(refusal);
  await tx.commuteExport.delete({ where: { id: exported!.id }, select: { id: true } });
  return commuteDetail(tx, ctx, id, m);
}
