// Default flow of room reservations: the requester submits, the head of the room's school
// (institution_manager of the reservation's institution, which is the room's) approves.
import { REQUIRED_REASON, type TFlowSeed } from '../../../workflow/flow-types.ts';

export const ROOM_RESERVATION_FLOWS: TFlowSeed[] = [
  {
    module: 'room_reservations',
    name: 'Teremfoglalás',
    steps: [
      {
        name: 'Igénylés',
        assignee: { role: 'creator' },
        options: [{ label: 'Beküldés', type: 'positive', outcome: 'next' }],
      },
      {
        name: 'Iskolavezetői jóváhagyás',
        assignee: { role: 'institution_manager' },
        options: [
          { label: 'Jóváhagyás', type: 'positive', outcome: 'close_positive' },
          { label: 'Elutasítás', type: 'negative', outcome: 'close_negative', questions: [REQUIRED_REASON], confirm_with_negative_history: false },
          {
            label: 'Visszaküldés az igénylőnek',
            type: 'neutral',
            outcome: 'back_to_creator',
            questions: [{ codename: 'question', type: 'text', label: 'Kérdés' }],
          },
        ],
      },
    ],
  },
];
