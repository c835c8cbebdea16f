// core.institutions — GET /api/intezmenyek/: active institutions in Hungarian name order.
import type { TPrisma } from '../db/client.ts';
import { huCollator, institutionDisplayName } from './institution-display.ts';

export async function listInstitutions(prisma: TPrisma) {
  const rows = await prisma.institution.findMany({
    where: { is_active: true },
    select: {
      id: true,
      name: true,
      unit_code: true,
      om_code: true,
      parent_id: true,
      type: true,
      zip_code: true,
      city: true,
      address_1: true,
      managed_by_school_district: true,
    },
  });
  return rows
    .sort((a, b) => huCollator.compare(a.name, b.name))
    .map(({ parent_id, ...i }) => ({ ...i, parent: parent_id, display_name: institutionDisplayName(i) }));
}
