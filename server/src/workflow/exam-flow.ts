// The default flow of the exam contracts (graduation, complex exam): the requester records the
// examiner and the tasks, the head of the school approves (the school is the megbízó), the
// centre's HR decides (the fee is paid through payroll). Final values are recorded and certified
// after the approval (exam-finals.ts), outside the flow.
import { OPTIONAL_REASON, REQUIRED_REASON, type TFlowSeed } from './flow-types.ts';

type TStepSeed = TFlowSeed['steps'][number];

const approval = (name: string, assignee: TStepSeed['assignee'], last: boolean): TStepSeed => ({
  name,
  assignee,
  options: [
    { label: 'Jóváhagyom', type: 'positive', outcome: last ? 'close_positive' : 'next', questions: [OPTIONAL_REASON] },
    { label: 'Javításra visszaküldöm', type: 'neutral', outcome: 'back_to_creator', questions: [REQUIRED_REASON] },
    { label: 'Elutasítom', type: 'negative', outcome: 'close_negative', questions: [REQUIRED_REASON] },
  ],
});

/** The flow of `module` (its Case.module) under `name`. */
export const examContractFlow = (module: string, name: string): TFlowSeed => ({
  module,
  name,
  steps: [
    { name: 'Rögzítés', assignee: { role: 'creator' }, options: [{ label: 'Beküldés', type: 'positive', outcome: 'next' }] },
    approval('Iskolavezetői jóváhagyás', { role: 'institution_manager' }, false),
    approval('Központi HR döntése', { group: 'Központi HR' }, true),
  ],
});
