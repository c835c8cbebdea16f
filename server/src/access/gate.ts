// The same gates as the tRPC procedures, for the few REST routes that answer binaries.
import { hasPermission, type TAuthedContext, type TContext } from './context.ts';
import { forbidden, MESSAGES, unauthorized } from '../http/errors.ts';

export function requireUser(ctx: TContext, permission: string | null, opts: { write?: boolean } = {}): TAuthedContext {
  if (!ctx.user) throw unauthorized(ctx.badToken ? MESSAGES.invalidToken : MESSAGES.unauthenticated);
  if (permission && !hasPermission(ctx.user, permission)) throw forbidden();
  if (opts.write && ctx.user.is_readonly) throw forbidden(MESSAGES.readonly);
  return ctx as TAuthedContext;
}
