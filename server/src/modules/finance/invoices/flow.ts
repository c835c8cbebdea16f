// Default flow of invoices: the centre's finance referent registers the invoice (its file, its
// split over the schools) and sends it on; the centre's finance approves it for payment, sends
// it back for correction or refuses it (not ours to pay). The schools read, they do not decide:
// the commitment behind the invoice was theirs to approve (DESIGN.md "Invoices").
import { OPTIONAL_REASON, REQUIRED_REASON, type TFlowSeed } from '../../../workflow/flow-types.ts';

export const INVOICE_FLOWS: TFlowSeed[] = [
  {
    module: 'invoices',
    name: 'Számla',
    steps: [
      {
        name: 'Rögzítés',
        assignee: { role: 'creator' },
        options: [{ label: 'Beküldés', type: 'positive', outcome: 'next' }],
      },
      {
        name: 'Pénzügyi jóváhagyás',
        assignee: { group: 'Központi pénzügy' },
        options: [
          { label: 'Kifizetésre jóváhagyom', type: 'positive', outcome: 'close_positive', questions: [OPTIONAL_REASON] },
          { label: 'Javításra visszaküldöm', type: 'neutral', outcome: 'back_to_creator', questions: [REQUIRED_REASON] },
          { label: 'Elutasítom', type: 'negative', outcome: 'close_negative', questions: [REQUIRED_REASON] },
        ],
      },
    ],
  },
];
