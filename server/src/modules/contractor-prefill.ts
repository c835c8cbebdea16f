// kitolt/ of a contract whose party is the kit's contractor group (field-groups.ts
// contractorFields: graduation and complex exam contracts): the person fields as the form takes
// them, the address as the address group, from an employee's HR file within the caller's scope
// (employee-prefill.ts: 404 outside it, a copy the contract keeps as its own).
import { z } from 'zod';
import type { TTx } from '../db/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { employeePrefill, employeePrefillAnswer, type TEmployeeFile } from './employee-prefill.ts';

const contractorOf = (file: TEmployeeFile) => ({
  name: file.name,
  birth_name: file.birth_name,
  birth_date: file.birth_date,
  birth_place: file.birth_place,
  mothers_name: file.mothers_name,
  tax_id: file.tax_number,
  social_security_number: file.social_security_number,
  bank_name: file.bank_name,
  bank_account_number: file.bank_account_number,
  address: file.permanent_address,
});

const TEXTS = ['name', 'birth_name', 'birth_place', 'mothers_name', 'tax_id', 'social_security_number', 'bank_name', 'bank_account_number'] as const;
const ADDRESS_TEXTS = ['zip_code', 'city', 'county', 'address_1', 'address_2', 'country'] as const;
const texts = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, z.string()])) as Record<K, z.ZodString>;

/** kitolt/?user_id: the contractor fields of an employee the caller may see, else 404. */
export const fillContractor = () =>
  employeePrefill({
    output: {
      ...texts(TEXTS),
      birth_date: z.string().nullable(),
      address: z.object({ ...texts(ADDRESS_TEXTS), valid_till: z.string().nullable() }),
    },
    map: contractorOf,
  });

/** The same answer for code that fills a contract itself (the demo seed). */
export const contractorOfEmployee = (tx: TTx, user: TCurrentUser, userId: number) => employeePrefillAnswer(tx, user, userId, contractorOf);
