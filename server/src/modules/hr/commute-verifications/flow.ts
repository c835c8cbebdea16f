// Default flow of commute verifications: the requester submits, the HR referent of the
// employment's school checks, the centre's HR approves.
import { REQUIRED_REASON, type TFlowSeed } from '../../../workflow/flow-types.ts';

type TOption = TFlowSeed['steps'][number]['options'][number];

const backToCreator: TOption = {
  label: 'Visszaküldés javításra',
  type: 'neutral',
  outcome: 'back_to_creator',
  questions: [{ codename: 'question', type: 'text', label: 'Mit kell javítani?' }],
};

export const COMMUTE_VERIFICATION_FLOWS: TFlowSeed[] = [
  {
    module: 'commute_verifications',
    name: 'Munkába járás engedélyezés',
    steps: [
      { name: 'Igénylés', assignee: { role: 'creator' }, options: [{ label: 'Beküldés', type: 'positive', outcome: 'next' }] },
      {
        name: 'HR referensi ellenőrzés',
        assignee: { role: 'hr_referent' },
        options: [
          { label: 'Továbbítás', type: 'positive', outcome: 'next' },
          { label: 'Elutasítás', type: 'negative', outcome: 'close_negative', questions: [REQUIRED_REASON], confirm_with_negative_history: false },
          backToCreator,
        ],
      },
      {
        name: 'Központi HR jóváhagyás',
        assignee: { group: 'Központi HR' },
        options: [
          { label: 'Jóváhagyás', type: 'positive', outcome: 'close_positive' },
          { label: 'Elutasítás', type: 'negative', outcome: 'close_negative', questions: [REQUIRED_REASON], confirm_with_negative_history: false },
          backToCreator,
        ],
      },
    ],
  },
];
