// munkaviszonyok (MODULES.md §3.17): an employment with its commute infos, read and changed by the
// HR of its institution and the centre. Employments are created from an employee's file
// (POST /api/dolgozok/{id}/munkaviszony/), never here.
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import type { TTx } from '../../../db/client.ts';
import type { z } from 'zod';
import { badRequest, fieldError, notFound, type TFieldErrors } from '../../../http/errors.ts';
import { writeLines } from '../../../workflow/child-lines.ts';
import { institutionChoices } from '../../../workflow/filters.ts';
import type { TFilterOption } from '../../../workflow/define.ts';
import { apiDate, isActiveOn } from '../../../core/dates.ts';
import { institutionDisplayName } from '../../../core/institution-display.ts';
import { formatDate, parseDate } from '@etanker/shared/format.ts';
import { COMMUTE_INFO_SELECT, commuteInfoApi, commuteInfoData, employmentScope, institutionScope } from '../commute-infos.ts';
import type { TEmploymentPatch, ZEmploymentListQuery } from './schema.ts';

const DETAIL_SELECT = {
  id: true,
  start_date: true,
  end_date: true,
  sap_code: true,
  working_hours: true,
  working_hours_type: true,
  multiple_commute_infos_per_trip: true,
  default_commute_info_id: true,
  user: { select: { id: true, name: true } },
  institution: { select: { id: true, name: true, unit_code: true } },
  commute_infos: { select: COMMUTE_INFO_SELECT, orderBy: { id: 'asc' } },
} satisfies Prisma.EmploymentSelect;

