// Kötelezettségvállalás: purchase/obligation requests (spec 001 §3, §7; MODULES.md §3.8).
import { z } from 'zod';
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { defineWorkflowModule, filter } from '../../../workflow/define.ts';
import { affectedInstitutionFilter, commonWorkflowFilters, ZQueryBool, ZQueryIds } from '../../../workflow/filters.ts';
import { staticItemChoices, staticItemNames, staticItemRef } from '../../../workflow/static-items.ts';
import { ZDateValue } from '../../../http/schemas.ts';
import { fieldError } from '../../../http/errors.ts';
import { ZCommitmentInput, type TCommitmentInput } from './schema.ts';
import { checkCommitment, commitmentSettings, type TPricedProduct } from './rules.ts';
import { COMMITMENT_DETAIL_SELECT, commitmentDetail, num } from './select.ts';
import { CommitmentPdf } from './document.tsx';
import { commitmentActions } from './extras.ts';
import { COMMITMENT_SETTINGS } from '@etanker/shared/settings.ts';

type TWhere = Prisma.CaseWhereInput;
const ZMoneyQuery = z.coerce.number().min(0);
const on = (where: Prisma.CommitmentWhereInput): TWhere => ({ commitment: where });

const LIST_SELECT = {
  commitment: {
    select: {
      subject: true,
      cost: true,
      approved_cost: true,
      currency: true,
      payment_type: true,
      financial_entry: true,
      implementer: true,
      implementer_partner: { select: { name: true } },
    },
  },
} satisfies Prisma.CaseSelect;
type TListRecord = Prisma.CaseGetPayload<{ select: typeof LIST_SELECT }>;

async function institutionOf(tx: TTx, ctx: TAuthedContext, input: TCommitmentInput): Promise<number> {
  const id = input.institution ?? ctx.user.institution_id;
  if (!id) throw fieldError('institution', 'Ez a mező nem lehet üres');
  const exists = await tx.institution.count({ where: { id, is_active: true } });
  if (!exists) throw fieldError('institution', 'Nincs ilyen intézmény.');
  return id;
}

/**
 * The product lines: a line with the id of one of this commitment's lines is updated in place
 * (its id stays), a line without an id is added, lines left out are deleted. A new record's
 * lines are all new (ids copied from another record are not this record's).
 */
async function writeProducts(tx: TTx, commitmentId: number, products: TPricedProduct[], create: boolean) {
  const lines = create ? products.map((p) => ({ ...p, id: undefined })) : products;
  const existing = create ? [] : await tx.commitmentProduct.findMany({ where: { commitment_id: commitmentId }, select: { id: true } });
  const own = new Set(existing.map((p) => p.id));
  const kept = new Set<number>();
  for (const line of lines) {
    if (line.id === undefined) continue;
    if (!own.has(line.id)) throw fieldError('products', `Ismeretlen tétel: ${line.id}.`);
    if (kept.has(line.id)) throw fieldError('products', `A tétel kétszer szerepel: ${line.id}.`);
    kept.add(line.id);
  }
  const removed = existing.filter((p) => !kept.has(p.id)).map((p) => p.id);
  if (removed.length) await tx.commitmentProduct.deleteMany({ where: { id: { in: removed } } });
  for (const { id, ...line } of lines) if (id !== undefined) await tx.commitmentProduct.update({ where: { id }, data: line, select: { id: true } });
  const added = lines.filter((line) => line.id === undefined);
  if (added.length) await tx.commitmentProduct.createMany({ data: added.map((line) => ({ ...line, commitment_id: commitmentId })) });
}

async function writeCommitment(tx: TTx, id: number, input: TCommitmentInput, create: boolean) {
  const { settings, products, cost, net_cost, vat_cost } = await checkCommitment(tx, input);
  const data = {
    contract: input.contract,
    order: input.order,
    affected_building: input.affected_building,
    registration_number: input.registration_number,
    subject: input.subject,
    description: input.description,
    implementer_partner_id: input.implementer_partner ?? null,
    implementer: input.implementer,
    partner_unknown: input.partner_unknown,
    payment_type: input.payment_type ?? null,
    cost,
    vat: input.vat,
    vat_cost,
    net_cost,
    transport_cost: input.transport_cost,
    public_procurement_cost: input.public_procurement_cost,
    currency: input.currency,
    tender_id: input.tender ?? null,
    financial_budget_id: input.financial_budget ?? null,
    financial_entry: input.financial_entry ?? null,
    users_involved: input.users_involved,
  };
  if (create) await tx.commitment.create({ data: { id, ...data } });
  else await tx.commitment.update({ where: { id }, data });
  await writeProducts(tx, id, products, create);
  if (!settings.auto_generated_reference_number && input.reference_number !== undefined) {
    await tx.case.update({ where: { id }, data: { reference_number: input.reference_number } });
  }
}

