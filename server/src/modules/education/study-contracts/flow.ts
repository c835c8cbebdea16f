// Default flow of study contracts: the requester records the student; the head of the school
// approves (the school is the party), the centre's education referent decides.
import type { TFlowSeed } from '../../../workflow/flow-types.ts';
import { approvalStep, SUBMIT_STEP } from '../../../workflow/approval-steps.ts';

export const STUDY_CONTRACT_FLOWS: TFlowSeed[] = [
  {
    module: 'study_contracts',
    name: 'Tanulmányi szerződés',
    steps: [
      SUBMIT_STEP,
      approvalStep('Iskolavezetői jóváhagyás', { role: 'institution_manager' }, false),
      approvalStep('Tanügyi referens döntése', { group: 'Tanügyi referensek' }, true),
    ],
  },
];