export async function listEmployments(ctx: TAuthedContext, query: z.output<typeof ZEmploymentListQuery>) {
  const today = new Date(`${formatDate(new Date())}T00:00:00Z`);
  const where: Prisma.EmploymentWhereInput = {
    AND: [
      employmentScope(ctx.user),
      query.institution ? { institution_id: { in: query.institution } } : {},
      query.active === undefined ? {} : query.active ? { OR: [{ end_date: null }, { end_date: { gte: today } }] } : { end_date: { lt: today } },
      query.q ? { user: { name: { contains: query.q, mode: 'insensitive' } } } : {},
    ],
  };
  const [total, rows] = await Promise.all([
    ctx.prisma.employment.count({ where }),
    ctx.prisma.employment.findMany({
      where,
      select: {
        id: true,
        start_date: true,
        end_date: true,
        sap_code: true,
        user: { select: { id: true, name: true } },
        institution: { select: { id: true, name: true, unit_code: true } },
        _count: { select: { commute_infos: true } },
      },
      orderBy: [{ user: { name: 'asc' } }, { start_date: 'desc' }, { id: 'asc' }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
  ]);
  const day = formatDate(new Date());
  return {
    total,
    data: rows.map((e) => ({
      id: e.id,
      user: { id: e.user.id, name: e.user.name },
      user_name: e.user.name,
      institution: { id: e.institution.id, name: institutionDisplayName(e.institution) },
      institution_name: e.institution.name,
      start_date: apiDate(e.start_date),
      end_date: apiDate(e.end_date),
      active: isActiveOn(e.end_date, day),
      sap_code: e.sap_code,
      commute_info_count: e._count.commute_infos,
    })),
  };
}

export async function employmentFilters(ctx: TAuthedContext): Promise<Record<string, TFilterOption>> {
  return {
    institution: { label: 'Intézmény', type: 'multi_select', choices: await institutionChoices(ctx) },
    active: { label: 'Aktív munkaviszony', type: 'bool' },
  };
}

async function loadEmployment(db: TTx, ctx: TAuthedContext, id: number) {
  const row = await db.employment.findFirst({ where: { AND: [{ id }, employmentScope(ctx.user)] }, select: DETAIL_SELECT });
  if (!row) throw notFound();
  return row;
}

export async function getEmployment(db: TTx, ctx: TAuthedContext, id: number) {
  const e = await loadEmployment(db, ctx, id);
  return {
    id: e.id,
    user: { id: e.user.id, name: e.user.name },
    user_name: e.user.name,
    institution: { id: e.institution.id, name: institutionDisplayName(e.institution) },
    institution_name: e.institution.name,
    start_date: apiDate(e.start_date),
    end_date: apiDate(e.end_date),
    active: isActiveOn(e.end_date, formatDate(new Date())),
    sap_code: e.sap_code,
    working_hours: Number(e.working_hours),
    working_hours_type: e.working_hours_type,
    multiple_commute_infos_per_trip: e.multiple_commute_infos_per_trip,
    default_commute_info: e.default_commute_info_id,
    commute_infos: e.commute_infos.map(commuteInfoApi),
    can_edit: !ctx.user.is_readonly,
  };
}

/** The lines' institutions exist and lie in the user's scope: errors keyed per line index. */
async function checkLineInstitutions(tx: TTx, ctx: TAuthedContext, lines: { institution: number }[]): Promise<TFieldErrors> {
  const wanted = [...new Set(lines.map((l) => l.institution))];
  const allowed = await tx.institution.findMany({ where: { AND: [{ id: { in: wanted } }, institutionScope(ctx.user)] }, select: { id: true } });
  const ok = new Set(allowed.map((i) => i.id));
  const errors: TFieldErrors = {};
  lines.forEach((l, index) => {
    if (!ok.has(l.institution)) errors[`commute_infos.${index}.institution`] = ['Nem létező elem.'];
  });
  return errors;
}

/** A commute info with days or passes recorded keeps the month's history: it cannot be deleted. */
async function checkRemovable(tx: TTx, employmentId: number, keptIds: Set<number>) {
  const used = await tx.commuteInfo.findMany({
    where: { employment_id: employmentId, id: { notIn: [...keptIds] }, OR: [{ records: { some: {} } }, { pass_validities: { some: {} } }] },
    select: { id: true },
  });
  if (used.length) throw fieldError('commute_infos', 'Rögzített munkába járási naphoz vagy bérlethez tartozó mód nem törölhető.');
}

export async function patchEmployment(tx: TTx, ctx: TAuthedContext, id: number, data: TEmploymentPatch) {
  const current = await loadEmployment(tx, ctx, id);
  const errors: TFieldErrors = {};
  const start = data.start_date ?? apiDate(current.start_date)!;
  const end = data.end_date === undefined ? apiDate(current.end_date) : data.end_date;
  if (end !== null && end < start) errors.end_date = ['A munkaviszony vége nem lehet korábbi a kezdeténél.'];
  const lines = data.commute_infos;
  if (lines) Object.assign(errors, await checkLineInstitutions(tx, ctx, lines));
  const keptIds = new Set(lines ? lines.flatMap((l) => (l.id === undefined ? [] : [l.id])) : current.commute_infos.map((c) => c.id));
  const defaultInfo = data.default_commute_info === undefined ? current.default_commute_info_id : data.default_commute_info;
  if (data.default_commute_info != null && !keptIds.has(data.default_commute_info)) errors.default_commute_info = ['Nem létező elem.'];
  if (Object.keys(errors).length) throw badRequest(errors);
  if (lines) {
    await checkRemovable(tx, id, keptIds);
    await writeLines(tx.commuteInfo, {
      field: 'commute_infos',
      parentColumn: 'employment_id',
      parentId: id,
      lines: lines.map((l) => ({ id: l.id, ...commuteInfoData(l) })),
      create: false,
    });
  }
  await tx.employment.update({
    where: { id },
    data: {
      start_date: data.start_date === undefined ? undefined : parseDate(data.start_date)!,
      end_date: data.end_date === undefined ? undefined : data.end_date === null ? null : parseDate(data.end_date)!,
      sap_code: data.sap_code,
      working_hours: data.working_hours,
      working_hours_type: data.working_hours_type,
      multiple_commute_infos_per_trip: data.multiple_commute_infos_per_trip,
      // A default that is no longer one of the lines is no default.
      default_commute_info_id: defaultInfo !== null && keptIds.has(defaultInfo) ? defaultInfo : null,
    },
    select: { id: true },
  });
  return getEmployment(tx, ctx, id);
}
