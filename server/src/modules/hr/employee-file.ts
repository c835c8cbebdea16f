// Creating and updating an employee's file, for the whole HR area: the employees module
// (POST/PUT /api/dolgozok/) and a position's hiring (felhasznalo-rogzites/) write a person the
// same way. An employee is a User (login name, name, birth date, tax id, addresses, bank
// account, home institution) plus an EmployeeProfile whose id is a flowless Case (module
// 'employees'), so attachments, unread markers and downloads are the kit's.
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { TTx } from '../../db/client.ts';
import type { TCurrentUser } from '../../auth/current-user.ts';
import { normalizeEmail } from '../../auth/email.ts';
import { badRequest, fieldError } from '../../http/errors.ts';
import { formatDate, normalizeSearch, parseDate } from '@etanker/shared/format.ts';
import { MESSAGES, taxIdBirthDate, validTaxId } from '@etanker/shared/validation.ts';
import type { inputSchema } from '../../workflow/fields.ts';
import { canUseInstitution } from '../../access/scope.ts';
import type { PERSON_FIELDS } from './employee-fields.ts';

/** Case.module of an employee's file. */
export const EMPLOYEE_CASE_MODULE = 'employees';
/** The state of every employee's Case: a file is never closed (uploads stay open). */
const FILE_STATE = 'active';
export const EMAIL_TAKEN = 'Ezzel az e-mail címmel már létezik felhasználó.';
export const TAX_NUMBER_TAKEN = 'Ezzel az adóazonosító jellel már létezik dolgozó.';
export const INSTITUTION_OUT_OF_SCOPE = 'Ehhez az intézményhez nem rögzíthet.';
/** A hiring typed the data of someone already on file (issue 23: never link them silently). */
export const EXISTING_EMPLOYEE = 'Már létező dolgozó: ';

export type TPersonInput = z.output<ReturnType<typeof inputSchema<typeof PERSON_FIELDS>>>;

/** What only the employees module edits (a hired person starts without them). */
export interface TEmployeeExtras {
  classification?: number | null;
  homecoming_type?: number | null;
  homecoming_cost?: number | null;
  homecoming_distance?: number | null;
  car_km_price?: number | null;
  manager?: number | null;
  /** the static `lays` keys: the places where the person works (a User column, as the logged-in user's) */
  lays?: number[];
  children?: { name: string; birth_date: string }[];
  qualifications?: { level: number | null; base_level: number | null; name: string; document_number: string; year: number | null }[];
}

export interface TEmploymentInput {
  institution: number;
  start_date: string;
  end_date: string | null;
  sap_code: string;
  working_hours: number;
  working_hours_type: string;
}

const dateOf = (value: string | null) => (value ? parseDate(value) : null);
const today = () => formatDate(new Date());

/** Employments that count today: no end date, or one not yet past. */
export const activeEmploymentWhere = (): Prisma.EmploymentWhereInput => ({ OR: [{ end_date: null }, { end_date: { gte: parseDate(today())! } }] });

/**
 * The employees a user may see and change: the centre's HR every one; a school's HR those whose
 * home institution or any active employment is one of its institutions. Personal data never
 * reaches another school (its records answer 404).
 */
export function employeeScopeWhere(user: TCurrentUser): Prisma.EmployeeProfileWhereInput {
  if (user.is_centre) return {};
  const ids = user.institution_ids;
  return {
    OR: [{ user: { institution_id: { in: ids } } }, { user: { employments: { some: { AND: [{ institution_id: { in: ids } }, activeEmploymentWhere()] } } } }],
  };
}

function userColumns(p: TPersonInput, extras: TEmployeeExtras = {}) {
  return {
    ...(extras.lays === undefined ? {} : { lays: extras.lays }),
    name: p.name,
    email: normalizeEmail(p.email),
    birth_date: dateOf(p.birth_date),
    tax_number: p.tax_number,
    bank_account_number: p.bank_account_number,
    institution_id: p.institution,
    permanent_address: p.permanent_address,
    temporary_address: p.temporary_address,
  };
}

function profileColumns(p: TPersonInput, extras: TEmployeeExtras) {
  const columns: Prisma.EmployeeProfileUncheckedUpdateInput = {
    nationality: p.nationality,
    id_card_number: p.id_card_number,
    birth_name: p.birth_name,
    birth_place: p.birth_place,
    mothers_name: p.mothers_name,
    bank_name: p.bank_name,
    residence_card_number: p.residence_card_number,
    social_security_number: p.social_security_number,
    disability_name: p.disability_name,
    disability_since: dateOf(p.disability_since),
    allowed_to_work_after_retirement_since: dateOf(p.allowed_to_work_after_retirement_since),
    allowed_to_work_after_retirement_number: p.allowed_to_work_after_retirement_number,
    verification_document: p.verification_document,
    criminal_record_code: p.criminal_record_code,
    criminal_record_date: dateOf(p.criminal_record_date),
    criminal_record_place: p.criminal_record_place,
    criminal_record_issuer: p.criminal_record_issuer,
    search_text: searchText(p),
  };
  for (const key of ['classification', 'homecoming_type', 'homecoming_cost', 'homecoming_distance', 'car_km_price'] as const)
    if (extras[key] !== undefined) columns[key] = extras[key];
  if (extras.manager !== undefined) columns.manager_id = extras.manager;
  if (extras.children !== undefined) columns.children = extras.children;
  if (extras.qualifications !== undefined) columns.qualifications = extras.qualifications;
  return columns;
}

