// Modules split into areas, each opened by its own permission (define.ts `areas`): which areas a
// user holds, and the permission a new record of an area is stored with (Case.permission).
import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { hasPermission } from '../access/context.ts';
import { fieldError, forbidden } from '../http/errors.ts';
import { filter, type TAnyWorkflowModule, type TFilter } from './define.ts';

type TAreas = NonNullable<TAnyWorkflowModule['areas']>;

export const AREA_FORBIDDEN = 'Ehhez a területhez nincs jogosultsága.';

/** The areas whose permission the user holds, in the definition's order. */
export function heldAreas(areas: TAreas, user: TCurrentUser): string[] {
  return Object.entries(areas.permissions)
    .filter(([, codename]) => hasPermission(user, codename))
    .map(([area]) => area);
}

/** An area as list rows answer it: {id, name}. */
export const areaRef = (areas: TAreas, area: string) => ({ id: area, name: areas.labels?.[area] ?? area });

/** The list filter of the area field: one area or a comma list, answered by Case.permission (no
 * join); its choices are the areas the user holds. */
export function areaFilter(areas: TAreas, label: string): TFilter<Prisma.CaseWhereInput> {
  const ZArea = z.enum(Object.keys(areas.permissions) as [string, ...string[]]);
  return filter({
    schema: z.union([
      z
        .string()
        .min(1)
        .transform((v) => v.split(','))
        .pipe(z.array(ZArea)),
      z.array(ZArea),
    ]),
    where: (list) => ({ permission: { in: list.map((area) => areas.permissions[area]) } }),
    options: (ctx) => ({ label, type: 'select', choices: heldAreas(areas, ctx.user).map((area) => ({ value: area, label: areaRef(areas, area).name })) }),
  });
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
