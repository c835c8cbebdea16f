// Which commitment-only buttons a viewer gets on a record (001 §2).
import type { TWorkflowRecord } from '../../../ui/workflowTypes.ts';

/** Position of the finance referent's step in the commitment flows. */
export const FINANCE_REFERENT_STEP_POSITION = 2;

/** Pótigény: an extra request on an approved commitment. */
export function canSupplement(record: Pick<TWorkflowRecord, 'state'>, isReadonly: boolean): boolean {
  return record.state === 'closed_positive' && !isReadonly;
}

/** Centre users may hand a record back to a finance referent while it waits on a step after the
 * referent's: the latest decision moved it forward from the referent's step or a later one. */
export function canReturnToReferent(record: Pick<TWorkflowRecord, 'state' | 'current_step' | 'decisions'>, isCentre: boolean): boolean {
  if (!isCentre || record.state !== 'under_checking' || !record.current_step) return false;
  const latest = record.decisions.at(-1);
  return latest !== undefined && latest.decision === 'positive' && latest.position >= FINANCE_REFERENT_STEP_POSITION;
}
