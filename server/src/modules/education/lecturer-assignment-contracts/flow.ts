// Default flow of lecturer assignment contracts: the requester records the lecturer, the tasks
// and the rate; the head of the school approves (the school is the megbízó), the HR referent
// checks the personal and payroll data, the centre's HR decides (as positions: the lecturer is
// paid through payroll).
import type { TFlowSeed } from '../../../workflow/flow-types.ts';
import { approvalStep, SUBMIT_STEP } from '../../../workflow/approval-steps.ts';

export const LECTURER_ASSIGNMENT_CONTRACT_FLOWS: TFlowSeed[] = [
  {
    module: 'lecturer_assignment_contracts',
    name: 'Óraadói megbízás',
    steps: [
      SUBMIT_STEP,
      approvalStep('Iskolavezetői jóváhagyás', { role: 'institution_manager' }, false),
      approvalStep('HR referens ellenőrzése', { role: 'hr_referent' }, false),
      approvalStep('Központi HR döntése', { group: 'Központi HR' }, true),
    ],
  },
];
