// What commitment lists and details return (explicit selects; Decimal → number on the wire).
import type { Prisma } from '../../../generated/prisma/client.ts';
import { apiDate } from '../../../core/dates.ts';

export const num = (d: Prisma.Decimal | null) => (d === null ? null : d.toNumber());

export const COMMITMENT_DETAIL_SELECT = {
  contract: true,
  order: true,
  error_report_id: true,
  affected_building: true,
  finalized_at: true,
  registration_number: true,
  subject: true,
  description: true,
  implementer_partner: { select: { id: true, name: true, tax_id: true, note: true } },
  implementer: true,
  payment_type: true,
  cost: true,
  approved_cost: true,
  vat: true,
  vat_cost: true,
  net_cost: true,
  transport_cost: true,
  public_procurement_cost: true,
  currency: true,
  tender: { select: { id: true, name: true, code: true, closed: true } },
  financial_budget: { select: { id: true, type: true, year: true, amount: true, is_active: true } },
  school_should_reply: true,
  waiting_for_attachment: true,
  users_involved: true,
  financial_entry: true,
  partner_unknown: true,
  supplement: true,
  original_commitment: { select: { id: true, subject: true, case: { select: { reference_number: true } } } },
  products: {
    orderBy: { position: 'asc' },
    select: { id: true, name: true, quantity: true, unit: true, gross_price: true, vat: true, net_price: true, total_price: true, currency: true },
  },
  invoices: { select: { id: true, invoice_number: true, amount: true, date: true, due_date: true } },
} as const satisfies Prisma.CommitmentSelect;

type TDetailRow = Prisma.CommitmentGetPayload<{ select: typeof COMMITMENT_DETAIL_SELECT }>;

export function commitmentDetail(r: TDetailRow) {
  const invoicesSum = r.invoices.reduce((sum, i) => sum + i.amount.toNumber(), 0);
  return {
    ...r,
    cost: num(r.cost),
    approved_cost: num(r.approved_cost),
    vat_cost: num(r.vat_cost),
    net_cost: num(r.net_cost),
    transport_cost: num(r.transport_cost),
    public_procurement_cost: num(r.public_procurement_cost),
    error_report: r.error_report_id,
    tender: r.tender && { ...r.tender, display_name: `${r.tender.name} - ${r.tender.code}` },
    financial_budget: r.financial_budget && { ...r.financial_budget, amount: num(r.financial_budget.amount) },
    original_commitment: r.original_commitment && {
      id: r.original_commitment.id,
      subject: r.original_commitment.subject,
      reference_number: r.original_commitment.case.reference_number,
    },
    products: r.products.map((p) => ({
      ...p,
      quantity: num(p.quantity),
      gross_price: num(p.gross_price),
      net_price: num(p.net_price),
      total_price: num(p.total_price),
    })),
    invoices: r.invoices.map((i) => ({ ...i, amount: num(i.amount), date: apiDate(i.date), due_date: apiDate(i.due_date) })),
    invoices_sum: invoicesSum,
  };
}
