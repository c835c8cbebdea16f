// The default flow of the exam contracts (graduation, complex exam): the requester records the
// examiner and the tasks, the head of the school approves (the school is the megbízó), the
// centre's HR decides (the fee is paid through payroll). Final values are recorded and certified
// after the approval (exam-finals.ts), outside the flow.
import type { TFlowSeed } from './flow-types.ts';
import { approvalStep, SUBMIT_STEP } from './approval-steps.ts';

/** The flow of `module` (its Case.module) under `name`. */
export const examContractFlow = (module: string, name: string): TFlowSeed => ({
  module,
  name,
  steps: [
    SUBMIT_STEP,
    approvalStep('Iskolavezetői jóváhagyás', { role: 'institution_manager' }, false),
    approvalStep('Központi HR döntése', { group: 'Központi HR' }, true),
  ],
});
