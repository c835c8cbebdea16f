// Default flows of car bookings: the requester submits, the head of the booking school approves
// the journey, the car keepers (the centre's technical referents) allot the car. A booking of the
// centre itself (no head of school above it) goes from the requester to the keepers.
import { REQUIRED_REASON, type TFlowSeed } from '../../../workflow/flow-types.ts';

type TStep = TFlowSeed['steps'][number];
type TOption = TStep['options'][number];

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

const REQUEST: TStep = {
  name: 'Igénylés',
  assignee: { role: 'creator' },
  options: [{ label: 'Beküldés', type: 'positive', outcome: 'next' }],
};

const HEAD_OF_SCHOOL: TStep = {
  name: 'Iskolavezetői jóváhagyás',
  assignee: { role: 'institution_manager' },
  options: [{ label: 'Jóváhagyás', type: 'positive', outcome: 'next' }, REJECT, BACK_TO_CREATOR],
};

const KEEPERS: TStep = {
  name: 'Gépjármű kiadása',
  assignee: { group: 'Műszaki referensek' },
  options: [{ label: 'Jóváhagyás', type: 'positive', outcome: 'close_positive' }, REJECT, BACK_TO_CREATOR],
};

export const CAR_BOOKING_FLOWS: TFlowSeed[] = [
  { module: 'car_bookings', name: 'Gépjárműigény', steps: [REQUEST, HEAD_OF_SCHOOL, KEEPERS] },
  {
    module: 'car_bookings',
    name: 'Gépjárműigény (központ)',
    priority: 1,
    condition: { field: 'by_centre', op: 'eq', value: true },
    steps: [REQUEST, KEEPERS],
  },
];
