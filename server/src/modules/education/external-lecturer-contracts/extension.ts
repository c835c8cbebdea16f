// The extension of an old lecturer contract (meghosszabitas/, DESIGN.md "Education contracts"):
// a new contract for the period after the original's, a copy of its person, rate and tasks
// recorded by the caller (the engine's copy: its scope, create right and personal-data rules),
// whose original_contract is the one it extends. The school must still be open.
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import type { TAnyWorkflowModule } from '../../../workflow/define.ts';
import { copyCase } from '../../../workflow/lifecycle.ts';
import { checkOpenInstitutions } from '../../../access/institution-fields.ts';
import { fieldError } from '../../../http/errors.ts';
import { formatDate, parseDate } from '@etanker/shared/format.ts';
import { MESSAGES } from '@etanker/shared/validation.ts';
import { checkStartDate, EXTERNAL_LECTURER_MESSAGES } from './rules.ts';

export type TPeriod = { start_date: string; end_date: string };

/** The extension's id; the original `id` is one the caller reads (loaded by the action or the demo). */
export async function extendContract(tx: TTx, ctx: TAuthedContext, module: TAnyWorkflowModule, id: number, period: TPeriod): Promise<number> {
  const original = await tx.externalLecturerContract.findUniqueOrThrow({
    where: { id },
    select: { end_date: true, case: { select: { institution_id: true } } },
  });
  if (period.start_date <= formatDate(original.end_date)) throw fieldError('start_date', EXTERNAL_LECTURER_MESSAGES.extensionStart);
  if (period.end_date <= period.start_date) throw fieldError('end_date', MESSAGES.endAfterStart);
  await checkStartDate(tx, period.start_date);
  await checkOpenInstitutions(tx, { institution: original.case.institution_id });
  const extension = await copyCase(tx, ctx, module, id);
  await tx.externalLecturerContract.update({
    where: { id: extension },
    data: { start_date: parseDate(period.start_date)!, end_date: parseDate(period.end_date)!, original_contract_id: id },
    select: { id: true },
  });
  return extension;
}
