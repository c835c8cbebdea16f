// Default flow of financial budget change requests (MODULES.md §3.15): the finance referent
// responsible for the budget's school checks the request, the centre's finance approves it; the
// budget's amount changes with the approval. A rejection needs its reason.
import { REQUIRED_REASON, type TFlowSeed } from '../../../../workflow/flow-types.ts';

type TOption = TFlowSeed['steps'][number]['options'][number];

const REJECT: TOption = { label: 'Elutasítom', type: 'negative', outcome: 'close_negative', questions: [REQUIRED_REASON] };

export const FINANCIAL_BUDGET_CHANGE_FLOWS: TFlowSeed[] = [
  {
    module: 'financialBudgetChanges',
    name: 'Keretmódosítás',
    steps: [
      {
        name: 'Pénzügyi referens ellenőrzése',
        assignee: { role: 'referent' },
        substitutor_emails: ['kozpontipenzugy@etanker.local'],
        options: [{ label: 'Megfelel', type: 'positive', outcome: 'next' }, REJECT],
      },
      {
        name: 'Pénzügyi jóváhagyás',
        assignee: { group: 'Központi pénzügy' },
        options: [{ label: 'Jóváhagyom', type: 'positive', outcome: 'close_positive' }, REJECT],
      },
    ],
  },
];
