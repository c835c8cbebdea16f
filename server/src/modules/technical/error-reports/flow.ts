// Default flow of building fault reports: the reporter submits, the head of the school approves
// (the school owns the building), then the centre's technical referents decide on the repair.
import { OPTIONAL_REASON, REQUIRED_REASON, type TFlowSeed } from '../../../workflow/flow-types.ts';

export const ERROR_REPORT_FLOWS: TFlowSeed[] = [
  {
    module: 'error_reports',
    name: 'Hibabejelentés',
    steps: [
      {
        name: 'Bejelentés',
        assignee: { role: 'creator' },
        options: [{ label: 'Beküldés', type: 'positive', outcome: 'next' }],
      },
      {
        name: 'Iskolavezetői jóváhagyás',
        assignee: { role: 'institution_manager' },
        options: [
          { label: 'Jóváhagyom', type: 'positive', outcome: 'next' },
          { label: 'Elutasítom', type: 'negative', outcome: 'close_negative', questions: [REQUIRED_REASON] },
          { label: 'Javításra visszaküldöm', type: 'neutral', outcome: 'back_to_creator', questions: [OPTIONAL_REASON] },
        ],
      },
      {
        name: 'Műszaki referens döntése',
        assignee: { group: 'Műszaki referensek' },
        options: [
          { label: 'Javítás jóváhagyva', type: 'positive', outcome: 'close_positive', questions: [OPTIONAL_REASON] },
          { label: 'Hiánypótlásra visszaküldöm', type: 'neutral', outcome: 'back_to_creator', questions: [REQUIRED_REASON] },
          { label: 'Elutasítom', type: 'negative', outcome: 'close_negative', questions: [REQUIRED_REASON] },
        ],
      },
    ],
  },
];
