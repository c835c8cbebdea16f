// Default flow of the incoming-mail register, as a school office works: the registrar records
// (iktatja) what arrived, the head of the school assigns it to a handler (szignálja: names the
// handler on the record, or files it when nothing is to be done), and the office referents see it
// through (elintézés) and close it. Every entry is registered before anyone reads it, so the
// first step is the registrar's submit, as in every flow.
import { OPTIONAL_REASON, REQUIRED_REASON, type TFlowSeed } from '../../../workflow/flow-types.ts';

const MEASURE = { codename: 'reason', type: 'text', label: 'Intézkedés' } as const;

export const INBOX_ENTRY_FLOWS: TFlowSeed[] = [
  {
    module: 'inbox_entries',
    name: 'Érkeztetés',
    steps: [
      {
        name: 'Iktatás',
        assignee: { role: 'creator' },
        options: [{ label: 'Beküldés', type: 'positive', outcome: 'next' }],
      },
      {
        name: 'Szignálás',
        assignee: { role: 'institution_manager' },
        // The head names (or changes) the handler on the record before deciding.
        can_edit_details: true,
        options: [
          { label: 'Szignálom', type: 'positive', outcome: 'next', questions: [{ ...MEASURE, label: 'Utasítás az ügyintézőnek' }] },
          { label: 'Irattárba helyezem', type: 'positive', outcome: 'close_positive', questions: [OPTIONAL_REASON] },
          { label: 'Javításra visszaküldöm', type: 'neutral', outcome: 'back_to_creator', questions: [REQUIRED_REASON] },
        ],
      },
      {
        name: 'Elintézés',
        assignee: { group: 'Irodai referensek' },
        can_edit_details: true,
        options: [
          { label: 'Elintéztem', type: 'positive', outcome: 'close_positive', questions: [MEASURE] },
          { label: 'Visszaküldöm szignálásra', type: 'neutral', outcome: 'step', target_position: 1, questions: [REQUIRED_REASON] },
        ],
      },
    ],
  },
];
