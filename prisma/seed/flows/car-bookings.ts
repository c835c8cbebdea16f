// Default flow of car bookings: the requester submits, the head of the booking school approves
// the journey, the car keepers (the centre's technical referents) allot the car.
import type { TFlowSeed } from '../../../server/src/workflow/flow-types.ts';
import { REQUIRED_REASON } from './questions.ts';

type TOption = TFlowSeed['steps'][number]['options'][number];

const BACK_TO_CREATOR: TOption = {
  label: 'Visszaküldés az igénylőnek',
  type: 'neutral',
  outcome: 'back_to_creator',
  questions: [{ codename: 'question', type: 'text', label: 'Kérdés' }],
};

const REJECT: TOption = {
  label: 'Elutasítás',
  type: 'negative',
  outcome: 'close_negative',
  questions: [REQUIRED_REASON],
  confirm_with_negative_history: false,
};

export const CAR_BOOKING_FLOWS: TFlowSeed[] = [
  {
    module: 'car_bookings',
    name: 'Gépjárműigény',
    steps: [
      {
        name: 'Igénylés',
        assignee: { role: 'creator' },
        options: [{ label: 'Beküldés', type: 'positive', outcome: 'next' }],
      },
      {
        name: 'Iskolavezetői jóváhagyás',
        assignee: { role: 'institution_manager' },
        options: [{ label: 'Jóváhagyás', type: 'positive', outcome: 'next' }, REJECT, BACK_TO_CREATOR],
      },
      {
        name: 'Gépjármű kiadása',
        assignee: { group: 'Műszaki referensek' },
        options: [{ label: 'Jóváhagyás', type: 'positive', outcome: 'close_positive' }, REJECT, BACK_TO_CREATOR],
      },
    ],
  },
];
