// Default flow of positions: the requester (a school's HR or head) submits, the head of the
// school approves, the HR referent of the school checks, the centre's HR decides.
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

export const POSITION_FLOWS: TFlowSeed[] = [
  {
    module: 'positions',
    name: 'Álláshely',
    steps: [
      { name: 'Igénylés', assignee: { role: 'creator' }, options: [{ label: 'Beküldés', type: 'positive', outcome: 'next' }] },
      approval('Intézményvezetői jóváhagyás', { role: 'institution_manager' }, false),
      approval('HR referens ellenőrzése', { role: 'hr_referent' }, false),
      approval('Központi HR döntése', { group: 'Központi HR' }, true),
    ],
  },
];
