// Database errors that input can still cause after validation (a foreign key that does not exist,
// a number beyond its column, a race on a unique key) as the documented answers, never a 500.
// Both the REST error handler and the tRPC middleware ask here (issue 9 item 3).
import pg from 'pg';
import { Prisma } from '../generated/prisma/client.ts';
import { AppError, badRequest, conflict, notFound } from './errors.ts';
import { GUARD_MESSAGES } from './input-guard.ts';

export const DB_MESSAGES = {
  missingReference: 'Nem létező elem.',
  tooLarge: 'A megadott szám túl nagy.',
  duplicate: 'Ilyen értékkel már létezik elem.',
  tooLong: 'Az érték túl hosszú.',
} as const;

interface TAdapterCause {
  originalCode?: string;
  code?: string;
  constraint?: { index?: string; fields?: string[] };
}

/** Prisma's driver adapter keeps PostgreSQL's SQLSTATE and the constraint under meta. */
function adapterCause(error: Prisma.PrismaClientKnownRequestError): TAdapterCause {
  const meta = error.meta as { driverAdapterError?: { cause?: TAdapterCause } } | undefined;
  return meta?.driverAdapterError?.cause ?? {};
}

/**
 * The API's field name of a constraint: `Case_affected_institution_id_fkey` → `affected_institution`
 * (table prefix and suffix off, then the `_id` our columns add to the documented names).
 */
export function constraintField(index: string | undefined, model: string | undefined): string {
  if (!index) return 'non_field_errors';
  const column = index.replace(model ? new RegExp(`^${model}_`) : /^[A-Za-z]+_/, '').replace(/_(fkey|key|pkey)$/, '');
  return column.replace(/_id$/, '') || 'non_field_errors';
}

function fromSqlState(state: string | undefined, cause: TAdapterCause, model: string | undefined): AppError | null {
  switch (state) {
    case '23503':
      return badRequest({ [constraintField(cause.constraint?.index, model)]: [DB_MESSAGES.missingReference] });
    case '23505':
      // Two requests racing for one id is the 409 of a stale write; a unique field is the user's to change.
      if (cause.constraint?.index?.endsWith('_pkey')) return conflict();
      return badRequest({ [constraintField(cause.constraint?.index, model)]: [DB_MESSAGES.duplicate] });
    case '22003':
      return badRequest({ non_field_errors: [DB_MESSAGES.tooLarge] });
    case '22021':
      return badRequest({ non_field_errors: [GUARD_MESSAGES.nul] });
    case '22001':
      return badRequest({ non_field_errors: [DB_MESSAGES.tooLong] });
    default:
      return null;
  }
}

const PRISMA_CODES: Record<string, string> = { P2003: '23503', P2002: '23505', P2020: '22003', P2033: '22003', P2039: '22021', P2000: '22001' };

/** The answer for a database error caused by input, or null (a real fault: 500). */
export function dbErrorAnswer(error: unknown): AppError | null {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === 'P2025') return notFound();
    const cause = adapterCause(error);
    const model = (error.meta as { modelName?: string } | undefined)?.modelName;
    return fromSqlState(cause.originalCode ?? cause.code ?? PRISMA_CODES[error.code], cause, model);
  }
  // The compiled reads run on the bare pg pool (db/raw-read.ts): PostgreSQL's own error.
  if (error instanceof pg.DatabaseError) return fromSqlState(error.code, { constraint: { index: error.constraint } }, error.table);
  // Prisma refuses a JS number beyond int8 before it reaches the database; only that validation error is the user's.
  if (error instanceof Prisma.PrismaClientValidationError && /Unable to fit (value|integer)/.test(error.message)) {
    return badRequest({ non_field_errors: [DB_MESSAGES.tooLarge] });
  }
  return null;
}
