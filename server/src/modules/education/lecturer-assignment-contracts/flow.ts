// Default flow of lecturer assignment contracts: the requester records the lecturer, the tasks
// and the rate; the head of the school approves (the school is the megbízó), the HR referent
// checks the personal and payroll data, the centre's HR decides (as positions: the lecturer is
// paid through payroll).
import { OPTIONAL_REASON, REQUIRED_REASON, type TFlowSeed } from '../../../workflow/flow-types.ts';

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

export const LECTURER_ASSIGNMENT_CONTRACT_FLOWS: TFlowSeed[] = [
  {
    module: 'lecturer_assignment_contracts',
    name: 'Óraadói megbízás',
    steps: [
      { name: 'Rögzítés', assignee: { role: 'creator' }, options: [{ label: 'Beküldés', type: 'positive', outcome: 'next' }] },
      approval('Iskolavezetői jóváhagyás', { role: 'institution_manager' }, false),
      approval('HR referens ellenőrzése', { role: 'hr_referent' }, false),
      approval('Központi HR döntése', { group: 'Központi HR' }, true),
    ],
  },
];
