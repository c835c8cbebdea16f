// Partnerek: suppliers and other parties (spec 001 §3, §7; MODULES.md §3.12). A plain module.
import { z } from 'zod';
import { Prisma } from '../../../generated/prisma/client.ts';
import type { TTx } from '../../../db/client.ts';
import { definePlainModule, filter } from '../../../workflow/define.ts';
import { normalizeSearch, parseDate } from '@etanker/shared/format.ts';
import { ZQueryBool } from '../../../workflow/filters.ts';
import { ZPartnerInput, type TPartnerInput } from './schema.ts';
import { fieldError } from '../../../http/errors.ts';
import { partnerDisplayName } from '../../../core/partner-display-name.ts';

const PARTNER_SELECT = {
  id: true,
  name: true,
  note: true,
  tax_id: true,
  tax_id_availability: true,
  phone: true,
  email: true,
  address_1: true,
  address_2: true,
  city: true,
  county: true,
  zip_code: true,
  country: true,
  valid_till: true,
  bank_account_number: true,
  is_active: true,
} as const satisfies Prisma.PartnerSelect;

type TPartnerRow = Prisma.PartnerGetPayload<{ select: typeof PARTNER_SELECT }>;

function toPartner(p: TPartnerRow) {
  const { address_1, address_2, city, county, zip_code, country, valid_till, ...rest } = p;
  return {
    ...rest,
    display_name: partnerDisplayName(p),
    address: { address_1, address_2, city, county, zip_code, country, valid_till: valid_till ? valid_till.toISOString().slice(0, 10) : null },
  };
}

function toData(p: TPartnerInput) {
  const { address, ...rest } = p;
  return {
    ...rest,
    ...address,
    valid_till: address.valid_till ? parseDate(address.valid_till) : null,
    search_text: normalizeSearch(`${p.name} ${p.note} ${p.tax_id} ${address.city} ${p.email}`),
  };
}

const where = (extra: Record<string, unknown>, q: string): Prisma.PartnerWhereInput => ({
  AND: [extra as Prisma.PartnerWhereInput, q ? { search_text: { contains: q } } : {}],
});

const TAX_ID_TAKEN = 'Ezzel az adószámmal már létezik partner.';

async function checkTaxIdFree(tx: TTx, taxId: string, exceptId?: number) {
  if (!taxId) return;
  const taken = await tx.partner.findFirst({ where: { tax_id: taxId, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { id: true } });
  if (taken) throw fieldError('tax_id', TAX_ID_TAKEN);
}

/** The unique index on tax_id decides between simultaneous writers: the loser gets the field error. */
async function taxIdUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw fieldError('tax_id', TAX_ID_TAKEN);
    throw error;
  }
}

export const partners = definePlainModule({
  key: 'partners',
  restBase: 'partnerek',
  label: 'Partnerek',
  detailRoute: '/penzugy/partnerek/{id}.html',
  permission: 'partners.can_use_partners_module',
  editPermission: 'partners.can_edit_partners',
  createInput: ZPartnerInput,
  updateInput: ZPartnerInput,
  filters: {
    is_active: filter({ schema: ZQueryBool, where: (v) => ({ is_active: v }), options: () => ({ label: 'Aktív', type: 'bool' }) }),
    tax_id: filter({ schema: z.string().min(1), where: (v) => ({ tax_id: { startsWith: v } }) }),
  },
  orderBy: {
    id: (d) => ({ id: d }),
    name: (d) => ({ name: d }),
    tax_id: (d) => ({ tax_id: d }),
    city: (d) => ({ city: d }),
    is_active: (d) => ({ is_active: d }),
  },
  list: async (tx, _ctx, { where: extra, q, skip, take, orderBy }) => {
    const w = where(extra, q);
    const order = [...((orderBy as Prisma.PartnerOrderByWithRelationInput[] | null) ?? [{ name: 'asc' }]), { id: 'asc' as const }];
    const [rows, total] = await Promise.all([
      tx.partner.findMany({ where: w, orderBy: order, skip, take, select: PARTNER_SELECT }),
      tx.partner.count({ where: w }),
    ]);
    return { data: rows.map(toPartner), total };
  },
  get: async (tx, _ctx, id) => {
    const row = await tx.partner.findUnique({ where: { id }, select: PARTNER_SELECT });
    return row && toPartner(row);
  },
  create: async (tx, _ctx, data) => {
    await checkTaxIdFree(tx, data.tax_id);
    return (await taxIdUnique(() => tx.partner.create({ data: toData(data), select: { id: true } }))).id;
  },
  update: async (tx, _ctx, id, data) => {
    await checkTaxIdFree(tx, data.tax_id, id);
    await taxIdUnique(() => tx.partner.update({ where: { id }, data: toData(data), select: { id: true } }));
  },
  exportRows: async function* (tx, _ctx, extra, q) {
    let cursor = 0;
    for (;;) {
      const rows = await tx.partner.findMany({
        where: { AND: [where(extra, q), { id: { gt: cursor } }] },
        orderBy: { id: 'asc' },
        take: 2000,
        select: PARTNER_SELECT,
      });
      if (!rows.length) return;
      for (const r of rows) yield { ...r, display_name: partnerDisplayName(r), is_active: r.is_active ? 'Igen' : 'Nem' };
      cursor = rows.at(-1)!.id;
    }
  },
  exportName: 'partnerek',
  exportColumns: [
    { header: 'Azonosító', key: 'id', type: 'number', width: 10 },
    { header: 'Név', key: 'name', width: 36 },
    { header: 'Megjegyzés', key: 'note', width: 24 },
    { header: 'Adószám', key: 'tax_id', width: 16 },
    { header: 'Telefon', key: 'phone', width: 16 },
    { header: 'E-mail', key: 'email', width: 26 },
    { header: 'Irányítószám', key: 'zip_code', width: 12 },
    { header: 'Település', key: 'city', width: 18 },
    { header: 'Cím', key: 'address_1', width: 30 },
    { header: 'Bankszámlaszám', key: 'bank_account_number', width: 28 },
    { header: 'Aktív', key: 'is_active', width: 8 },
  ],
});
