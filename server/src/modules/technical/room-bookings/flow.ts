// Default flow of room bookings: the requester submits, the head of the school agrees to let the
// rooms, the centre's technical referents check rooms and occasions (opening, caretaker, heating),
// the centre's finance the prices; then the room use contract is signed.
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

const approve = (outcome: 'next' | 'close_positive'): TOption => ({ label: 'Jóváhagyás', type: 'positive', outcome });

export const ROOM_BOOKING_FLOWS: TFlowSeed[] = [
  {
    module: 'room_bookings',
    name: 'Teremberlés',
    steps: [
      { name: 'Igénylés', assignee: { role: 'creator' }, options: [{ label: 'Beküldés', type: 'positive', outcome: 'next' }] },
      { name: 'Iskolavezetői jóváhagyás', assignee: { role: 'institution_manager' }, options: [approve('next'), REJECT, BACK_TO_CREATOR] },
      { name: 'Műszaki jóváhagyás', assignee: { group: 'Műszaki referensek' }, options: [approve('next'), REJECT, BACK_TO_CREATOR] },
      { name: 'Pénzügyi jóváhagyás', assignee: { group: 'Központi pénzügy' }, options: [approve('close_positive'), REJECT, BACK_TO_CREATOR] },
    ],
  },
];
