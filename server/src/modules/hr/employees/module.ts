// Dolgozók: the HR files of the employees (spec 001 §3, §7; MODULES.md §3.16). A plain module
// over EmployeeProfile + User. Personal data is sensitive: every read and write is scoped to
// the employees of the caller's institutions (home institution or an active employment), the
// centre's HR sees all (employee-file.ts employeeScopeWhere).
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { definePlainModule, type TExportColumn } from '../../../workflow/define.ts';
import { readModuleSettings } from '../../../core/settings.ts';
import { institutionDisplayName } from '../../../core/institution-display.ts';
import { staticItemNames, staticItemRef } from '../../../workflow/static-items.ts';
import { HR_SETTINGS } from '@etanker/shared/settings/hr.ts';
import { activeEmploymentWhere, createEmployee, employeeScopeWhere, updateEmployee, type TEmployeeExtras } from '../employee-file.ts';
import { EMPLOYEE_MANIFEST } from './manifest.ts';
import { checkFileLists, FILE_LIST_SHAPE, type TFileLists } from './file-lists.ts';
import { EMPLOYEE_FILTERS } from './filters.ts';
import { activeInstitutions, attachmentsOf, DETAIL_SELECT, detailApi } from './read.ts';
import { moduleNames } from '@etanker/shared/modules.ts';

export const EMPLOYEE_PERMISSION = 'hr.can_use_hr_module';
export const CREATE_REFUSED = 'Új dolgozót csak a központi HR vehet fel.';
const EXPORT_BATCH = 2000;

/** The manifest's fields and the file's lists (001 §3 "Employee also"). */
const ZEmployeeInput = EMPLOYEE_MANIFEST.input.safeExtend(FILE_LIST_SHAPE);
type TInput = Parameters<typeof EMPLOYEE_MANIFEST.toData>[0] & TFileLists;

const ROW_SELECT = {
  id: true,
  classification: true,
  user: {
    select: {
      name: true,
      email: true,
      tax_number: true,
      institution: { select: { id: true, name: true, unit_code: true } },
      employments: { where: activeEmploymentWhere(), select: { end_date: true, institution: { select: { name: true, unit_code: true } } } },
    },
  },
} as const satisfies Prisma.EmployeeProfileSelect;

/** A list row: who, where from, where working now. */
async function rowShaper(tx: TTx) {
  const classifications = await staticItemNames(tx, 'classifications');
  return (r: Prisma.EmployeeProfileGetPayload<{ select: typeof ROW_SELECT }>) => ({
    id: r.id,
    name: r.user.name,
    email: r.user.email,
    tax_number: r.user.tax_number,
    institution: r.user.institution && { id: r.user.institution.id, name: institutionDisplayName(r.user.institution) },
    classification: staticItemRef(classifications, r.classification),
    active_institutions: activeInstitutions(r.user.employments),
  });
}

const scoped = (ctx: TAuthedContext, where: Record<string, unknown>, q: string): Prisma.EmployeeProfileWhereInput => ({
  AND: [employeeScopeWhere(ctx.user), where, q ? { search_text: { contains: q } } : {}],
});

const extrasOf = (d: TInput): TEmployeeExtras => ({
  classification: d.classification,
  homecoming_type: d.homecoming_type,
  homecoming_cost: d.homecoming_cost,
  homecoming_distance: d.homecoming_distance,
  car_km_price: d.car_km_price,
  manager: d.manager,
  lays: d.lays,
  children: d.children,
  qualifications: d.qualifications,
});

const EXPORT_COLUMNS: TExportColumn[] = [
  { header: 'Azonosító', key: 'id', type: 'number', width: 10 },
  { header: 'Név', key: 'name', width: 28 },
  { header: 'E-mail cím', key: 'email', width: 28 },
  { header: 'Adóazonosító jel', key: 'tax_number', width: 14 },
  { header: 'Anyaintézmény', key: 'institution', width: 36 },
  { header: 'Besorolás', key: 'classification', width: 28 },
  { header: 'Aktív munkaviszony', key: 'active_institutions', width: 40 },
];

/** An employee's details in the caller's scope (null outside it), with the file's attachments. */
export async function employeeDetail(tx: TTx, ctx: TAuthedContext, id: number) {
  const row = await tx.employeeProfile.findFirst({ where: { AND: [{ id }, employeeScopeWhere(ctx.user)] }, select: DETAIL_SELECT });
  if (!row) return null;
  return Object.assign(await detailApi(tx, row), await attachmentsOf(tx, ctx, id));
}

export const employees = definePlainModule({
  ...moduleNames('employees'),
  permission: EMPLOYEE_PERMISSION,
  manifest: EMPLOYEE_MANIFEST,
  createInput: ZEmployeeInput,
  updateInput: ZEmployeeInput,
  filters: EMPLOYEE_FILTERS as Record<string, never>,
  orderBy: { id: (d) => ({ id: d }), name: (d) => ({ user: { name: d } }) },
  // The setting lets schools record new people; without it only the centre's HR may (a school
  // still edits its own employees and adds employments to them).
  createRefusal: async (tx, ctx) => (ctx.user.is_centre || (await readModuleSettings(tx, HR_SETTINGS)).can_create_new_employee ? null : CREATE_REFUSED),
  list: async (tx, ctx, { where, q, skip, take, orderBy }) => {
    const w = scoped(ctx, where, q);
    const [rows, total, shape] = await Promise.all([
      tx.employeeProfile.findMany({
        where: w,
        orderBy: [...((orderBy as Prisma.EmployeeProfileOrderByWithRelationInput[] | null) ?? [{ user: { name: 'asc' } }]), { id: 'asc' }],
        skip,
        take,
        select: ROW_SELECT,
      }),
      tx.employeeProfile.count({ where: w }),
      rowShaper(tx),
    ]);
    return { data: rows.map(shape), total };
  },
  get: (tx, ctx, id) => employeeDetail(tx, ctx, id),
  create: async (tx, ctx, data) => {
    await checkFileLists(tx, data);
    return createEmployee(tx, ctx.user, data, extrasOf(data));
  },
  update: async (tx, ctx, id, data) => {
    await checkFileLists(tx, data);
    await updateEmployee(tx, ctx.user, id, data, extrasOf(data));
  },
  mind: async (tx, ctx, { where, q }) => {
    const rows = await tx.employeeProfile.findMany({
      where: scoped(ctx, where, q),
      orderBy: [{ user: { name: 'asc' } }, { id: 'asc' }],
      select: { id: true, user: { select: { name: true, institution_id: true } } },
    });
    return rows.map((r) => ({ id: r.id, name: r.user.name, institution: r.user.institution_id }));
  },
  exportColumns: EXPORT_COLUMNS,
  exportRows: async function* (tx, ctx, where, q) {
    const shape = await rowShaper(tx);
    let cursor = 0;
    for (;;) {
      const rows = await tx.employeeProfile.findMany({
        where: { AND: [scoped(ctx, where, q), { id: { gt: cursor } }] },
        orderBy: { id: 'asc' },
        take: EXPORT_BATCH,
        select: ROW_SELECT,
      });
      if (!rows.length) return;
      for (const r of rows) {
        const row = shape(r);
        yield { ...row, institution: row.institution?.name ?? '', classification: row.classification?.name ?? '' };
      }
      cursor = rows.at(-1)!.id;
    }
  },
});
