// Default flow of extra-teaching contracts: the requester records the teacher, the month's tasks
// in hours and the rate; the head of the school, who orders the teaching beyond the mandatory
// hours, approves. An approved (closed) contract waits for its month's summary (§3.31), where HR
// checks it for payroll.
import type { TFlowSeed } from '../../../workflow/flow-types.ts';
import { approvalStep, SUBMIT_STEP } from '../../../workflow/approval-steps.ts';

export const EXTRA_TEACHING_CONTRACT_FLOWS: TFlowSeed[] = [
  {
    module: 'extra_teaching_contracts',
    name: 'Többlettanítási szerződés',
    steps: [SUBMIT_STEP, approvalStep('Iskolavezetői jóváhagyás', { role: 'institution_manager' }, true)],
  },
];
