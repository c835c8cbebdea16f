// The teacher of an extra-teaching contract from their HR file (kitolt/, the kit's
// employee-prefill.ts): the spec's employee profile fields as the form takes them. A copy: the
// contract keeps what it was given, an edit of either never reaches the other.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { employeePrefill, employeePrefillAnswer, type TEmployeeFile } from '../../employee-prefill.ts';

const teacherOf = (file: TEmployeeFile) => ({
  name: file.name,
  email: file.email,
  birth_name: file.birth_name,
  birth_date: file.birth_date,
  birth_place: file.birth_place,
  mothers_name: file.mothers_name,
  tax_number: file.tax_number,
  social_security_number: file.social_security_number,
  bank_name: file.bank_name,
  bank_account_number: file.bank_account_number,
  permanent_address: file.permanent_address,
});

const TEXTS = [
  'name',
  'email',
  'birth_name',
  'birth_place',
  'mothers_name',
  'tax_number',
  'social_security_number',
  'bank_name',
  'bank_account_number',
] as const;
const ADDRESS_TEXTS = ['zip_code', 'city', 'county', 'address_1', 'address_2', 'country'] as const;
const texts = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, z.string()])) as Record<K, z.ZodString>;

/** kitolt/?user_id: the profile fields of an employee the caller may see, else 404. */
export const fillTeacher = employeePrefill({
  output: {
    ...texts(TEXTS),
    birth_date: z.string().nullable(),
    permanent_address: z.object({ ...texts(ADDRESS_TEXTS), valid_till: z.string().nullable() }),
  },
  map: teacherOf,
});

/** The same answer for code that fills a contract itself (the demo seed). */
export const teacherFields = (tx: TTx, user: TCurrentUser, userId: number) => employeePrefillAnswer(tx, user, userId, teacherOf);
