// Default flows of bus rentals: the requester submits, the head of the school approves the trip,
// the centre's technical referents order the bus. A rental of the centre itself (no head of
// school above it) goes from the requester to the referents.
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

const REFERENTS: TStep = {
  name: 'Autóbusz megrendelése',
  assignee: { group: 'Műszaki referensek' },
  options: [{ label: 'Megrendelve', type: 'positive', outcome: 'close_positive' }, REJECT, BACK_TO_CREATOR],
};

export const BUS_RENTAL_FLOWS: TFlowSeed[] = [
  { module: 'bus_rentals', name: 'Buszbérlés', steps: [REQUEST, HEAD_OF_SCHOOL, REFERENTS] },
  {
    module: 'bus_rentals',
    name: 'Buszbérlés (központ)',
    priority: 1,
    condition: { field: 'by_centre', op: 'eq', value: true },
    steps: [REQUEST, REFERENTS],
  },
];
