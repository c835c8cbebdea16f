// Default flow of extraordinary ordainments: the school records whom it orders to what and for
// how long, its head approves (the head orders the work), the centre's education referent decides.
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

export const EXTRAORDINARY_ORDAINMENT_FLOWS: TFlowSeed[] = [
  {
    module: 'extraordinary_ordainments',
    name: 'Rendkívüli elrendelés',
    steps: [
      { name: 'Rögzítés', assignee: { role: 'creator' }, options: [{ label: 'Beküldés', type: 'positive', outcome: 'next' }] },
      approval('Iskolavezetői jóváhagyás', { role: 'institution_manager' }, false),
      approval('Tanügyi referens döntése', { group: 'Tanügyi referensek' }, true),
    ],
  },
];
