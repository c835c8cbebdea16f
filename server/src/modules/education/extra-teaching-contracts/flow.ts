// Default flow of extra-teaching contracts: the requester records the teacher, the month's tasks
// in hours and the rate; the head of the school, who orders the teaching beyond the mandatory
// hours, approves. An approved (closed) contract waits for its month's summary (§3.31), where HR
// checks it for payroll.
import { OPTIONAL_REASON, REQUIRED_REASON, type TFlowSeed } from '../../../workflow/flow-types.ts';

export const EXTRA_TEACHING_CONTRACT_FLOWS: TFlowSeed[] = [
  {
    module: 'extra_teaching_contracts',
    name: 'Többlettanítási szerződés',
    steps: [
      { name: 'Rögzítés', assignee: { role: 'creator' }, options: [{ label: 'Beküldés', type: 'positive', outcome: 'next' }] },
      {
        name: 'Iskolavezetői jóváhagyás',
        assignee: { role: 'institution_manager' },
        options: [
          { label: 'Jóváhagyom', type: 'positive', outcome: 'close_positive', questions: [OPTIONAL_REASON] },
          { label: 'Javításra visszaküldöm', type: 'neutral', outcome: 'back_to_creator', questions: [REQUIRED_REASON] },
          { label: 'Elutasítom', type: 'negative', outcome: 'close_negative', questions: [REQUIRED_REASON] },
        ],
      },
    ],
  },
];
