// Default flow of other contracts: the requester records the contract, the head of the school
// approves it (the school signs), the centre's technical referents check the company's data and
// the contract, and the centre's finance countersigns it (payments follow from it).
import { OPTIONAL_REASON, REQUIRED_REASON, type TFlowSeed } from '../../../workflow/flow-types.ts';

export const OTHER_CONTRACT_FLOWS: TFlowSeed[] = [
  {
    module: 'other_contracts',
    name: 'Egyéb szerződés',
    steps: [
      {
        name: 'Rögzítés',
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
        name: 'Műszaki referens ellenőrzése',
        assignee: { group: 'Műszaki referensek' },
        options: [
          { label: 'Megfelel', type: 'positive', outcome: 'next', questions: [OPTIONAL_REASON] },
          { label: 'Hiánypótlásra visszaküldöm', type: 'neutral', outcome: 'back_to_creator', questions: [REQUIRED_REASON] },
          { label: 'Elutasítom', type: 'negative', outcome: 'close_negative', questions: [REQUIRED_REASON] },
        ],
      },
      {
        name: 'Központi pénzügyi ellenjegyzés',
        assignee: { group: 'Központi pénzügy' },
        options: [
          { label: 'Ellenjegyzem', type: 'positive', outcome: 'close_positive', questions: [OPTIONAL_REASON] },
          { label: 'Hiánypótlásra visszaküldöm', type: 'neutral', outcome: 'back_to_creator', questions: [REQUIRED_REASON] },
          { label: 'Elutasítom', type: 'negative', outcome: 'close_negative', questions: [REQUIRED_REASON] },
        ],
      },
    ],
  },
];
