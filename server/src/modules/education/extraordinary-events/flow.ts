// Default flow of extraordinary events: the school records what happened, its head confirms the
// report and sends it on, the centre's education referent takes note (or asks for more).
import { OPTIONAL_REASON, REQUIRED_REASON, type TFlowSeed } from '../../../workflow/flow-types.ts';

export const EXTRAORDINARY_EVENT_FLOWS: TFlowSeed[] = [
  {
    module: 'extraordinary_events',
    name: 'Rendkívüli esemény bejelentése',
    steps: [
      { name: 'Rögzítés', assignee: { role: 'creator' }, options: [{ label: 'Beküldés', type: 'positive', outcome: 'next' }] },
      {
        name: 'Iskolavezetői megerősítés',
        assignee: { role: 'institution_manager' },
        options: [
          { label: 'Továbbítom a központnak', type: 'positive', outcome: 'next', questions: [OPTIONAL_REASON] },
          { label: 'Javításra visszaküldöm', type: 'neutral', outcome: 'back_to_creator', questions: [REQUIRED_REASON] },
        ],
      },
      {
        name: 'Tanügyi referens intézkedése',
        assignee: { group: 'Tanügyi referensek' },
        options: [
          { label: 'Tudomásul vettem', type: 'positive', outcome: 'close_positive', questions: [OPTIONAL_REASON] },
          { label: 'Kiegészítést kérek', type: 'neutral', outcome: 'back_to_creator', questions: [REQUIRED_REASON] },
        ],
      },
    ],
  },
];
