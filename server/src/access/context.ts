// What every call knows about its caller: the services, the user (when logged in) and the
// address. tRPC procedures and REST routes build it (trpc/context.ts); the kit reads it.
import type { TServices } from '../services.ts';
import type { TCurrentUser } from '../auth/current-user.ts';

export interface TContext extends TServices {
  user: TCurrentUser | null;
  /** A token was sent but is invalid, expired or revoked (→ 401, not "anonymous"). */
  badToken: boolean;
  ip: string;
}

export type TAuthedContext = TContext & { user: TCurrentUser };

export function hasPermission(user: TCurrentUser, codename: string): boolean {
  return user.is_superuser || user.permissions.has(codename);
}

/** A module's gate: one permission, any of several (a module split into areas), or none (`null`: any logged-in user). */
export type TGate = string | readonly string[] | null;

export function passesGate(user: TCurrentUser, gate: TGate): boolean {
  if (gate === null) return true;
  return typeof gate === 'string' ? hasPermission(user, gate) : gate.some((codename) => hasPermission(user, codename));
}
