// Commitment-only calls: referents, supplement (pótigény), return to a referent, product price,
// the picker list (mind/).
import { z } from 'zod';
import { gatedProcedure, writerProcedure } from '../../../trpc/init.ts';
import { caseScopeWhere } from '../../../access/scope.ts';
import { badRequest, conflict, forbidden } from '../../../http/errors.ts';
import { loadCaseForAction } from '../../../workflow/case-access.ts';
import { referentReturn, supplementRefusal, type TRefusal } from './actions.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { workflowDetail, ZId } from '../../workflow-router.ts';
import { pricedProducts } from './rules.ts';
import { ZProduct } from './schema.ts';
import { ZRowIdText } from '../../../http/schemas.ts';
import { num } from './select.ts';
import { commitments } from './module.ts';

const PERMISSION = 'commitments.can_use_commitment_module';
const read = gatedProcedure(PERMISSION);
const write = writerProcedure(PERMISSION);

function refuse(refusal: TRefusal): never {
  if ('forbidden' in refusal) throw forbidden();
  throw badRequest({ non_field_errors: [refusal.message] });
}

export const commitmentExtras = {
  referents: read.input(ZId).query(async ({ ctx, input }) => {
    const c = await loadCaseForAction(ctx.prisma, ctx.user, 'commitments', input.id);
    return ctx.prisma.user.findMany({
      where: { is_referent: true, is_active: true, managed_institutions: { some: { id: c.institution_id } } },
      select: { id: true, name: true, email: true },
      orderBy: { name: 'asc' },
    });
  }),
  /** Pótigény: an extra request on top of an approved commitment, linked to it. */
  supplement: write.input(ZId).mutation(async ({ ctx, input }) => {
    const id = await ctx.prisma.$transaction(async (tx) => {
      const c = await loadCaseForAction(tx, ctx.user, 'commitments', input.id);
      const refusal = supplementRefusal(ctx.user, c);
      if (refusal) refuse(refusal);
      const source = await tx.commitment.findUniqueOrThrow({
        where: { id: c.id },
        select: {
          subject: true,
          vat: true,
          currency: true,
          financial_entry: true,
          tender_id: true,
          financial_budget_id: true,
          implementer_partner_id: true,
          implementer: true,
          payment_type: true,
        },
      });
      const newId = await createCase(tx, ctx, commitments, {
        subject: `Pótigény: ${source.subject}`.slice(0, 300),
        description: '',
        institution: c.institution_id,
        affected_institution: c.affected_institution_id,
        affected_building: '',
        contract: '',
        order: '',
        registration_number: '',
        implementer_partner: source.implementer_partner_id,
        implementer: source.implementer,
        partner_unknown: false,
        payment_type: source.payment_type,
        cost: 0,
        vat: source.vat,
        transport_cost: 0,
        public_procurement_cost: 0,
        currency: source.currency,
        tender: source.tender_id,
        financial_budget: source.financial_budget_id,
        financial_entry: source.financial_entry,
        users_involved: [],
        products: [],
        extra_field_answers: [],
      });
      await tx.commitment.update({ where: { id: newId }, data: { supplement: true, original_commitment_id: c.id } });
      return newId;
    });
    return { id };
  }),
  /** Back to a finance referent the user suggests (a later step sends it back for re-checking). */
  returnToReferent: write.input(ZId.extend({ suggested_referent: ZRowIdText })).mutation(async ({ ctx, input }) => {
    await ctx.prisma.$transaction(async (tx) => {
      const c = await loadCaseForAction(tx, ctx.user, 'commitments', input.id);
      const target = await referentReturn(tx, ctx.user, c);
      if ('refusal' in target) refuse(target.refusal);
      const { from, to: step } = target;
      const referent = await tx.user.findFirst({
        where: { id: input.suggested_referent, is_referent: true, is_active: true, managed_institutions: { some: { id: c.institution_id } } },
        select: { id: true, name: true },
      });
      if (!referent) throw badRequest({ suggested_referent: ['A kiválasztott felhasználó nem pénzügyi referense az intézménynek.'] });
      const moved = await tx.case.updateMany({
        where: { id: c.id, version: c.version },
        data: {
          current_step_id: step.id,
          waiting_for_user_id: referent.id,
          waiting_for_group_id: null,
          state: 'under_checking',
          version: { increment: 1 },
          last_activity_at: new Date(),
        },
      });
      if (moved.count === 0) throw conflict();
      await tx.decision.create({
        data: {
          case_id: c.id,
          user_id: ctx.user.id,
          user_name: ctx.user.name,
          step_name: from.name,
          position: from.position,
          decision: 'neutral',
          decision_label: `Visszaadva referensnek: ${referent.name}`,
        },
      });
    });
    return workflowDetail(ctx, commitments as never, input.id);
  }),
  /** termek/: a product line priced (net and total from gross unit price, quantity and VAT). */
  product: read.input(ZProduct).mutation(async ({ ctx, input }) => {
    const [p] = await pricedProducts(ctx.prisma, [input]);
    return { ...input, net_price: p.net_price.toNumber(), total_price: p.total_price.toNumber() };
  }),
  /** mind/: approved commitments for pickers (invoices), in the user's scope. */
  all: read.input(z.object({ affected_institution: ZRowIdText.optional(), commitment_id: ZRowIdText.optional() })).query(async ({ ctx, input }) => {
    const rows = await ctx.prisma.commitment.findMany({
      where: {
        case: {
          AND: [caseScopeWhere(ctx.user), { module: 'commitments' }],
          ...(input.commitment_id ? {} : { state: 'closed_positive' }),
          ...(input.affected_institution
            ? { OR: [{ affected_institution_id: input.affected_institution }, { institution_id: input.affected_institution }] }
            : {}),
        },
        ...(input.commitment_id ? { id: input.commitment_id } : {}),
      },
      orderBy: { id: 'desc' },
      take: 500,
      select: { id: true, subject: true, cost: true, approved_cost: true, case: { select: { reference_number: true, institution_id: true } } },
    });
    return rows.map((r) => ({
      id: r.id,
      subject: r.subject,
      reference_number: r.case.reference_number,
      institution: r.case.institution_id,
      cost: num(r.cost),
      approved_cost: num(r.approved_cost),
    }));
  }),
};
