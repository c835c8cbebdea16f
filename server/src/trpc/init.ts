// tRPC procedures: public, authed (a valid token), writer (not is_readonly) and permission-gated.
import { initTRPC } from '@trpc/server';
import { ZodError } from 'zod';
import { hasPermission, type TContext } from '../access/context.ts';
import { AppError, MESSAGES, badRequest, forbidden, unauthorized } from '../http/errors.ts';
import { zodFieldErrors } from '../http/zod-errors.ts';

const t = initTRPC.context<TContext>().create({
  errorFormatter({ shape, error }) {
    const cause = error instanceof AppError ? error : error.cause instanceof ZodError ? badRequest(zodFieldErrors(error.cause)) : null;
    return { ...shape, message: cause ? cause.message : shape.message, data: { ...shape.data, body: cause?.body ?? null, stack: undefined } };
  },
});

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw unauthorized(ctx.badToken ? MESSAGES.invalidToken : MESSAGES.unauthenticated);
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Gate on a module permission (spec 000 §6); `null` = any logged-in user. */
export function gatedProcedure(permission: string | null) {
  return authedProcedure.use(({ ctx, next }) => {
    if (permission && !hasPermission(ctx.user, permission)) throw forbidden();
    return next();
  });
}

/** The same gate, for calls that write: is_readonly users cannot. */
export function writerProcedure(permission: string | null) {
  return gatedProcedure(permission).use(({ ctx, next }) => {
    if (ctx.user.is_readonly) throw forbidden(MESSAGES.readonly);
    return next();
  });
}
