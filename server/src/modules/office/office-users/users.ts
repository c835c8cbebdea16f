// The office users' reads (MODULES.md §3.66): the users of the caller's institutions (the
// centre: everyone), active ones, with what their work needs of them — name, e-mail,
// institution, groups and permissions (a group's and their own) — and no personal data.
import { z } from 'zod';
import type { TAuthedContext } from '../../../access/context.ts';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { institutionScopeWhere } from '../../../access/scope.ts';
import { ZRowIdText } from '../../../http/schemas.ts';
import { notFound } from '../../../http/errors.ts';
import { huCollator } from '../../../core/institution-display.ts';

/** A permission filter takes the permission's id or its codename (`inbox.can_use_inbox_module`). */
const ZPermissionRef = z.union([ZRowIdText, z.string().regex(/^[a-z_]+\.[a-z_]+$/, 'Érvénytelen érték.')]);

export const ZOfficeUserFilters = z.object({
  q: z.string().trim().max(200).optional(),
  institution: ZRowIdText.optional(),
  group: ZRowIdText.optional(),
  permission: ZPermissionRef.optional(),
});
export const ZOfficeUserQuery = ZOfficeUserFilters.extend({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

const ZRef = z.object({ id: z.number().int(), name: z.string() });
export const ZOfficeUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  institution: ZRef.nullable(),
  groups: z.array(ZRef),
  permissions: z.array(ZRef.extend({ codename: z.string() })),
});
export const ZOfficeUserList = z.object({ data: z.array(ZOfficeUser), total: z.number().int(), can_create: z.boolean() });

const PERMISSION = { select: { id: true, codename: true, name: true } } as const;
const SELECT = {
  id: true,
  name: true,
  email: true,
  institution: { select: { id: true, name: true } },
  groups: { select: { id: true, name: true, permissions: PERMISSION }, orderBy: { name: 'asc' } },
  permissions: PERMISSION,
} satisfies Prisma.UserSelect;
type TRow = Prisma.UserGetPayload<{ select: typeof SELECT }>;

function toOfficeUser(u: TRow): z.output<typeof ZOfficeUser> {
  const permissions = new Map([...u.permissions, ...u.groups.flatMap((g) => g.permissions)].map((p) => [p.id, p]));
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    institution: u.institution,
    groups: u.groups.map(({ id, name }) => ({ id, name })),
    permissions: [...permissions.values()].sort((a, b) => huCollator.compare(a.name, b.name)),
  };
}

/** The active users in the caller's scope that the filters keep. */
export function officeUsersWhere(ctx: TAuthedContext, f: z.output<typeof ZOfficeUserFilters>): Prisma.UserWhereInput {
  const permission = typeof f.permission === 'number' ? { id: f.permission } : f.permission ? { codename: f.permission } : undefined;
  return {
    AND: [
      { is_active: true },
      institutionScopeWhere(ctx.user, 'institution_id'),
      f.institution ? { institution_id: f.institution } : {},
      f.group ? { groups: { some: { id: f.group } } } : {},
      permission ? { OR: [{ permissions: { some: permission } }, { groups: { some: { permissions: { some: permission } } } }] } : {},
      f.q ? { OR: [{ name: { contains: f.q, mode: 'insensitive' } }, { email: { contains: f.q, mode: 'insensitive' } }] } : {},
    ],
  };
}

const ORDER: Prisma.UserOrderByWithRelationInput[] = [{ name: 'asc' }, { id: 'asc' }];

export async function listOfficeUsers(ctx: TAuthedContext, q: z.output<typeof ZOfficeUserQuery>) {
  const where = officeUsersWhere(ctx, q);
  const [rows, total] = await Promise.all([
    ctx.prisma.user.findMany({ where, orderBy: ORDER, skip: (q.page - 1) * q.limit, take: q.limit, select: SELECT }),
    ctx.prisma.user.count({ where }),
  ]);
  // Users are kept by the administrators: nobody creates one here.
  return { data: rows.map(toOfficeUser), total, can_create: false };
}

export async function getOfficeUser(ctx: TAuthedContext, id: number) {
  const row = await ctx.prisma.user.findFirst({ where: { AND: [{ id }, officeUsersWhere(ctx, {})] }, select: SELECT });
  if (!row) throw notFound();
  return toOfficeUser(row);
}

const EXPORT_BATCH = 500;

/** The export's rows: every user the list would answer, in the list's order, batch by batch. */
export async function* officeUserRows(ctx: TAuthedContext, f: z.output<typeof ZOfficeUserFilters>) {
  const where = officeUsersWhere(ctx, f);
  for (let skip = 0; ; skip += EXPORT_BATCH) {
    const rows = await ctx.prisma.user.findMany({ where, orderBy: ORDER, skip, take: EXPORT_BATCH, select: SELECT });
    for (const u of rows.map(toOfficeUser)) {
      yield {
        id: u.id,
        name: u.name,
        email: u.email,
        institution: u.institution?.name ?? '',
        groups: u.groups.map((g) => g.name).join(', '),
        permissions: u.permissions.map((p) => p.name).join(', '),
      };
    }
    if (rows.length < EXPORT_BATCH) return;
  }
}
