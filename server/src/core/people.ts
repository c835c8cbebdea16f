// core.employments, core.managedUsers, core.referents, core.hrReferents: the people lists of
// start-up. A school user sees its own institutions' people; the centre sees everyone.
import type { TPrisma } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { apiDate, isActiveOn } from './dates.ts';
import { huCollator } from './institution-display.ts';

function scopedInstitutionIds(user: TCurrentUser): { in: number[] } | undefined {
  return user.is_centre ? undefined : { in: user.institution_ids };
}

export async function listEmployments(prisma: TPrisma, user: TCurrentUser) {
  const rows = await prisma.employment.findMany({
    where: { institution_id: scopedInstitutionIds(user), user: { is_active: true } },
    select: {
      id: true,
      start_date: true,
      end_date: true,
      user: { select: { id: true, name: true } },
      institution: { select: { id: true, name: true } },
    },
    orderBy: [{ user: { name: 'asc' } }, { start_date: 'desc' }],
  });
  const today = formatDate(new Date());
  return rows.map((e) => ({
    id: e.id,
    user: e.user.id,
    user_name: e.user.name,
    institution: e.institution.id,
    institution_name: e.institution.name,
    start_date: apiDate(e.start_date),
    end_date: apiDate(e.end_date),
    active: isActiveOn(e.end_date, today),
  }));
}

export async function listManagedUsers(prisma: TPrisma, user: TCurrentUser) {
  const rows = await prisma.user.findMany({
    where: { is_active: true, institution_id: scopedInstitutionIds(user) },
    select: { id: true, name: true, email: true, institution_id: true },
  });
  return rows.sort((a, b) => huCollator.compare(a.name, b.name)).map(({ institution_id, ...u }) => ({ ...u, institution: institution_id }));
}

/** Referents of the user's scope: a school user sees those who manage one of its institutions,
 * with only those institutions listed. */
async function listFlagged(prisma: TPrisma, user: TCurrentUser, where: Prisma.UserWhereInput) {
  const scope = scopedInstitutionIds(user);
  const rows = await prisma.user.findMany({
    where: { ...where, is_active: true, ...(scope ? { managed_institutions: { some: { id: scope } } } : {}) },
    select: { id: true, name: true, email: true, managed_institutions: { where: scope ? { id: scope } : {}, select: { id: true }, orderBy: { id: 'asc' } } },
  });
  return rows
    .sort((a, b) => huCollator.compare(a.name, b.name))
    .map((u) => ({ id: u.id, name: u.name, email: u.email, managed_institutions: u.managed_institutions.map((i) => i.id) }));
}

export const listReferents = (prisma: TPrisma, user: TCurrentUser) => listFlagged(prisma, user, { is_referent: true });
export const listHrReferents = (prisma: TPrisma, user: TCurrentUser) => listFlagged(prisma, user, { is_hr_referent: true });
