// Default flow of system error reports: the reporter submits, the system administrators handle it.
import { REQUIRED_REASON, type TFlowSeed } from '../../../workflow/flow-types.ts';

export const SYSTEM_ERROR_REPORT_FLOWS: TFlowSeed[] = [
  {
    module: 'system_error_reports',
    name: 'Rendszerhiba-bejelentés',
    steps: [
      {
        name: 'Bejelentés',
        assignee: { role: 'creator' },
        options: [{ label: 'Beküldés', type: 'positive', outcome: 'next' }],
      },
      {
        name: 'Hibaelhárítás',
        assignee: { group: 'Rendszergazdák' },
        options: [
          {
            label: 'Megoldva',
            type: 'positive',
            outcome: 'close_positive',
            questions: [{ codename: 'solution', type: 'text', label: 'Megoldás leírása', required: true }],
          },
          {
            label: 'Elutasítva',
            type: 'negative',
            outcome: 'close_negative',
            questions: [REQUIRED_REASON],
            confirm_with_negative_history: false,
          },
          {
            label: 'Visszaküldés a bejelentőnek',
            type: 'neutral',
            outcome: 'back_to_creator',
            questions: [{ codename: 'question', type: 'text', label: 'Kérdés' }],
          },
        ],
      },
    ],
  },
];
