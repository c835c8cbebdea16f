// Default flow of the old lecturer contracts, as the new ones': the requester records the
// lecturer and submits, the head of the school approves, the HR referent checks the personal and
// payroll data, the centre's HR decides.
import type { TFlowSeed } from '../../../workflow/flow-types.ts';
import { approvalStep, SUBMIT_STEP } from '../../../workflow/approval-steps.ts';

export const EXTERNAL_LECTURER_CONTRACT_FLOWS: TFlowSeed[] = [
  {
    module: 'external_lecturer_contracts',
    name: 'Óraadói megbízás (régi)',
    steps: [
      SUBMIT_STEP,
      approvalStep('Iskolavezetői jóváhagyás', { role: 'institution_manager' }, false),
      approvalStep('HR referens ellenőrzése', { role: 'hr_referent' }, false),
      approvalStep('Központi HR döntése', { group: 'Központi HR' }, true),
    ],
  },
];
