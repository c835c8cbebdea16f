// The commitment's business rules: settings (spec 000 §9), references, and the money it derives.
import { Prisma } from '../../../generated/prisma/client.ts';
import type { TTx } from '../../../db/client.ts';
import { badRequest, type TFieldErrors } from '../../../http/errors.ts';
import { staticItemExists } from '../../../workflow/static-items.ts';
import type { TCommitmentInput, TProductInput } from './manifest.ts';
import { readModuleSettings } from '../../../core/settings.ts';
import { COMMITMENT_SETTINGS } from '@etanker/shared/settings/commitments.ts';
import { currencyDecimals, grossOf, splitGross, vatRates } from '../../../workflow/vat.ts';

/** The commitments' settings group, typed (spec 001 §9). */
export const commitmentSettings = (tx: TTx) => readModuleSettings(tx, COMMITMENT_SETTINGS);

const D = (n: number | Prisma.Decimal) => new Prisma.Decimal(n);

/**
 * Net and total of a product line from its gross unit price and VAT key, in its currency's unit
 * in use (half up), so the stored total is the one every screen shows (issue 11 item 9).
 */
export function productPrices(p: TProductInput, rates: Map<number, number>, decimals: number) {
  const total = grossOf(p.gross_price, p.quantity, decimals);
  return { net_price: splitGross(total, rates.get(p.vat) ?? 0, decimals).net, total_price: total };
}

export async function pricedProducts(tx: TTx, products: TProductInput[]) {
  const [rates, decimals] = await Promise.all([vatRates(tx), currencyDecimals(tx)]);
  return products.map((p, position) => ({ ...p, position, ...productPrices(p, rates, decimals.get(p.currency) ?? 2) }));
}
export type TPricedProduct = Awaited<ReturnType<typeof pricedProducts>>[number];

/** Validates the input against settings and references; answers the derived money fields. */
export async function checkCommitment(tx: TTx, input: TCommitmentInput) {
  const settings = await commitmentSettings(tx);
  const errors: TFieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (settings.financial_entry_required && !input.financial_entry) add('financial_entry', 'Ez a mező nem lehet üres');
  if (input.financial_entry && !(await staticItemExists(tx, 'financial_entries', input.financial_entry))) add('financial_entry', 'Érvénytelen választás.');
  if (settings.use_products && settings.mandatory_products && input.products.length === 0) add('products', 'A lista nem lehet üres.');
  if (settings.used_currencies.length && !settings.used_currencies.includes(input.currency)) add('currency', 'Ez a pénznem nem választható.');
  if (!(await staticItemExists(tx, 'vat', input.vat))) add('vat', 'Érvénytelen választás.');
  if (!(await staticItemExists(tx, 'currencies', input.currency))) add('currency', 'Érvénytelen választás.');
  if (input.payment_type && !(await staticItemExists(tx, 'payment_types', input.payment_type))) add('payment_type', 'Érvénytelen választás.');
  if (input.implementer_partner && input.partner_unknown) add('implementer_partner', 'Ismeretlen partner esetén ne válasszon partnert.');
  if (input.implementer_partner) {
    const partner = await tx.partner.findFirst({ where: { id: input.implementer_partner }, select: { is_active: true } });
    if (!partner) add('implementer_partner', 'Nincs ilyen partner.');
    else if (!partner.is_active) add('implementer_partner', 'Inaktív partner nem választható.');
  }
  if (input.tender) {
    const tender = await tx.tender.findUnique({ where: { id: input.tender }, select: { closed: true } });
    if (!tender) add('tender', 'Nincs ilyen pályázat.');
    else if (tender.closed) add('tender', 'Lezárt pályázat nem választható.');
  }
  if (input.financial_budget) {
    const budget = await tx.financialBudget.findUnique({ where: { id: input.financial_budget }, select: { is_active: true } });
    if (!budget) add('financial_budget', 'Nincs ilyen pénzügyi keret.');
    else if (!budget.is_active) add('financial_budget', 'A pénzügyi keret nem aktív.');
  }
  if (Object.keys(errors).length) throw badRequest(errors);

  const products = settings.use_products || input.products.length ? await pricedProducts(tx, input.products) : [];
  const cost = products.length ? products.reduce((sum, p) => sum.add(p.total_price), D(0)) : D(input.cost);
  // The header's net keeps fillér (two decimals) as it always has; lines are in the currency's unit.
  const derived = splitGross(cost, (await vatRates(tx)).get(input.vat) ?? 0, 2).net;
  const net = settings.calculate_net || input.net_cost === null ? derived : D(input.net_cost);
  const vatCost = settings.calculate_net || input.vat_cost === null ? cost.sub(net) : D(input.vat_cost);
  return { settings, products, cost, net_cost: net, vat_cost: vatCost };
}
