// Default flows of absences and day offs: the school reports (requests), the school head
// approves, the HR referent of the school checks and records it — as a school district's HR
// office runs leave: the school knows whether the person can be spared, HR keeps the register.
import { REQUIRED_REASON, type TFlowSeed } from '../../../workflow/flow-types.ts';

type TOptionSeed = TFlowSeed['steps'][number]['options'][number];

const BACK_TO_REQUESTER: TOptionSeed = {
  label: 'Visszaküldés javításra',
  type: 'neutral',
  outcome: 'back_to_creator',
  questions: [{ codename: 'question', type: 'text', label: 'Mit kell javítani?' }],
};

function leaveFlow(module: string, name: string, first: string, hrStep: string, hrLabel: string): TFlowSeed {
  return {
    module,
    name,
    steps: [
      { name: first, assignee: { role: 'creator' }, options: [{ label: 'Beküldés', type: 'positive', outcome: 'next' }] },
      {
        name: 'Iskolavezetői jóváhagyás',
        assignee: { role: 'institution_manager' },
        options: [
          { label: 'Jóváhagyás', type: 'positive', outcome: 'next' },
          { label: 'Elutasítás', type: 'negative', outcome: 'close_negative', questions: [REQUIRED_REASON], confirm_with_negative_history: false },
          BACK_TO_REQUESTER,
        ],
      },
      {
        name: hrStep,
        assignee: { role: 'hr_referent' },
        options: [
          { label: hrLabel, type: 'positive', outcome: 'close_positive' },
          { label: 'Elutasítás', type: 'negative', outcome: 'close_negative', questions: [REQUIRED_REASON], confirm_with_negative_history: false },
          BACK_TO_REQUESTER,
        ],
      },
    ],
  };
}

export const ABSENCE_FLOWS: TFlowSeed[] = [
  leaveFlow('absences', 'Távolléti jelentő', 'Bejelentés', 'HR ellenőrzés', 'Rendben, nyilvántartva'),
  leaveFlow('day_offs', 'Szabadság', 'Igénylés', 'HR nyilvántartás', 'Nyilvántartásba vétel'),
];
