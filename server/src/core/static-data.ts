// core.staticData — GET /api/statikus-adatok/: every static list of spec 000 §3 keyed by list
// key, plus the lists that live in their own tables. One query per table, not per list. The lists
// of the engine and the modules (extra field definitions; tenders, budgets: the rows the caller
// may read) are theirs to read: the app hands them to core through the services
// (create-services.ts), so core code imports neither.
import type { TPrisma } from '../db/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { listSystemMessages } from './system-messages.ts';
import { partnerDisplayName } from './partner-display-name.ts';

type TStaticRow = { id: number; name: string; code: string } & Record<string, unknown>;
/** The static lists by list key, as the answer carries them. */
export type TStaticLists = Record<string, TStaticRow[]>;

/** A list of the start-up data kept outside core: its key in the answer and its rows for the user. */
export interface TStaticDataList {
  key: string;
  /** `lists` are the static lists, for a row named by one (a budget by its type); await them only then. */
  rows: (prisma: TPrisma, user: TCurrentUser, lists: Promise<TStaticLists>) => Promise<unknown[]>;
}

async function staticLists(prisma: TPrisma): Promise<TStaticLists> {
  const items = await prisma.staticItem.findMany({
    where: { is_active: true },
    select: { list: true, key: true, code: true, name: true, data: true },
    orderBy: [{ list: 'asc' }, { position: 'asc' }],
  });
  const lists: TStaticLists = {};
  for (const item of items) {
    const data = item.data && typeof item.data === 'object' && !Array.isArray(item.data) ? item.data : {};
    (lists[item.list] ??= []).push({ ...data, id: item.key, name: item.name, code: item.code });
  }
  return lists;
}

export async function getStaticData(prisma: TPrisma, user: TCurrentUser, more: readonly TStaticDataList[]) {
  const lists = staticLists(prisma);
  const [staticItems, partners, permissions, groups, systemMessages, moreRows] = await Promise.all([
    lists,
    prisma.partner.findMany({
      where: { is_active: true },
      select: { id: true, name: true, tax_id: true, note: true, is_active: true },
      orderBy: { name: 'asc' },
    }),
    prisma.permission.findMany({ select: { codename: true, name: true }, orderBy: { codename: 'asc' } }),
    prisma.group.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } }),
    listSystemMessages(prisma, user),
    Promise.all(more.map(async (list) => [list.key, await list.rows(prisma, user, lists)] as const)),
  ]);
  return {
    ...staticItems,
    partners: partners.map((p) => ({ ...p, display_name: partnerDisplayName(p) })),
    permissions,
    groups,
    system_messages: systemMessages,
    ...Object.fromEntries(moreRows),
  };
}
