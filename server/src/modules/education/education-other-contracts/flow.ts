// Default flow of education other contracts: the requester records the contract and submits, the
// head of the school approves (the school is the megbízó), the centre's education referent decides.
import type { TFlowSeed } from '../../../workflow/flow-types.ts';
import { approvalStep, SUBMIT_STEP } from '../../../workflow/approval-steps.ts';

export const EDUCATION_OTHER_CONTRACT_FLOWS: TFlowSeed[] = [
  {
    module: 'education_other_contracts',
    name: 'Tanügyi egyéb szerződés',
    steps: [
      SUBMIT_STEP,
      approvalStep('Iskolavezetői jóváhagyás', { role: 'institution_manager' }, false),
      approvalStep('Tanügyi referens döntése', { group: 'Tanügyi referensek' }, true),
    ],
  },
];
