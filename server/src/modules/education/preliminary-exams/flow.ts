// Default flow of preliminary exam contracts: the requester records the teacher and the planned
// papers; the head of the school approves (the school is the megbízó), the centre's education
// referent decides. The certification after the exam is igazol/, not a step (certify.ts).
import type { TFlowSeed } from '../../../workflow/flow-types.ts';
import { approvalStep, SUBMIT_STEP } from '../../../workflow/approval-steps.ts';

export const PRELIMINARY_EXAM_FLOWS: TFlowSeed[] = [
  {
    module: 'preliminary_exams',
    name: 'Felvételi megbízás',
    steps: [
      SUBMIT_STEP,
      approvalStep('Iskolavezetői jóváhagyás', { role: 'institution_manager' }, false),
      approvalStep('Tanügyi referens döntése', { group: 'Tanügyi referensek' }, true),
    ],
  },
];
