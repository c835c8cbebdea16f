// Default flow of extraordinary ordainments: the school records whom it orders to what and for
// how long, its head approves (the head orders the work), the centre's education referent decides.
import type { TFlowSeed } from '../../../workflow/flow-types.ts';
import { approvalStep, SUBMIT_STEP } from '../../../workflow/approval-steps.ts';

export const EXTRAORDINARY_ORDAINMENT_FLOWS: TFlowSeed[] = [
  {
    module: 'extraordinary_ordainments',
    name: 'Rendkívüli elrendelés',
    steps: [
      SUBMIT_STEP,
      approvalStep('Iskolavezetői jóváhagyás', { role: 'institution_manager' }, false),
      approvalStep('Tanügyi referens döntése', { group: 'Tanügyi referensek' }, true),
    ],
  },
];
