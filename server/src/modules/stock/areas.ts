// The stock areas a user reads (MODULES.md §3.52): those of the user's institutions (the centre:
// all), none without the module's permission. The lookup GET /api/leltar-korzet/ and the start-up
// data's `stock_areas` (area pickers) answer the same rows.
import type { TPrisma } from '../../db/client.ts';
import type { TCurrentUser } from '../../auth/current-user.ts';
import { institutionScopeWhere } from '../../access/scope.ts';
import { STOCK_PERMISSION } from './permission.ts';

export const stockAreaName = (a: { code: string; name: string }) => (a.code ? `${a.code} – ${a.name}` : a.name);

export async function readableStockAreas(prisma: TPrisma, user: TCurrentUser) {
  if (!user.permissions.has(STOCK_PERMISSION)) return [];
  const rows = await prisma.stockArea.findMany({
    where: institutionScopeWhere(user, 'institution_id'),
    orderBy: [{ institution_id: 'asc' }, { code: 'asc' }, { name: 'asc' }, { id: 'asc' }],
    select: { id: true, code: true, name: true, institution_id: true },
  });
  return rows.map((a) => ({ id: a.id, code: a.code, name: stockAreaName(a), institution: a.institution_id }));
}
