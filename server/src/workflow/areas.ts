// Modules split into areas, each opened by its own permission (define.ts `areas`): which areas a
// user holds, and the permission a new record of an area is stored with (Case.permission).
import type { TCurrentUser } from '../auth/current-user.ts';
import { hasPermission } from '../access/context.ts';
import { fieldError, forbidden } from '../http/errors.ts';
import type { TAnyWorkflowModule } from './define.ts';

type TAreas = NonNullable<TAnyWorkflowModule['areas']>;

export const AREA_FORBIDDEN = 'Ehhez a területhez nincs jogosultsága.';

/** The areas whose permission the user holds, in the definition's order. */
export function heldAreas(areas: TAreas, user: TCurrentUser): string[] {
  return Object.entries(areas.permissions)
    .filter(([, codename]) => hasPermission(user, codename))
    .map(([area]) => area);
}

/** The permission a new record is stored with: its area's (null without areas); 403 when the creator lacks it. */
export function areaPermissionOf(def: TAnyWorkflowModule, user: TCurrentUser, data: unknown): string | null {
  if (!def.areas) return null;
  const area = String((data as Record<string, unknown>)[def.areas.field]);
  if (!Object.hasOwn(def.areas.permissions, area)) throw fieldError(def.areas.field, 'Érvénytelen érték.');
  const permission = def.areas.permissions[area];
  if (!hasPermission(user, permission)) throw forbidden(AREA_FORBIDDEN);
  return permission;
}
