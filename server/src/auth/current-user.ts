// The authenticated user of a request, with what access checks need (one query).
import type { TPrisma } from '../db/client.ts';
import { createReadCache } from '../db/read-cache.ts';
import { activeSubstitutions, type TSubstitution } from '../access/substitutions.ts';

export interface TCurrentUser {
  id: number;
  name: string;
  email: string;
  institution_id: number | null;
  is_readonly: boolean;
  is_superuser: boolean;
  is_centre: boolean;
  permissions: Set<string>;
  group_ids: number[];
  /** Own institution plus managed ones; empty scope for centre users means "all". */
  institution_ids: number[];
  /** Whom the user stands in for now (few rows: looked up with the user, not per record). */
  substitutions: TSubstitution[];
  token_version: number;
  needs_password_change: boolean;
}

export async function loadCurrentUser(prisma: TPrisma, userId: number): Promise<TCurrentUser | null> {
  const [user, substitutions] = await Promise.all([
    prisma.user.findFirst({
      where: { id: userId, is_active: true },
      select: {
        id: true,
        name: true,
        email: true,
        institution_id: true,
        is_readonly: true,
        is_superuser: true,
        token_version: true,
        needs_password_change: true,
        institution: { select: { parent_id: true } },
        managed_institutions: { select: { id: true } },
        permissions: { select: { codename: true } },
        groups: { select: { id: true, permissions: { select: { codename: true } } } },
      },
    }),
    activeSubstitutions(prisma, userId),
  ]);
  if (!user) return null;
  const permissions = new Set(user.permissions.map((p) => p.codename));
  for (const group of user.groups) for (const p of group.permissions) permissions.add(p.codename);
  const institutionIds = new Set(user.managed_institutions.map((i) => i.id));
  if (user.institution_id !== null) institutionIds.add(user.institution_id);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    institution_id: user.institution_id,
    is_readonly: user.is_readonly,
    is_superuser: user.is_superuser,
    is_centre: user.is_superuser || (user.institution !== null && user.institution.parent_id === null),
    permissions,
    group_ids: user.groups.map((g) => g.id),
    institution_ids: [...institutionIds],
    substitutions,
    token_version: user.token_version,
    needs_password_change: user.needs_password_change,
  };
}

// What loadCurrentUser reads: the user, its institution, groups, permissions and substitutions
// (whose validity period is therefore honoured within the cache's 5 s).
const cachedUsers = createReadCache<TCurrentUser | null>(5000, { dependsOn: ['User', 'Institution', 'Group', 'Permission', 'Substitution'] });

/** The request's user, kept 5 s per user; writes to what it is made of (logout, password change, roles) drop it. */
export function currentUser(prisma: TPrisma, userId: number): Promise<TCurrentUser | null> {
  return cachedUsers(String(userId), () => loadCurrentUser(prisma, userId));
}