const searchText = (p: TPersonInput) => normalizeSearch(`${p.name} ${p.birth_name} ${p.email} ${p.tax_number} ${p.permanent_address.city}`);

/** The user a tax id (an employee's first, then any user's) or else an e-mail already belongs to, with their file (if any). */
export async function findPerson(tx: TTx, p: { tax_number: string; email: string }) {
  const select = { id: true, name: true, email: true, institution_id: true, employee_profile: { select: { id: true } } } as const;
  const byTax = p.tax_number
    ? await tx.user.findFirst({ where: { tax_number: p.tax_number }, orderBy: [{ employee_profile: { id: 'asc' } }, { id: 'asc' }], select })
    : null;
  const found = byTax ?? (await tx.user.findUnique({ where: { email: normalizeEmail(p.email) }, select }));
  return (
    found && {
      userId: found.id,
      name: found.name,
      email: found.email,
      homeInstitution: found.institution_id,
      profileId: found.employee_profile?.id ?? null,
      matchedBy: byTax ? ('tax_number' as const) : ('email' as const),
    }
  );
}

/** A tax id or e-mail of another person is a 400 on the field (users are one per person). */
async function checkUnique(tx: TTx, p: TPersonInput, userId: number | null) {
  const others = userId === null ? {} : { id: { not: userId } };
  const [email, tax] = await Promise.all([
    tx.user.findFirst({ where: { email: normalizeEmail(p.email), ...others }, select: { id: true } }),
    tx.user.findFirst({ where: { tax_number: p.tax_number, employee_profile: { isNot: null }, ...others }, select: { id: true } }),
  ]);
  const errors: Record<string, string[]> = {};
  if (email) errors.email = [EMAIL_TAKEN];
  if (tax) errors.tax_number = [TAX_NUMBER_TAKEN];
  if (Object.keys(errors).length) throw badRequest(errors);
}

/** The home institution must be one the writer may record for (the centre: any). */
function checkInstitution(user: TCurrentUser, institutionId: number | null, unchangedFrom?: number | null) {
  if (institutionId !== null && institutionId !== unchangedFrom && !canUseInstitution(user, institutionId))
    throw fieldError('institution', INSTITUTION_OUT_OF_SCOPE);
}

/**
 * A new file's home institution (001 §3's employee has none, so `institution` is optional):
 * the one named, else a school writer's own school; the centre's HR leaves it to the first
 * employment (null until then, addEmployment sets it).
 */
function homeOf(user: TCurrentUser, given: number | null): number | null {
  checkInstitution(user, given);
  if (given !== null || user.is_centre) return given;
  if (user.institution_id === null) throw fieldError('institution', MESSAGES.required);
  return user.institution_id;
}

/** The file Case's institution: the home one, else (no home yet) the writer's, else the centre's. */
async function fileInstitution(tx: TTx, home: number | null, writer: TCurrentUser): Promise<number> {
  const own = home ?? writer.institution_id;
  if (own !== null) return own;
  const centre = await tx.institution.findFirstOrThrow({ where: { parent_id: null }, orderBy: { id: 'asc' }, select: { id: true } });
  return centre.id;
}

/** A file for an existing user (the Case first: the profile shares its id). */
async function openFile(tx: TTx, writer: TCurrentUser, userId: number, p: TPersonInput, extras: TEmployeeExtras): Promise<number> {
  const institution_id = await fileInstitution(tx, p.institution, writer);
  const c = await tx.case.create({
    data: { module: EMPLOYEE_CASE_MODULE, institution_id, creator_id: writer.id, state: FILE_STATE, title: p.name, search_text: searchText(p) },
    select: { id: true },
  });
  await tx.employeeProfile.create({ data: { ...(profileColumns(p, extras) as Prisma.EmployeeProfileUncheckedCreateInput), id: c.id, user_id: userId } });
  return c.id;
}

/** A new employee: a User who cannot log in yet (no password) and the file. Answers the file's id. */
export async function createEmployee(tx: TTx, user: TCurrentUser, input: TPersonInput, extras: TEmployeeExtras = {}): Promise<number> {
  const p = { ...input, institution: homeOf(user, input.institution) };
  await checkUnique(tx, p, null);
  const created = await tx.user.create({ data: userColumns(p, extras), select: { id: true } });
  return openFile(tx, user, created.id, p, extras);
}

