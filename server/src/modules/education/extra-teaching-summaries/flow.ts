// Default flow of extra-teaching summaries: the requester makes the month's summary of a teacher;
// the head of the school approves it (certifies the hours held); the centre's HR accounts it in
// payroll. Rejected at any step, its contracts are free for a new summary (contracts.ts).
import type { TFlowSeed } from '../../../workflow/flow-types.ts';
import { approvalStep, SUBMIT_STEP } from '../../../workflow/approval-steps.ts';

export const EXTRA_TEACHING_SUMMARY_FLOWS: TFlowSeed[] = [
  {
    module: 'extra_teaching_summaries',
    name: 'Többlettanítási összesítő',
    steps: [
      SUBMIT_STEP,
      approvalStep('Iskolavezetői jóváhagyás', { role: 'institution_manager' }, false),
      approvalStep('Bérszámfejtés', { group: 'Központi HR' }, true),
    ],
  },
];