export const commitments = defineWorkflowModule({
  key: 'commitments',
  caseModule: 'commitments',
  restBase: 'kotelezettsegvallalas',
  label: 'Kötelezettségvállalás',
  detailRoute: '/penzugy/kotelezettsegvallalas/{id}.html',
  permission: 'commitments.can_use_commitment_module',
  initialState: 'open',
  settingsGroup: 'commitments',
  settings: COMMITMENT_SETTINGS,
  referencePrefix: 'KV',
  autoReference: async (tx) => (await commitmentSettings(tx)).auto_generated_reference_number,
  subscribable: true,
  extraFields: true,
  institutionFields: ['institution', 'affected_institution'],
  exportReturnsData: true,
  createInput: ZCommitmentInput,
  updateInput: ZCommitmentInput,
  filters: {
    ...commonWorkflowFilters('commitments', 'open', { subscribable: true }),
    affected_institution: affectedInstitutionFilter,
    affected_building: filter({ schema: z.string().min(1), where: (v) => on({ affected_building: { contains: v, mode: 'insensitive' } }) }),
    min_cost: filter({ schema: ZMoneyQuery, where: (v) => on({ cost: { gte: v } }), options: () => ({ label: 'Minimum összeg', type: 'number' }) }),
    max_cost: filter({ schema: ZMoneyQuery, where: (v) => on({ cost: { lte: v } }), options: () => ({ label: 'Maximum összeg', type: 'number' }) }),
    payment_type: filter({
      schema: ZQueryIds,
      where: (ids) => on({ payment_type: { in: ids } }),
      options: async (ctx) => ({ label: 'Fizetési mód', type: 'multi_select', choices: await staticItemChoices(ctx.prisma, 'payment_types') }),
    }),
    tender: filter({
      schema: ZQueryIds,
      where: (ids) => on({ tender_id: { in: ids } }),
      options: async (ctx) => ({
        label: 'Pályázat',
        type: 'select',
        choices: (await ctx.prisma.tender.findMany({ select: { id: true, name: true, code: true }, orderBy: { name: 'asc' } })).map((t) => ({
          value: t.id,
          label: `${t.name} - ${t.code}`,
        })),
      }),
    }),
    financial_entry_alias: filter({
      schema: z.string().min(1),
      where: async (alias, ctx) => {
        const keys = await ctx.prisma.staticItem.findMany({
          where: { list: 'financial_entries', data: { path: ['alias'], string_starts_with: alias } },
          select: { key: true },
        });
        return on({ financial_entry: { in: keys.map((k) => k.key) } });
      },
      options: async (ctx) => {
        const rows = await ctx.prisma.staticItem.findMany({
          where: { list: 'financial_entries' },
          select: { name: true, data: true },
          orderBy: { position: 'asc' },
        });
        return { label: 'Rovat', type: 'select', choices: rows.map((r) => ({ value: String((r.data as { alias?: string }).alias ?? r.name), label: r.name })) };
      },
    }),
    closed_at_min: filter({ schema: ZDateValue, where: (d) => ({ closed_at: { gte: d } }), options: () => ({ label: 'Lezárva (-tól)', type: 'date' }) }),
    closed_at_max: filter({
      schema: ZDateValue,
      where: (d) => ({ closed_at: { lt: new Date(d.getTime() + 86_400_000) } }),
      options: () => ({ label: 'Lezárva (-ig)', type: 'date' }),
    }),
    financial_year: filter({
      schema: z.coerce.number().int().min(2000).max(2100),
      where: (y) => ({ created_at: { gte: new Date(Date.UTC(y, 0, 1)), lt: new Date(Date.UTC(y + 1, 0, 1)) } }),
      options: () => ({ label: 'Pénzügyi év', type: 'number' }),
    }),
    has_invoice: filter({
      schema: ZQueryBool,
      where: (v) => on({ invoices: v ? { some: {} } : { none: {} } }),
      options: () => ({ label: 'Van számla', type: 'bool' }),
    }),
  },
  prepareCreate: async (tx, ctx, input) => ({
    institution_id: await institutionOf(tx, ctx, input),
    affected_institution_id: input.affected_institution ?? null,
  }),
  insert: (tx, _ctx, id, input) => writeCommitment(tx, id, input, true),
  prepareUpdate: async (tx, ctx, _id, input) => ({
    institution_id: await institutionOf(tx, ctx, input),
    affected_institution_id: input.affected_institution ?? null,
  }),
  write: (tx, _ctx, id, input) => writeCommitment(tx, id, input, false),
  flowRecord: async (tx, id) => {
    const r = await tx.commitment.findUniqueOrThrow({ where: { id }, select: { cost: true, payment_type: true, tender_id: true } });
    return { cost: r.cost.toNumber(), payment_type: r.payment_type, tender: r.tender_id };
  },
  describe: async (tx, id) => {
    const r = await tx.commitment.findUniqueOrThrow({
      where: { id },
      select: {
        subject: true,
        implementer: true,
        registration_number: true,
        implementer_partner: { select: { name: true, tax_id: true } },
        case: { select: { creator: { select: { name: true } } } },
      },
    });
    return {
      title: r.subject,
      searchText: [r.implementer, r.registration_number, r.implementer_partner?.name, r.implementer_partner?.tax_id, r.case.creator.name]
        .filter(Boolean)
        .join(' '),
    };
  },
  listColumns: {
    select: LIST_SELECT,
    shaper: async (tx) => {
      const [entries, currencies, paymentTypes] = await Promise.all([
        staticItemNames(tx, 'financial_entries'),
        staticItemNames(tx, 'currencies'),
        staticItemNames(tx, 'payment_types'),
      ]);
      // Every commitments Case has its Commitment (both are written in one transaction).
      return (row: TListRecord) => {
        const r = row.commitment!;
        return {
          subject: r.subject,
          cost: num(r.cost),
          approved_cost: num(r.approved_cost),
          currency: staticItemRef(currencies, r.currency),
          payment_type: staticItemRef(paymentTypes, r.payment_type),
          financial_entry: staticItemRef(entries, r.financial_entry),
          partner: r.implementer_partner?.name ?? r.implementer,
        };
      };
    },
  },
  orderBy: {
    subject: (d) => ({ commitment: { subject: d } }),
    cost: (d) => ({ commitment: { cost: d } }),
    approved_cost: (d) => ({ commitment: { approved_cost: { sort: d, nulls: 'last' } } }),
  },
  detail: async (tx, _ctx, id) => commitmentDetail(await tx.commitment.findUniqueOrThrow({ where: { id }, select: COMMITMENT_DETAIL_SELECT })),
  copy: async (tx, _ctx, sourceId, newId) => {
    const { id: _id, ...source } = await tx.commitment.findUniqueOrThrow({ where: { id: sourceId } });
    await tx.commitment.create({
      data: { ...source, id: newId, approved_cost: null, finalized_at: null, supplement: false, original_commitment_id: null } as never,
    });
    const products = await tx.commitmentProduct.findMany({
      where: { commitment_id: sourceId },
      select: { position: true, name: true, quantity: true, unit: true, gross_price: true, vat: true, net_price: true, total_price: true, currency: true },
    });
    if (products.length) await tx.commitmentProduct.createMany({ data: products.map((p) => ({ ...p, commitment_id: newId })) });
  },
  afterDecision: (_ctx, { id, state, answers }) => {
    const data: Prisma.CommitmentUpdateInput = {};
    if (typeof answers.approved_cost === 'number') data.approved_cost = answers.approved_cost;
    if (answers.financial_entry !== undefined && answers.financial_entry !== null) data.financial_entry = Number(answers.financial_entry);
    const finalizes = state === 'closed_positive';
    if (!finalizes && !Object.keys(data).length) return null;
    return async (tx) => {
      if (finalizes) {
        data.finalized_at = new Date();
        const current = await tx.commitment.findUniqueOrThrow({ where: { id }, select: { approved_cost: true, cost: true } });
        if (data.approved_cost === undefined && current.approved_cost === null) data.approved_cost = current.cost;
      }
      await tx.commitment.update({ where: { id }, data });
    };
  },
  documents: {
    commitment: { label: 'Kötelezettségvállalási igény', render: (ctx, id) => CommitmentPdf(ctx.prisma, id) },
  },
  actions: commitmentActions,
  exportName: 'kotelezettsegvallalasok',
  exportColumns: [
    { header: 'Tárgy', key: 'subject', width: 40 },
    { header: 'Partner', key: 'partner', width: 30 },
    { header: 'Rovat', key: 'financial_entry', width: 30 },
    { header: 'Fizetési mód', key: 'payment_type', width: 18 },
    { header: 'Összeg', key: 'cost', type: 'money', width: 16 },
    { header: 'Jóváhagyott összeg', key: 'approved_cost', type: 'money', width: 18 },
  ],
});
