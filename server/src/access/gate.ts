// The same gates as the tRPC procedures, for the few REST routes that answer binaries.
import { passesGate, type TAuthedContext, type TContext, type TGate } from './context.ts';
import { forbidden, MESSAGES, unauthorized } from '../http/errors.ts';

export function requireUser(ctx: TContext, gate: TGate, opts: { write?: boolean } = {}): TAuthedContext {
  if (!ctx.user) throw unauthorized(ctx.badToken ? MESSAGES.invalidToken : MESSAGES.unauthenticated);
  if (!passesGate(ctx.user, gate)) throw forbidden();
  if (opts.write && ctx.user.is_readonly) throw forbidden(MESSAGES.readonly);
  return ctx as TAuthedContext;
}
