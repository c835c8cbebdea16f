// The caller's context (declared with the services in services.ts, which it extends) and the
// permission checks the kit runs on it.
import type { TCurrentUser } from '../auth/current-user.ts';

export type { TAuthedContext, TContext } from '../services.ts';

export function hasPermission(user: TCurrentUser, codename: string): boolean {
  return user.is_superuser || user.permissions.has(codename);
}

/** A module's gate: one permission, any of several (a module split into areas), or none (`null`: any logged-in user). */
export type TGate = string | readonly string[] | null;

export function passesGate(user: TCurrentUser, gate: TGate): boolean {
  if (gate === null) return true;
  return typeof gate === 'string' ? hasPermission(user, gate) : gate.some((codename) => hasPermission(user, codename));
}
