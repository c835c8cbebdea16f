// What may happen to a month (DESIGN.md "Commute"): an exported month is locked until its export
// is deleted; after the turn day only the centre's HR changes it; the body's lines must fit the
// month and the employment's commute infos.
import type { TAuthedContext } from '../../../access/context.ts';
import type { TFieldErrors } from '../../../http/errors.ts';
import { formatDate } from '@etanker/shared/format.ts';
import type { THrSettings } from '@etanker/shared/settings/hr.ts';
import { COMMUTE_TYPE } from '../commute-infos.ts';
import { isMonthClosed, isMonthOver, monthBounds, type TMonth } from './month.ts';
import type { TCommuteMonthBody } from './schema.ts';
import type { TEmploymentRow } from './month-data.ts';

export const MESSAGES = {
  exported: 'A hónap exportja elkészült, ezért a hónap nem módosítható. Előbb törölje az exportot.',
  closed: (turnDay: number) => `A hónap elszámolása a következő hónap ${turnDay}. napjával lezárult; csak a központi HR módosíthatja.`,
  notOver: 'A hónap exportja csak a hónap elteltével készíthető el.',
  alreadyExported: 'A hónapra már készült export.',
  nothingToExport: 'A hónapban nincs kifizetendő munkába járási költség.',
  noExport: 'A hónapra nem készült export.',
  needsVerification: 'Az exporthoz a munkába járás jóváhagyott engedélyezése szükséges, a most rögzített módokkal egyezően.',
  oneInfoADay: 'Egy napra csak egy munkába járási mód rögzíthető.',
  duplicate: 'Ez a nap ezzel a móddal már szerepel.',
  outsideMonth: 'A dátum nem a megjelenített hónapba esik.',
  noTrip: 'Jelölje az oda- vagy a visszautat.',
  notOwnInfo: 'A munkaviszonynak nincs ilyen munkába járási módja.',
  notPass: 'Bérlet csak bérlet típusú munkába járási módhoz rögzíthető.',
  endBeforeStart: 'A bérlet érvényességének vége nem lehet korábbi a kezdeténél.',
  badHomecoming: 'Érvénytelen választás.',
} as const;

const today = () => formatDate(new Date());

/** Why the month cannot change now (null: it can). */
export function changeRefusal(ctx: TAuthedContext, m: TMonth, settings: THrSettings, exported: boolean): string | null {
  if (exported) return MESSAGES.exported;
  if (!ctx.user.is_centre && isMonthClosed(m, settings.commute_export_turn_day, today())) return MESSAGES.closed(settings.commute_export_turn_day);
  return null;
}

/** Why the month cannot be exported now (null: it can). */
export function exportRefusal(ctx: TAuthedContext, m: TMonth, settings: THrSettings, exported: boolean): string | null {
  if (exported) return MESSAGES.alreadyExported;
  const refusal = changeRefusal(ctx, m, settings, false);
  if (refusal) return refusal;
  return settings.enforce_generation_in_new_month && !isMonthOver(m, today()) ? MESSAGES.notOver : null;
}

/** Deleting an export reopens a month payroll may already have: the same turn-day rule. */
export function deleteExportRefusal(ctx: TAuthedContext, m: TMonth, settings: THrSettings, exported: boolean): string | null {
  return exported ? changeRefusal(ctx, m, settings, false) : MESSAGES.noExport;
}

/** Field errors of a PUT body, keyed by line index (records.3.commute_info). */
export function bodyErrors(employment: TEmploymentRow, m: TMonth, body: TCommuteMonthBody, homecomingTypes: Set<number>): TFieldErrors {
  const errors: TFieldErrors = {};
  const add = (key: string, message: string) => (errors[key] ??= []).push(message);
  const { first, last } = monthBounds(m);
  const infos = new Map(employment.commute_infos.map((i) => [i.id, i]));
  const seen = new Set<string>();
  const daysTaken = new Set<string>();
  body.records.forEach((r, i) => {
    if (r.date < first || r.date > last) add(`records.${i}.date`, MESSAGES.outsideMonth);
    if (!infos.has(r.commute_info)) add(`records.${i}.commute_info`, MESSAGES.notOwnInfo);
    if (!r.towards && !r.backwards) add(`records.${i}.towards`, MESSAGES.noTrip);
    const key = `${r.date}/${r.commute_info}`;
    if (seen.has(key)) add(`records.${i}.commute_info`, MESSAGES.duplicate);
    else if (!employment.multiple_commute_infos_per_trip && daysTaken.has(r.date)) add(`records.${i}.commute_info`, MESSAGES.oneInfoADay);
    seen.add(key);
    daysTaken.add(r.date);
  });
  body.monthly_pass_validities.forEach((p, i) => {
    const info = infos.get(p.commute_info);
    if (!info) add(`monthly_pass_validities.${i}.commute_info`, MESSAGES.notOwnInfo);
    else if (info.type !== COMMUTE_TYPE.pass) add(`monthly_pass_validities.${i}.commute_info`, MESSAGES.notPass);
    if (p.start_date < first || p.start_date > last) add(`monthly_pass_validities.${i}.start_date`, MESSAGES.outsideMonth);
    if (p.end_date < p.start_date) add(`monthly_pass_validities.${i}.end_date`, MESSAGES.endBeforeStart);
  });
  if (body.homecoming.type !== null && !homecomingTypes.has(body.homecoming.type)) add('homecoming.type', MESSAGES.badHomecoming);
  return errors;
}
