// Demo data: the centre, four schools, one user per role, partners, rooms, system messages and
// news; then each module's master data (its folder's demo.ts `data`, listed in modules.gen.ts).
import type { TPrisma } from '../../server/src/db/client.ts';
import { hashPassword } from '../../server/src/auth/passwords.ts';
import { normalizeEmail } from '../../server/src/auth/email.ts';
import { DEMO_CENTRE, DEMO_SCHOOLS, type TInstitutionSeed } from './demo/institutions.ts';
import { DEMO_USERS, type TDemoUserSeed } from './demo/users.ts';
import { seedDemoPartners } from './demo/partners.ts';
import { seedDemoRooms } from './demo/rooms.ts';
import { seedDemoAnnouncements } from './demo/announcements.ts';
import { seedDefaultFlows } from './flows/index.ts';
import { seedDemoExtraFields } from './extra-fields.ts';
import { moduleDemos } from './modules.gen.ts';

export interface TDemoLogin {
  email: string;
  role: string;
}

export const DEMO_LOGINS: readonly TDemoLogin[] = DEMO_USERS.map((u) => ({ email: u.email, role: u.role }));

const EMPLOYMENT_START = new Date('2020-09-01');

/** Institutions have no natural unique key in the schema; the unit code is ours. */
async function upsertInstitution(prisma: TPrisma, seed: TInstitutionSeed, parentId: number | null): Promise<number> {
  const data = { ...seed, parent_id: parentId, managed_by_school_district: false };
  const existing = await prisma.institution.findFirst({ where: { unit_code: seed.unit_code }, select: { id: true } });
  if (existing) {
    await prisma.institution.update({ where: { id: existing.id }, data, select: { id: true } });
    return existing.id;
  }
  return (await prisma.institution.create({ data, select: { id: true } })).id;
}

async function seedInstitutions(prisma: TPrisma): Promise<Map<string, number>> {
  const centreId = await upsertInstitution(prisma, DEMO_CENTRE, null);
  const ids = new Map([[DEMO_CENTRE.unit_code, centreId]]);
  for (const school of DEMO_SCHOOLS) ids.set(school.unit_code, await upsertInstitution(prisma, school, centreId));
  return ids;
}

async function upsertUser(prisma: TPrisma, seed: TDemoUserSeed, passwordHash: string, institutionIds: Map<string, number>) {
  const institutionId = institutionIds.get(seed.unit_code)!;
  const address = { zip_code: seed.address.zip_code, city: seed.address.city, address_1: seed.address.address };
  const data = {
    name: seed.name,
    password_hash: passwordHash,
    birth_date: new Date(seed.birth_date),
    tax_number: seed.tax_number,
    bank_account_number: seed.bank_account_number,
    permanent_address: address,
    institution_id: institutionId,
    is_readonly: seed.is_readonly ?? false,
    is_superuser: seed.is_superuser ?? false,
    is_referent: seed.is_referent ?? false,
    is_hr_referent: seed.is_hr_referent ?? false,
    is_active: true,
    needs_password_change: false,
  };
  const groups = seed.groups.map((name) => ({ name }));
  const managed = seed.managed_unit_codes.map((code) => ({ id: institutionIds.get(code)! }));
  const email = normalizeEmail(seed.email);
  const user = await prisma.user.upsert({
    where: { email },
    create: { ...data, email, groups: { connect: groups }, managed_institutions: { connect: managed } },
    update: { ...data, groups: { set: groups }, managed_institutions: { set: managed } },
    select: { id: true },
  });
  const employment = await prisma.employment.findFirst({ where: { user_id: user.id, institution_id: institutionId }, select: { id: true } });
  if (!employment) {
    await prisma.employment.create({
      data: { user_id: user.id, institution_id: institutionId, start_date: EMPLOYMENT_START, sap_code: seed.sap_code },
      select: { id: true },
    });
  }
}

export async function seedDemoData(prisma: TPrisma, options: { password: string }): Promise<TDemoLogin[]> {
  const institutionIds = await seedInstitutions(prisma);
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(options.password)));
  for (const [index, user] of DEMO_USERS.entries()) await upsertUser(prisma, user, hashes[index], institutionIds);
  await seedDemoPartners(prisma);
  await seedDemoRooms(prisma, institutionIds);
  // Each module's rows are its own (tables, or users of its own): their order sets no shared id.
  for (const demo of moduleDemos) await demo.data?.(prisma, institutionIds);
  const admin = await prisma.user.findUniqueOrThrow({ where: { email: 'admin@etanker.local' }, select: { id: true } });
  await seedDemoAnnouncements(prisma, admin.id);
  await seedDefaultFlows(prisma);
  await seedDemoExtraFields(prisma);
  return [...DEMO_LOGINS];
}
