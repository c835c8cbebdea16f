// core.staticData — GET /api/statikus-adatok/: every static list of spec 000 §3 keyed by list
// key, plus the lists that live in their own tables. One query per table, not per list.
import type { TPrisma } from '../db/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { listSystemMessages } from './system-messages.ts';

type TStaticRow = { id: number; name: string; code: string } & Record<string, unknown>;

/** Display name of a partner (spec 000 §3): name plus note, else name plus tax id. */
export function partnerDisplayName(p: { name: string; note: string; tax_id: string }): string {
  return [p.name, p.note || p.tax_id].filter(Boolean).join(' ');
}

export async function getStaticData(prisma: TPrisma, user: TCurrentUser) {
  const [items, partners, permissions, groups, systemMessages] = await Promise.all([
    prisma.staticItem.findMany({
      where: { is_active: true },
      select: { list: true, key: true, code: true, name: true, data: true },
      orderBy: [{ list: 'asc' }, { position: 'asc' }],
    }),
    prisma.partner.findMany({
      where: { is_active: true },
      select: { id: true, name: true, tax_id: true, note: true, is_active: true },
      orderBy: { name: 'asc' },
    }),
    prisma.permission.findMany({ select: { codename: true, name: true }, orderBy: { codename: 'asc' } }),
    prisma.group.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } }),
    listSystemMessages(prisma, user),
  ]);
  const lists: Record<string, TStaticRow[]> = {};
  for (const item of items) {
    const data = item.data && typeof item.data === 'object' && !Array.isArray(item.data) ? item.data : {};
    (lists[item.list] ??= []).push({ ...data, id: item.key, name: item.name, code: item.code });
  }
  return {
    ...lists,
    partners: partners.map((p) => ({ ...p, display_name: partnerDisplayName(p) })),
    permissions,
    groups,
    system_messages: systemMessages,
  };
}
