// generate_commitment/: a commitment made from a fault report (subject, description, the
// estimate as its cost, the report's institutions, the repairs' ledger item), created through the kit's record creator
// (modules never import each other) by the caller, so it starts the commitment flow at the
// caller's submission step. The two records point at each other.
import type { TTx } from '../../../db/client.ts';
import { hasPermission, type TAuthedContext } from '../../../access/context.ts';
import { canWriteOnRecord, type TCaseForAction } from '../../../workflow/case-access.ts';
import { badRequest } from '../../../http/errors.ts';
import type { TActionRefusal } from '../../../workflow/define.ts';

const COMMITMENTS = 'commitments';
const COMMITMENT_PERMISSION = 'commitments.can_use_commitment_module';
/** A report submitted for checking or approved; a draft is no report yet, a refused or withdrawn one needs no repair. */
const GENERATING_STATES = new Set(['under_checking', 'closed_positive']);
const ALREADY = 'Ehhez a hibabejelentéshez már készült kötelezettségvállalás.';
/** The ledger item of repairs (rovat K334 'Karbantartási, kisjavítási szolgáltatások'): a fault's commitment is one. */
const REPAIR_ENTRY = 'K334';

export async function generateRefusal(tx: TTx, ctx: TAuthedContext, c: TCaseForAction): Promise<TActionRefusal | null> {
  if (!canWriteOnRecord(ctx.user) || !hasPermission(ctx.user, COMMITMENT_PERMISSION)) return { forbidden: true };
  if (!GENERATING_STATES.has(c.state)) return { message: 'Kötelezettségvállalás csak beküldött vagy jóváhagyott hibabejelentésből készíthető.' };
  const report = await tx.errorReport.findUniqueOrThrow({ where: { id: c.id }, select: { commitment_id: true } });
  return report.commitment_id === null ? null : { message: ALREADY };
}

export async function generateCommitment(tx: TTx, ctx: TAuthedContext, c: TCaseForAction): Promise<number> {
  // The report's row is locked, so of two simultaneous calls the second sees the first's commitment.
  const [locked] = await tx.$queryRaw<{ commitment_id: number | null }[]>`
    SELECT commitment_id FROM "ErrorReport" WHERE id = ${c.id} FOR NO KEY UPDATE`;
  if (locked.commitment_id !== null) throw badRequest({ non_field_errors: [ALREADY] });
  const report = await tx.errorReport.findUniqueOrThrow({
    where: { id: c.id },
    select: { title: true, description: true, completion_place: true, prior_estimate: true },
  });
  const entry = await tx.staticItem.findFirst({ where: { list: 'financial_entries', code: REPAIR_ENTRY, is_active: true }, select: { key: true } });
  const reference = c.reference_number ? ` (${c.reference_number})` : '';
  const id = await ctx.createRecord(tx, ctx, COMMITMENTS, {
    subject: report.title,
    description: `Hibabejelentés${reference}: ${report.description}`.slice(0, 10_000),
    affected_building: report.completion_place,
    cost: report.prior_estimate.toNumber(),
    financial_entry: entry?.key ?? null,
    institution: c.institution_id,
    // The building's school when the report names no other.
    affected_institution: c.affected_institution_id ?? c.institution_id,
  });
  await tx.commitment.update({ where: { id }, data: { error_report_id: c.id }, select: { id: true } });
  await tx.errorReport.update({ where: { id: c.id }, data: { commitment_id: id }, select: { id: true } });
  return id;
}
