// A commitment's details: its manifest's fields and what the server keeps beside them (links,
// flags, invoices). Decimal → number on the wire.
import { Prisma } from '../../../generated/prisma/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import type { TTx } from '../../../db/client.ts';
import { apiDate } from '../../../core/dates.ts';
import { COMMITMENT_MANIFEST as MANIFEST } from './manifest.ts';

export const num = (d: Prisma.Decimal | null) => (d === null ? null : d.toNumber());

const KEPT_SELECT = {
  error_report_id: true,
  finalized_at: true,
  school_should_reply: true,
  waiting_for_attachment: true,
  supplement: true,
  case: { select: { institution: { select: { id: true, name: true } } } },
  original_commitment: { select: { id: true, subject: true, case: { select: { reference_number: true } } } },
  invoices: {
    orderBy: { id: 'asc' },
    select: { id: true, invoice_number: true, amount: true, date: true, due_date: true, case: { select: { state: true, hidden_from_schools: true } } },
  },
} as const satisfies Prisma.CommitmentSelect;

/** Invoices that no longer stand (reversed, cancelled, refused) do not count in invoices_sum. */
const NOT_COUNTED = new Set(['rolled_back', 'cancelled', 'closed_negative']);

/** `user`: the reader; a school's reader is not shown the invoices hidden from schools (their sum still counts, it is the commitment's money). */
export async function commitmentDetail(tx: TTx, id: number, user?: TCurrentUser) {
  const row = await tx.commitment.findUniqueOrThrow({ where: { id }, select: { ...(MANIFEST.select as { id: true }), ...KEPT_SELECT } });
  const names = await MANIFEST.loadNames(tx, [row]);
  const { id: _id, ...fields } = MANIFEST.toApi(row, names);
  const { original_commitment: original, invoices } = row;
  return {
    ...fields,
    error_report_id: row.error_report_id,
    error_report: row.error_report_id,
    finalized_at: row.finalized_at,
    school_should_reply: row.school_should_reply,
    waiting_for_attachment: row.waiting_for_attachment,
    supplement: row.supplement,
    // 001 §3 names the school a commitment is of: the record's institution, as {id, name}.
    school: row.case.institution,
    original_commitment: original && { id: original.id, subject: original.subject, reference_number: original.case.reference_number },
    invoices: invoices
      .filter((i) => !i.case.hidden_from_schools || !user || user.is_centre)
      .map(({ case: c, ...i }) => ({ ...i, state: c.state, amount: num(i.amount), date: apiDate(i.date), due_date: apiDate(i.due_date) })),
    // Summed in Decimal (exact), answered as a number like every amount.
    invoices_sum: invoices
      .filter((i) => !NOT_COUNTED.has(i.case.state))
      .reduce((sum, i) => sum.plus(i.amount), new Prisma.Decimal(0))
      .toNumber(),
  };
}
