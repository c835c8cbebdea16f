// tRPC procedures: public, authed (a valid token), writer (not is_readonly) and permission-gated.
import { initTRPC } from '@trpc/server';
import { ZodError } from 'zod';
import { passesGate, type TContext, type TGate } from '../access/context.ts';
import { AppError, MESSAGES, badRequest, forbidden, unauthorized, type TFieldErrors } from '../http/errors.ts';
import { zodFieldErrors } from '../http/zod-errors.ts';
import { guardInput } from '../http/input-guard.ts';
import { dbErrorAnswer } from '../http/db-errors.ts';

export const INTERNAL_ERROR_MESSAGE = 'Váratlan szerverhiba.';

const t = initTRPC.context<TContext>().create({
  // Subscriptions (server-sent events): a ping keeps proxies from closing an idle stream; after
  // ten minutes the client reconnects, so a revoked token or changed rights take effect.
  sse: { ping: { enabled: true, intervalMs: 20_000 }, maxDurationMs: 10 * 60_000, client: { reconnectAfterInactivityMs: 45_000 } },
  errorFormatter({ shape, error }) {
    const cause = error instanceof AppError ? error : error.cause instanceof ZodError ? badRequest(zodFieldErrors(recordIssues(error.cause))) : null;
    // A 500's message names source files, lines, the Prisma call and constraints: it stays in the server's log (app.ts onError).
    const message = cause ? cause.message : error.code === 'INTERNAL_SERVER_ERROR' ? INTERNAL_ERROR_MESSAGE : shape.message;
    // The REST answer's information: httpStatus and code, the message ({detail}), and a 400's field
    // errors ({field: [msg]}) as fieldErrors. Never a stack.
    const { stack: _stack, ...data } = shape.data;
    const fieldErrors = cause?.status === 400 ? (cause.body as TFieldErrors) : null;
    return { ...shape, message, data: { ...data, fieldErrors } };
  },
});

/**
 * An update's input is `{id, data}`: its record's field errors are named as the record's fields
 * (`children.0.name`, as REST and the module's own checks name them), not `data.children.0.name`.
 */
function recordIssues(error: ZodError): ZodError {
  const inRecord = error.issues.every((issue) => issue.path[0] === 'data' && issue.path.length > 1);
  return inRecord ? new ZodError(error.issues.map((issue) => ({ ...issue, path: issue.path.slice(1) }))) : error;
}

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;

/**
 * Every procedure: its raw input passes the input guard (NUL, prototype keys, depth) before its
 * parser, and a database error that input caused (unknown foreign key, overflow) is a 400/404.
 */
export const publicProcedure = t.procedure.use(async ({ getRawInput, next }) => {
  guardInput(await getRawInput());
  const result = await next();
  if (!result.ok) {
    const answer = dbErrorAnswer(result.error.cause);
    if (answer) throw answer;
  }
  return result;
});

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw unauthorized(ctx.badToken ? MESSAGES.invalidToken : MESSAGES.unauthenticated);
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Gate on a module permission (spec 000 §6), or any of several; `null` = any logged-in user. */
export function gatedProcedure(gate: TGate) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!passesGate(ctx.user, gate)) throw forbidden();
    return next();
  });
}

/** The same gate, for calls that write: is_readonly users cannot. */
export function writerProcedure(gate: TGate) {
  return gatedProcedure(gate).use(({ ctx, next }) => {
    if (ctx.user.is_readonly) throw forbidden(MESSAGES.readonly);
    return next();
  });
}
