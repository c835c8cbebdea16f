// core.me — GET /api/felhasznalok/en/: the logged-in user with every field of spec 000 §3.
import type { TPrisma } from '../db/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { apiDate, isActiveOn } from './dates.ts';
import { institutionAddress } from './institution-display.ts';

const INSTITUTION_SELECT = {
  id: true,
  name: true,
  unit_code: true,
  type: true,
  managed_by_school_district: true,
  zip_code: true,
  city: true,
  address_1: true,
} as const;

export async function getMe(prisma: TPrisma, user: TCurrentUser) {
  const [row, allPermissions] = await Promise.all([
    prisma.user.findUniqueOrThrow({
      where: { id: user.id },
      select: {
        id: true,
        name: true,
        email: true,
        birth_date: true,
        tax_number: true,
        permanent_address: true,
        temporary_address: true,
        bank_account_number: true,
        is_readonly: true,
        is_superuser: true,
        needs_password_change: true,
        lays: true,
        institution: { select: { ...INSTITUTION_SELECT, parent_id: true } },
        managed_institutions: { select: INSTITUTION_SELECT, orderBy: { name: 'asc' } },
        groups: { select: { id: true, name: true }, orderBy: { name: 'asc' } },
        employments: {
          select: { id: true, start_date: true, end_date: true, institution: { select: { id: true, name: true } } },
          orderBy: { start_date: 'desc' },
        },
      },
    }),
    user.is_superuser ? prisma.permission.findMany({ select: { codename: true }, orderBy: { codename: 'asc' } }) : null,
  ]);
  const writable = await writableInstitutions(prisma, user);
  const today = formatDate(new Date());
  const employment = row.employments.find((e) => isActiveOn(e.end_date, today)) ?? null;
  const { institution } = row;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    birth_date: apiDate(row.birth_date),
    tax_number: row.tax_number,
    employment: employment && {
      id: employment.id,
      institution: employment.institution,
      start_date: apiDate(employment.start_date),
      end_date: apiDate(employment.end_date),
    },
    institution: institution && {
      id: institution.id,
      name: institution.name,
      unit_code: institution.unit_code,
      parent: institution.parent_id,
      zip_code: institution.zip_code,
      city: institution.city,
      address_1: institution.address_1,
    },
    permanent_address: row.permanent_address,
    temporary_address: row.temporary_address,
    bank_account_number: row.bank_account_number,
    is_readonly: row.is_readonly,
    is_superuser: row.is_superuser,
    is_centre: user.is_centre,
    lays: row.lays,
    attachments: [],
    managed_institutions: row.managed_institutions.map((i) => ({
      id: i.id,
      name: i.name,
      unit_code: i.unit_code,
      address: institutionAddress(i),
      type: i.type,
      managed_by_school_district: i.managed_by_school_district,
    })),
    groups: row.groups,
    permissions: allPermissions ? allPermissions.map((p) => p.codename) : [...user.permissions].sort(),
    needs_password_change: row.needs_password_change,
    writable_institutions: writable,
  };
}

/** The open schools the user may record for (access/scope.ts canUseInstitution): the forms'
 * institution pickers offer these, so nobody picks a school only to learn on save that it is
 * outside their scope (issue 23 item 8). A read-only user records for none. */
async function writableInstitutions(prisma: TPrisma, user: TCurrentUser): Promise<number[]> {
  if (user.is_readonly) return [];
  const rows = await prisma.institution.findMany({
    where: { is_active: true, ...(user.is_centre ? {} : { id: { in: user.institution_ids } }) },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  return rows.map((row) => row.id);
}
