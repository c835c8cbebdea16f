// core.staticData — GET /api/statikus-adatok/: every static list of spec 000 §3 keyed by list
// key, plus the lists that live in their own tables. One query per table, not per list; the
// tables of the schools (tenders, budgets) answer the rows the caller may read (relations.ts).
import type { TPrisma } from '../db/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { listSystemMessages } from './system-messages.ts';
import { partnerDisplayName } from './partner-display-name.ts';
import { EXTRA_FIELD_SELECT } from '../workflow/extra-fields.ts';
import { readableWhere } from '../workflow/relations.ts';

type TStaticRow = { id: number; name: string; code: string } & Record<string, unknown>;

export async function getStaticData(prisma: TPrisma, user: TCurrentUser) {
  const [items, partners, permissions, groups, systemMessages, extraFields, tenders, budgets] = await Promise.all([
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
    prisma.extraFieldDefinition.findMany({ where: { is_active: true }, orderBy: [{ module: 'asc' }, { position: 'asc' }], select: EXTRA_FIELD_SELECT }),
    prisma.tender.findMany({ where: readableWhere('tender', user), select: { id: true, name: true, code: true, closed: true }, orderBy: { name: 'asc' } }),
    prisma.financialBudget.findMany({
      where: readableWhere('financial_budget', user),
      select: { id: true, type: true, institution_id: true, year: true, amount: true, is_active: true },
      orderBy: [{ year: 'desc' }, { id: 'asc' }],
    }),
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
    extra_field_definitions: extraFields,
    // A tender is shown as 'name - code' with its closed flag (spec 001 §3).
    tenders: tenders.map((t) => ({ ...t, display_name: `${t.name} - ${t.code}` })),
    financial_budgets: budgets.map((b) => ({
      ...b,
      amount: b.amount.toNumber(),
      name: `${lists.budget_types?.find((t) => t.id === b.type)?.name ?? 'Keret'} ${b.year}`,
    })),
  };
}