/** Changes an employee's file (`id`: the file); no `institution` keeps the stored home institution. */
export async function updateEmployee(tx: TTx, user: TCurrentUser, id: number, input: TPersonInput, extras: TEmployeeExtras = {}): Promise<void> {
  const file = await tx.employeeProfile.findUniqueOrThrow({ where: { id }, select: { user_id: true, user: { select: { institution_id: true } } } });
  const p = { ...input, institution: input.institution ?? file.user.institution_id };
  checkInstitution(user, p.institution, file.user.institution_id);
  await checkUnique(tx, p, file.user_id);
  await tx.user.update({ where: { id: file.user_id }, data: userColumns(p, extras), select: { id: true } });
  await tx.employeeProfile.update({ where: { id }, data: profileColumns(p, extras), select: { id: true } });
  const home = p.institution === null ? {} : { institution_id: p.institution };
  await tx.case.update({ where: { id }, data: { ...home, title: p.name, search_text: searchText(p) }, select: { id: true } });
}

/** 'Már létező dolgozó: …': the name only to whom may see the file (another school's says so). */
async function existingEmployee(tx: TTx, user: TCurrentUser, found: { name: string; profileId: number; matchedBy: 'tax_number' | 'email' }) {
  const visible = (await tx.employeeProfile.count({ where: { AND: [{ id: found.profileId }, employeeScopeWhere(user)] } })) > 0;
  return fieldError(found.matchedBy, `${EXISTING_EMPLOYEE}${visible ? found.name : 'egy másik intézmény dolgozója'}.`);
}

/**
 * A hired person (a position's felhasznalo-rogzites/). An employee with the same tax id (else
 * e-mail) is never linked silently: without `linkExisting` it is a 400 naming them, with it
 * their file is used as it is (the hiring adds an employment). A portal user without a file
 * gets one (keeping their login and home institution); anyone else is created. Never twice.
 */
export async function recordPerson(tx: TTx, user: TCurrentUser, p: TPersonInput, linkExisting = false): Promise<number> {
  const found = await findPerson(tx, p);
  if (!found) return createEmployee(tx, user, p);
  if (found.profileId !== null) {
    if (!linkExisting) throw await existingEmployee(tx, user, { ...found, profileId: found.profileId });
    return found.profileId;
  }
  const person = { ...p, email: found.email, institution: found.homeInstitution ?? p.institution };
  await checkUnique(tx, person, found.userId);
  await tx.user.update({ where: { id: found.userId }, data: userColumns(person), select: { id: true } });
  return openFile(tx, user, found.userId, person, {});
}

/**
 * A new employment of the file's person; its institution must be the writer's (the centre: any).
 * A person without a home institution (the centre recorded them without one) gets this one.
 */
export async function addEmployment(tx: TTx, user: TCurrentUser, fileId: number, e: TEmploymentInput): Promise<number> {
  if (!canUseInstitution(user, e.institution)) throw fieldError('institution', INSTITUTION_OUT_OF_SCOPE);
  const file = await tx.employeeProfile.findUniqueOrThrow({ where: { id: fileId }, select: { user_id: true, user: { select: { institution_id: true } } } });
  if (file.user.institution_id === null) {
    await tx.user.update({ where: { id: file.user_id }, data: { institution_id: e.institution }, select: { id: true } });
    await tx.case.update({ where: { id: fileId }, data: { institution_id: e.institution }, select: { id: true } });
  }
  const created = await tx.employment.create({
    data: {
      user_id: file.user_id,
      institution_id: e.institution,
      start_date: parseDate(e.start_date)!,
      end_date: dateOf(e.end_date),
      sap_code: e.sap_code,
      working_hours: e.working_hours,
      working_hours_type: e.working_hours_type,
    },
    select: { id: true },
  });
  return created.id;
}

/** adoszam-ellenorzes/'s answer, for the OpenAPI document. */
export const ZTaxNumberAnswer = z.object({
  adoszam: z.string(),
  valid: z.boolean(),
  message: z.string().nullable(),
  birth_date: z.string().nullable(),
  exists: z.boolean(),
  employee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

/**
 * adoszam-ellenorzes/: whether a tax id is well-formed (check digit) and whom it belongs to.
 * `employee` names the employee only when the caller may see them; `exists` tells anyone with
 * the HR permission that the person is on file (so nobody records them twice).
 */
export async function checkTaxNumber(tx: TTx, user: TCurrentUser, taxNumber: string) {
  const value = taxNumber.trim();
  const valid = validTaxId(value);
  const owner = valid
    ? await tx.employeeProfile.findFirst({ where: { user: { tax_number: value } }, select: { id: true, user: { select: { name: true } } } })
    : null;
  const visible = owner && (await tx.employeeProfile.count({ where: { AND: [{ id: owner.id }, employeeScopeWhere(user)] } })) > 0;
  return {
    adoszam: value,
    valid,
    message: valid ? null : MESSAGES.taxId,
    birth_date: valid ? taxIdBirthDate(value) : null,
    exists: owner !== null,
    employee: owner && visible ? { id: owner.id, name: owner.user.name } : null,
  };
}
