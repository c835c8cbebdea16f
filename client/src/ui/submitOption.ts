import type { TDecisionOption, TWorkflowRecord } from './workflowTypes.ts';

/**
 * The option a fresh record can be submitted with in one step: its creator decides the first
 * step, which offers exactly one positive option that asks nothing and needs no confirmation.
 * Anything else (questions to answer, a choice to make) is left to the record's page.
 */
export function submitOption(record: TWorkflowRecord): TDecisionOption | null {
  if (!record.can_decide || !record.current_step) return null;
  const options = record.current_step.options;
  if (options.length !== 1) return null;
  const [only] = options;
  return only.type === 'positive' && only.questions.length === 0 && !only.confirm_with_negative_history ? only : null;
}
