// Commitment-only actions (spec 001 §7), one declaration each (DESIGN.md §4 "Actions"):
// referents, supplement (Pótigény), return to a referent, the Excel sheet, product price, and
// the picker list (mind/).
import { z } from 'zod';
import { action } from '../../../workflow/define.ts';
import { caseScopeWhere } from '../../../access/scope.ts';
import { badRequest } from '../../../http/errors.ts';
import { createCase, returnToStep } from '../../../workflow/lifecycle.ts';
import { refuse } from '../../../workflow/actions.ts';
import { ZRowIdText } from '../../../http/schemas.ts';
import { referentReturn, supplementRefusal } from './actions.ts';
import { pricedProducts } from './rules.ts';
import { ZCommitmentInput, ZProduct } from './manifest.ts';
import { num } from './select.ts';
import { commitmentSheet } from './sheet.ts';
import { ZCreatedAnswer, ZPeopleAnswer } from '../../../openapi/kit-answers.ts';

export const commitmentActions = {
  referents: action({
    on: 'record',
    method: 'GET',
    path: 'referensek/',
    summary: 'Pénzügyi referensek',
    output: ZPeopleAnswer,
    run: (tx, _ctx, { record }) =>
      tx.user.findMany({
        where: { is_referent: true, is_active: true, managed_institutions: { some: { id: record.institution_id } } },
        select: { id: true, name: true, email: true },
        orderBy: { name: 'asc' },
      }),
  }),
  /** Pótigény: an extra request on top of an approved commitment, linked to it. */
  supplement: action({
    on: 'record',
    method: 'POST',
    path: 'potigeny/',
    summary: 'Pótigény',
    status: 201,
    output: ZCreatedAnswer,
    can: (_tx, ctx, c) => supplementRefusal(ctx.user, c),
    button: {
      label: 'Pótigény',
      confirm: { effect: 'creates', text: 'Pótigényt készít ehhez a kötelezettségvállaláshoz' },
      done: 'A pótigény elkészült.',
    },
    run: async (tx, ctx, { record: c, module }) => {
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
      const input = ZCommitmentInput.parse({
        subject: `Pótigény: ${source.subject}`.slice(0, 300),
        institution: c.institution_id,
        affected_institution: c.affected_institution_id,
        implementer_partner: source.implementer_partner_id,
        implementer: source.implementer,
        payment_type: source.payment_type,
        vat: source.vat,
        currency: source.currency,
        tender: source.tender_id,
        financial_budget: source.financial_budget_id,
        financial_entry: source.financial_entry,
      });
      const id = await createCase(tx, ctx, module, input);
      await tx.commitment.update({ where: { id }, data: { supplement: true, original_commitment_id: c.id } });
      return { id };
    },
  }),
  /** Back to a finance referent the user suggests (a later step sends it back for re-checking); answers the details. */
  returnToReferent: action({
    on: 'record',
    method: 'POST',
    path: 'referensnek-visszaadas/',
    summary: 'Visszaadás referensnek (suggested_referent)',
    input: z.object({ suggested_referent: ZRowIdText }),
    can: async (tx, ctx, c) => {
      const target = await referentReturn(tx, ctx.user, c);
      return 'refusal' in target ? target.refusal : null;
    },
    button: { label: 'Visszaadás referensnek', dialog: true, done: 'A kötelezettségvállalás visszakerült a referenshez.' },
    run: async (tx, ctx, { record: c, input }) => {
      const target = await referentReturn(tx, ctx.user, c);
      if ('refusal' in target) refuse(target.refusal);
      const referent = await tx.user.findFirst({
        where: { id: input.suggested_referent, is_referent: true, is_active: true, managed_institutions: { some: { id: c.institution_id } } },
        select: { id: true, name: true },
      });
      if (!referent) throw badRequest({ suggested_referent: ['A kiválasztott felhasználó nem pénzügyi referense az intézménynek.'] });
      await returnToStep(tx, ctx, c, target.to, referent.id, `Visszaadva referensnek: ${referent.name}`);
    },
  }),
  excelSheet: action({
    on: 'record',
    method: 'POST',
    path: 'generate_excel_sheet/',
    summary: 'A kötelezettségvállalás és tételei táblázatban',
    write: false,
    binary: 'xlsx',
    button: { label: 'Excel' },
    run: (tx, _ctx, { id, record }) => commitmentSheet(tx, id, record.reference_number),
  }),
  /** termek/: a product line priced (net and total from gross unit price, quantity and VAT). */
  product: action({
    on: 'module',
    method: 'POST',
    path: 'termek/',
    summary: 'Termék árazása (pénznemmel)',
    write: false,
    input: ZProduct,
    output: z.intersection(ZProduct, z.object({ net_price: z.number(), total_price: z.number() })),
    run: async (tx, _ctx, { input }) => {
      const [p] = await pricedProducts(tx, [input]);
      return { ...input, net_price: p.net_price.toNumber(), total_price: p.total_price.toNumber() };
    },
  }),
  /** mind/: approved commitments for pickers (invoices), in the user's scope. */
  all: action({
    on: 'module',
    method: 'GET',
    path: 'mind/',
    summary: 'Jóváhagyott kötelezettségvállalások (választólista)',
    input: z.object({ affected_institution: ZRowIdText.optional(), commitment_id: ZRowIdText.optional() }),
    output: z.array(
      z.object({
        id: z.number().int(),
        subject: z.string(),
        reference_number: z.string(),
        institution: z.number().int(),
        cost: z.number().nullable(),
        approved_cost: z.number().nullable(),
      }),
    ),
    run: async (tx, ctx, { input }) => {
      const rows = await tx.commitment.findMany({
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
    },
  }),
};
