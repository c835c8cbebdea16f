// kitolt/?user_id (001 §7 "fills employee data"): the person fields of a new contract from the
// employee's HR file. Only employees the caller may see are answered (the HR scope of
// employee-file.ts: the centre every one, a school those whose home institution or an active
// employment is one of its institutions); anyone else is a 404, so the call tells nothing about
// another school's staff.
import type { TTx } from '../../../db/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { fieldError, notFound } from '../../../http/errors.ts';
import { employeeScopeWhere } from '../../hr/employee-file.ts';
import { RULE_MESSAGES } from './rules.ts';

type TAddress = { zip_code?: string; city?: string; address_1?: string; address_2?: string } | null;

/** '4026 Debrecen, Hunyadi utca 12.' — the contract names one address line. */
const addressLine = (a: TAddress) =>
  a ? [[a.zip_code, a.city].filter(Boolean).join(' '), [a.address_1, a.address_2].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';

/** The employee's file if the caller may see it, else null. */
function visibleProfile(tx: TTx, user: TCurrentUser, userId: number) {
  return tx.employeeProfile.findFirst({
    where: { AND: [{ user_id: userId, user: { is_active: true } }, employeeScopeWhere(user)] },
    select: {
      birth_name: true,
      birth_place: true,
      mothers_name: true,
      social_security_number: true,
      bank_name: true,
      user: {
        select: {
          id: true,
          name: true,
          birth_date: true,
          tax_number: true,
          bank_account_number: true,
          permanent_address: true,
          institution: { select: { name: true } },
        },
      },
    },
  });
}

/** The person fields as the contract's form takes them. primary_job_name is the home institution's name. */
export async function personFields(tx: TTx, user: TCurrentUser, userId: number) {
  const p = await visibleProfile(tx, user, userId);
  if (!p) throw notFound();
  return {
    user: { id: p.user.id, name: p.user.name },
    name: p.user.name,
    birth_name: p.birth_name,
    address: addressLine(p.user.permanent_address as TAddress),
    birth_place: p.birth_place,
    birth_date: p.user.birth_date ? formatDate(p.user.birth_date) : null,
    mothers_name: p.mothers_name,
    tax_id: p.user.tax_number,
    social_security_number: p.social_security_number,
    primary_job_name: p.user.institution?.name ?? '',
    bank_name: p.bank_name,
    bank_account_number: p.user.bank_account_number,
  };
}

/** A contract may name only an employee the writer may see (400 at `user`; unchanged links are kept). */
export async function checkPerson(tx: TTx, user: TCurrentUser, userId: number | null, current: number | null = null): Promise<void> {
  if (userId === null || userId === current) return;
  if (!(await visibleProfile(tx, user, userId))) throw fieldError('user', RULE_MESSAGES.personNotVisible);
}
