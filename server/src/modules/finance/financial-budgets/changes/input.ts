// A change request's input: the budget, the new amount or the change (signed) or both, and why.
// The change is what is stored and applied on approval; a new amount is turned into it against
// the budget's amount when the request is made. previous_amount, as the budget's change requests
// answer it, is the amount the requester saw: taken so the answer's shape comes back, and
// checked against the budget's amount now (a request made on a stale page is refused).
import { z } from 'zod';
import { ZRowId } from '../../../../http/schemas.ts';

/** Decimal(14, 2) in the tables. */
const MAX = 999_999_999_999.99;
const CENTS = 'Legfeljebb 2 tizedesjegy adható meg.';
const money = (min: number) => z.number('Érvénytelen szám.').min(min).max(MAX).multipleOf(0.01, CENTS);

const AMOUNTS = {
  previous_amount: money(0).nullable().default(null),
  new_amount: money(0).nullable().default(null),
  amount_change: money(-MAX).nullable().default(null),
  reason: z.string().trim().min(1, 'Ez a mező nem lehet üres').max(2000),
};

function oneOfTheTwo(v: { new_amount: number | null; amount_change: number | null }, ctx: z.RefinementCtx) {
  if (v.new_amount === null && v.amount_change === null)
    ctx.addIssue({ code: 'custom', path: ['new_amount'], message: 'Adja meg az új összeget vagy a változás összegét.' });
  else if (v.amount_change === 0) ctx.addIssue({ code: 'custom', path: ['amount_change'], message: 'A változás nem lehet nulla.' });
}

/** The change module's own create and update input. */
export const ZChangeInput = z
  .object({ financial_budget: ZRowId, ...AMOUNTS })
  .strict()
  .superRefine(oneOfTheTwo);
export type TChangeInput = z.output<typeof ZChangeInput>;

/** POST {budget}/valtozasok/: the same without the budget (the path names it). */
export const ZBudgetChangeRequest = z.object(AMOUNTS).strict().superRefine(oneOfTheTwo);

/** PUT takes the details' answer back: the change (new_amount and previous_amount are computed, so dropped). */
export const ZChangeUpdate = z
  .object({ financial_budget: ZRowId, amount_change: money(-MAX), reason: AMOUNTS.reason })
  .strict()
  .refine((v) => v.amount_change !== 0, { path: ['amount_change'], message: 'A változás nem lehet nulla.' });
export type TChangeUpdate = z.output<typeof ZChangeUpdate>;
