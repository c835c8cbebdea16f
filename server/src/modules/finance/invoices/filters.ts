// The invoices' own list filters (spec 001 §7): the school (its own or a part's), the payment
// status, the upload (registration) days and the due date range. Dates are 'YYYY-MM-DD'; upload
// days are Budapest days of the record's creation.
import { z } from 'zod';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { filter, type TFilter } from '../../../workflow/define.ts';
import { institutionChoices, ZQueryIds } from '../../../workflow/filters.ts';
import { ZDate } from '../../../http/schemas.ts';
import { budapestInstant } from '@etanker/shared/date-time.ts';
import { parseDate } from '@etanker/shared/format.ts';

type TCaseFilter = TFilter<Prisma.CaseWhereInput>;

export const PAYMENT_STATUSES = { unpaid: 'Nincs átutalva', overdue: 'Lejárt, nincs átutalva', paid: 'Átutalva' } as const;
type TStatus = keyof typeof PAYMENT_STATUSES;

const ZDay = ZDate.transform((v) => parseDate(v)!);
/** The first instant of a Budapest day, and of the day after it. */
const dayStart = (d: Date, plus = 0) => budapestInstant(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate() + plus);
/** Today as a date column compares it (UTC midnight of the Budapest day). */
const today = () => parseDate(new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Budapest' }).format(new Date()))!;

function statusWhere(status: TStatus): Prisma.CaseWhereInput {
  if (status === 'paid') return { invoice: { transfer_date: { not: null } } };
  if (status === 'overdue') return { invoice: { transfer_date: null, due_date: { lt: today() } } };
  return { invoice: { transfer_date: null } };
}

const dateFilter = (label: string, where: (d: Date) => Prisma.CaseWhereInput): TCaseFilter =>
  filter({ schema: ZDay, where, options: () => ({ label, type: 'date' as const }) });

export const invoiceFilters: Record<string, TCaseFilter> = {
  // The school's own invoices and those split to it.
  institution_id: filter({
    schema: ZQueryIds,
    where: (ids) => ({ OR: [{ institution_id: { in: ids } }, { invoice: { parts: { some: { institution_id: { in: ids } } } } }] }),
    options: async (ctx) => ({ label: 'Intézmény', type: 'multi_select', choices: await institutionChoices(ctx) }),
  }),
  status: filter({
    schema: z.enum(Object.keys(PAYMENT_STATUSES) as [TStatus, ...TStatus[]]),
    where: statusWhere,
    options: () => ({ label: 'Fizetés állapota', type: 'select', choices: Object.entries(PAYMENT_STATUSES).map(([value, label]) => ({ value, label })) }),
  }),
  upload_min_date: dateFilter('Feltöltve (-tól)', (d) => ({ created_at: { gte: dayStart(d) } })),
  upload_max_date: dateFilter('Feltöltve (-ig)', (d) => ({ created_at: { lt: dayStart(d, 1) } })),
  due_date_from: dateFilter('Fizetési határidő (-tól)', (d) => ({ invoice: { due_date: { gte: d } } })),
  due_date_till: dateFilter('Fizetési határidő (-ig)', (d) => ({ invoice: { due_date: { lte: d } } })),
};
