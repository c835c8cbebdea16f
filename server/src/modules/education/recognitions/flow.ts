// Default flow of recognition proposals: the school records the proposal with the candidate's
// consents (checked at Beküldés, rules.ts), its head supports it, the centre's education referent
// checks it against the recognition's conditions, the director general decides whether the
// centre sends it on to the ministry.
import type { TFlowSeed } from '../../../workflow/flow-types.ts';
import { approvalStep, SUBMIT_STEP } from '../../../workflow/approval-steps.ts';

export const RECOGNITION_FLOWS: TFlowSeed[] = [
  {
    module: 'recognitions',
    name: 'Felterjesztés elismerésre',
    steps: [
      SUBMIT_STEP,
      approvalStep('Iskolavezetői támogatás', { role: 'institution_manager' }, false, 'Támogatom'),
      approvalStep('Tanügyi referens ellenőrzése', { group: 'Tanügyi referensek' }, false, 'Megfelel a feltételeknek'),
      approvalStep('Főigazgatói döntés', { user_email: 'admin@etanker.local' }, true, 'Felterjesztem'),
    ],
  },
];
