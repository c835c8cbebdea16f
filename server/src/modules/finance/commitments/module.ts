// Kötelezettségvállalás: purchase/obligation requests (spec 001 §3, §7; MODULES.md §3.8).
import { z } from 'zod';
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { TTx } from '../../../db/client.ts';
import { defineWorkflowModule, filter } from '../../../workflow/define.ts';
import { affectedInstitutionFilter, closedAtFilters, commonWorkflowFilters, financialYearFilter, ZQueryBool } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { writeLines } from '../../../workflow/child-lines.ts';
import { onReadableCase } from '../../../workflow/relations.ts';
import { caseInstitutions } from '../../../workflow/case-fields.ts';
import { COMMITMENT_MANIFEST as MANIFEST, ZCommitmentInput, type TCommitmentInput } from './manifest.ts';
import { checkCommitment, commitmentSettings } from './rules.ts';
import { commitmentDetail } from './select.ts';
import { CommitmentPdf } from './document.tsx';
import { commitmentActions } from './extras.ts';
import { workflowNames } from '@etanker/shared/modules.ts';
import { createData } from '../../../workflow/manifest-model.ts';

type TWhere = Prisma.CaseWhereInput;
const on = (where: Prisma.CommitmentWhereInput): TWhere => ({ commitment: where });
const fromManifest = workflowFromManifest(MANIFEST, { table: (tx) => tx.commitment, caseRelation: 'commitment' });

async function writeCommitment(tx: TTx, id: number, input: TCommitmentInput, create: boolean) {
  const { settings, products, cost, net_cost, vat_cost } = await checkCommitment(tx, input);
  const data = { ...MANIFEST.toData(input), cost, net_cost, vat_cost };
  if (create) await tx.commitment.create({ data: createData('Commitment', { id, ...data }), select: { id: true } });
  else await tx.commitment.update({ where: { id }, data, select: { id: true } });
  await writeLines(tx.commitmentProduct, { field: 'products', parentColumn: 'commitment_id', parentId: id, lines: products, create });
  if (!settings.auto_generated_reference_number && input.reference_number !== undefined) {
    await tx.case.update({ where: { id }, data: { reference_number: input.reference_number } });
  }
}

export const commitments = defineWorkflowModule({
  ...workflowNames('commitments'),
  permission: 'commitments.can_use_commitment_module',
  relations: {
    // As its mind/ names them: 'KV/2026/00005 - subject'.
    commitment: {
      model: 'commitment',
      select: { id: true, subject: true, case: { select: { reference_number: true } } },
      name: (c: { subject: string; case: { reference_number: string } }) => (c.case.reference_number ? `${c.case.reference_number} - ${c.subject}` : c.subject),
      readable: onReadableCase,
    },
  },
  initialState: 'open',
  settingsGroup: 'commitments',
  referencePrefix: 'KV',
  autoReference: async (tx) => (await commitmentSettings(tx)).auto_generated_reference_number,
  subscribable: true,
  extraFields: true,
  institutionFields: ['institution', 'affected_institution'],
  exportReturnsData: true,
  ...fromManifest,
  createInput: ZCommitmentInput,
  updateInput: ZCommitmentInput,
  filters: {
    ...commonWorkflowFilters('commitments', 'open', { subscribable: true }),
    affected_institution: affectedInstitutionFilter,
    affected_building: filter({ schema: z.string().min(1), where: (v) => on({ affected_building: { contains: v, mode: 'insensitive' } }) }),
    ...fromManifest.filters,
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
    ...closedAtFilters,
    financial_year: financialYearFilter,
    has_invoice: filter({
      schema: ZQueryBool,
      where: (v) => on({ invoices: v ? { some: {} } : { none: {} } }),
      options: () => ({ label: 'Van számla', type: 'bool' }),
    }),
  },
  prepareCreate: (tx, ctx, input) => caseInstitutions(tx, ctx, input),
  insert: (tx, _ctx, id, input) => writeCommitment(tx, id, input, true),
  prepareUpdate: (tx, ctx, _id, input) => caseInstitutions(tx, ctx, input),
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
  detail: (tx, ctx, id) => commitmentDetail(tx, id, ctx.user),
  copy: async (tx, _ctx, sourceId, newId) => {
    const { id: _id, ...source } = await tx.commitment.findUniqueOrThrow({ where: { id: sourceId } });
    await tx.commitment.create({
      data: createData('Commitment', { ...source, id: newId, approved_cost: null, finalized_at: null, supplement: false, original_commitment_id: null }),
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
});
