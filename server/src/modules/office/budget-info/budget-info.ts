// Budget info (002 §3: id, values, year, institution, financial_entries): per institution of the
// caller's scope, the year's financial budgets (values: amount and what is charged to it) and the
// commitments charged to them summed per ledger item (financial_entries). The figures are the
// financial budgets' own (kept by triggers, finance/financial-budgets/sums.ts).
import { z } from 'zod';
import type { TAuthedContext } from '../../../access/context.ts';
import { institutionScopeWhere } from '../../../access/scope.ts';
import { staticItemNames } from '../../../workflow/static-items.ts';
import { ZRowIdText } from '../../../http/schemas.ts';
import { toBudapestWallClock } from '@etanker/shared/format.ts';

export const ZBudgetInfoQuery = z.object({
  year: z.coerce.number().int('Érvénytelen év.').min(2000, 'Érvénytelen év.').max(2100, 'Érvénytelen év.').optional(),
  institution: ZRowIdText.optional(),
});

const ZRef = z.object({ id: z.number().int(), name: z.string() });
const ZBudgetInfo = z.object({
  id: z.number().int(),
  year: z.number().int(),
  institution: ZRef,
  values: z.array(
    z.object({ id: z.number().int(), type: ZRef, amount: z.number(), commitments_sum: z.number(), invoices_sum: z.number(), remaining: z.number() }),
  ),
  financial_entries: z.array(ZRef.extend({ commitments_sum: z.number() })),
});
export const ZBudgetInfoAnswer = z.object({ data: z.array(ZBudgetInfo) });

export async function readBudgetInfo(ctx: TAuthedContext, q: z.output<typeof ZBudgetInfoQuery>): Promise<z.output<typeof ZBudgetInfoAnswer>> {
  const year = q.year ?? toBudapestWallClock(new Date())!.getUTCFullYear();
  const where = {
    AND: [{ year, is_active: true }, institutionScopeWhere(ctx.user, 'institution_id'), q.institution ? { institution_id: q.institution } : {}],
  };
  const [budgets, charged, types, entries] = await Promise.all([
    ctx.prisma.financialBudget.findMany({
      where,
      orderBy: [{ institution_id: 'asc' }, { type: 'asc' }, { id: 'asc' }],
      select: { id: true, type: true, amount: true, commitments_sum: true, invoices_sum: true, institution: { select: { id: true, name: true } } },
    }),
    ctx.prisma.commitment.groupBy({
      by: ['financial_budget_id', 'financial_entry'],
      where: { financial_budget: where, financial_entry: { not: null } },
      _sum: { cost: true },
    }),
    staticItemNames(ctx.prisma, 'budget_types'),
    ctx.prisma.staticItem.findMany({ where: { list: 'financial_entries' }, select: { key: true, code: true, name: true } }),
  ]);
  const entryName = new Map(entries.map((e) => [e.key, `${e.code} – ${e.name}`]));
  const byInstitution = new Map<number, z.output<typeof ZBudgetInfo>>();
  for (const b of budgets) {
    const info = byInstitution.get(b.institution.id) ?? { id: b.institution.id, year, institution: b.institution, values: [], financial_entries: [] };
    const amount = Number(b.amount);
    info.values.push({
      id: b.id,
      type: { id: b.type, name: types.get(b.type) ?? '' },
      amount,
      commitments_sum: Number(b.commitments_sum),
      invoices_sum: Number(b.invoices_sum),
      remaining: amount - Number(b.commitments_sum),
    });
    byInstitution.set(b.institution.id, info);
  }
  const institutionOf = new Map(budgets.map((b) => [b.id, b.institution.id]));
  for (const c of charged) {
    const info = byInstitution.get(institutionOf.get(c.financial_budget_id!)!)!;
    const entry = info.financial_entries.find((e) => e.id === c.financial_entry);
    const sum = Number(c._sum.cost ?? 0);
    if (entry) entry.commitments_sum += sum;
    else info.financial_entries.push({ id: c.financial_entry!, name: entryName.get(c.financial_entry!) ?? '', commitments_sum: sum });
  }
  for (const info of byInstitution.values()) info.financial_entries.sort((a, b) => a.name.localeCompare(b.name));
  return { data: [...byInstitution.values()] };
}
