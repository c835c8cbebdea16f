// The person of an assignment contract from an employee's HR file (kitolt/, the kit's
// employee-prefill.ts): the contract's fields as its form takes them, and the check that a
// contract links only an employee its writer may see.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { checkVisibleEmployee, employeePrefill, employeePrefillAnswer, type TEmployeeFile } from '../../employee-prefill.ts';
import { PERSON_PREFILL_KEYS, PERSON_PREFILL_TEXTS } from '@etanker/shared/person-prefill.ts';

/** The contract's person from an employee's file; primary_job_name is the home institution's name. */
const personOf = (file: TEmployeeFile) =>
  ({
    name: file.name,
    birth_name: file.birth_name,
    address: file.address,
    birth_place: file.birth_place,
    birth_date: file.birth_date,
    mothers_name: file.mothers_name,
    tax_id: file.tax_number,
    social_security_number: file.social_security_number,
    primary_job_name: file.home_institution,
    bank_name: file.bank_name,
    bank_account_number: file.bank_account_number,
  }) satisfies Record<(typeof PERSON_PREFILL_KEYS)[number], unknown>;

/** kitolt/?user_id: the person fields of an employee the caller may see, else 404. */
export const fillPerson = employeePrefill({
  output: {
    ...(Object.fromEntries(PERSON_PREFILL_TEXTS.map((name) => [name, z.string()])) as Record<(typeof PERSON_PREFILL_TEXTS)[number], z.ZodString>),
    birth_date: z.string().nullable(),
  },
  map: personOf,
});

/** The same answer for code that fills a contract itself (the demo seed). */
export const personFields = (tx: TTx, user: TCurrentUser, userId: number) => employeePrefillAnswer(tx, user, userId, personOf);

/** A contract may name only an employee the writer may see (400 at `user`; an unchanged link is kept). */
export const checkPerson = (tx: TTx, user: TCurrentUser, userId: number | null, current: number | null = null) =>
  checkVisibleEmployee(tx, user, { field: 'user', userId, current });
