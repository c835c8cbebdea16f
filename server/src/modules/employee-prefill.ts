// GET {base}/kitolt/?user_id (001 §7 "fills employee data"; 002's graduation, complex exam and
// preliminary exam contracts have the same call): a new record's person fields from an
// employee's HR file. A module declares it with its own mapping (employeePrefill); the kit keeps
// who may ask. Only an employee the caller may see is answered (the HR scope of
// hr/employee-file.ts: the centre every one, a school those whose home institution or an active
// employment is one of its institutions); anyone else is one 404, so the call tells nothing about
// another school's staff. It prefills a record the caller is about to make: a read-only user, who
// makes none, is refused (else it would read every colleague's tax id, TAJ and bank account).
// The answer is a copy: the record keeps its own values, an edit of the file does not reach it.
import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import type { TTx } from '../db/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { action } from '../workflow/define.ts';
import { ZRowIdText } from '../http/schemas.ts';
import { fieldError, forbidden, notFound } from '../http/errors.ts';
import { employeeScopeWhere } from './hr/employee-file.ts';
import { addressFromJson, addressLine } from '../workflow/field-groups.ts';

const FILE_SELECT = {
  birth_name: true,
  birth_place: true,
  mothers_name: true,
  social_security_number: true,
  bank_name: true,
  user: {
    select: {
      id: true,
      name: true,
      email: true,
      birth_date: true,
      tax_number: true,
      bank_account_number: true,
      permanent_address: true,
      institution: { select: { name: true } },
    },
  },
} as const satisfies Prisma.EmployeeProfileSelect;

/** An employee's HR file as a prefill maps it ('' where the file lacks a text). */
export interface TEmployeeFile {
  name: string;
  email: string;
  birth_name: string;
  birth_date: string | null;
  birth_place: string;
  mothers_name: string;
  tax_number: string;
  social_security_number: string;
  bank_name: string;
  bank_account_number: string;
  /** the permanent address as one line: '4026 Debrecen, Hunyadi utca 12.' */
  address: string;
  /** the permanent address as the kit's address group answers it */
  permanent_address: ReturnType<typeof addressFromJson>;
  /** the home institution's name */
  home_institution: string;
}

/** The active employee's file if the caller may see it, else null. */
function visibleFile(tx: TTx, user: TCurrentUser, userId: number) {
  return tx.employeeProfile.findFirst({ where: { AND: [{ user_id: userId, user: { is_active: true } }, employeeScopeWhere(user)] }, select: FILE_SELECT });
}

export const EMPLOYEE_NOT_VISIBLE = 'Ennek a dolgozónak az adatait nem láthatja.';

/** A record may link only an employee the writer may see (400 at `field`); an unchanged link is kept without a look. */
export async function checkVisibleEmployee(
  tx: TTx,
  user: TCurrentUser,
  check: { field: string; userId: number | null; current?: number | null },
): Promise<void> {
  if (check.userId === null || check.userId === check.current) return;
  if (!(await visibleFile(tx, user, check.userId))) throw fieldError(check.field, EMPLOYEE_NOT_VISIBLE);
}

/** The prefill of `userId`'s file by `map` for the caller, with `user` ({id, name}), the link the record keeps: 404 outside the caller's HR scope. */
export async function employeePrefillAnswer<T extends object>(tx: TTx, user: TCurrentUser, userId: number, map: (file: TEmployeeFile) => T) {
  if (user.is_readonly) throw forbidden();
  const p = await visibleFile(tx, user, userId);
  if (!p) throw notFound();
  const file: TEmployeeFile = {
    name: p.user.name,
    email: p.user.email,
    birth_name: p.birth_name,
    birth_date: p.user.birth_date ? formatDate(p.user.birth_date) : null,
    birth_place: p.birth_place,
    mothers_name: p.mothers_name,
    tax_number: p.user.tax_number,
    social_security_number: p.social_security_number,
    bank_name: p.bank_name,
    bank_account_number: p.user.bank_account_number,
    address: addressLine(p.user.permanent_address as Parameters<typeof addressLine>[0]),
    permanent_address: addressFromJson(p.user.permanent_address),
    home_institution: p.user.institution?.name ?? '',
  };
  return { user: { id: p.user.id, name: p.user.name }, ...map(file) };
}

/** The kitolt/ action of a module: `map` turns the employee's file into the module's fields (the answer's `output`, besides `user`). */
export function employeePrefill<TShape extends z.ZodRawShape>(o: { output: TShape; map: (file: TEmployeeFile) => z.output<z.ZodObject<TShape>> }) {
  return action({
    on: 'module',
    method: 'GET',
    path: 'kitolt/',
    summary: 'Személyes adatok kitöltése a dolgozó HR adatlapjáról (user_id); más iskola dolgozója: 404, csak olvasó felhasználó: 403',
    input: z.object({ user_id: ZRowIdText }),
    output: z.object({ user: z.object({ id: z.number().int(), name: z.string() }), ...o.output }),
    run: (tx, ctx, { input }) => employeePrefillAnswer(tx, ctx.user, input.user_id, o.map),
  });
}
