// Default flows of commitments: the school district's approval chain (requester, head of school,
// finance referent, central finance); from 5 000 000 Ft the director general approves as well.
import { OPTIONAL_REASON, REQUIRED_REASON, type TFlowSeed } from '../../../workflow/flow-types.ts';

type TStepSeed = TFlowSeed['steps'][number];
type TOptionSeed = TStepSeed['options'][number];

const REQUEST: TStepSeed = {
  name: 'Igénylés',
  assignee: { role: 'creator' },
  options: [{ label: 'Beküldés jóváhagyásra', type: 'positive', outcome: 'next' }],
};

const HEAD_OF_SCHOOL: TStepSeed = {
  name: 'Intézményvezetői jóváhagyás',
  assignee: { role: 'institution_manager' },
  options: [
    { label: 'Jóváhagyom', type: 'positive', outcome: 'next' },
    { label: 'Elutasítom', type: 'negative', outcome: 'close_negative', questions: [REQUIRED_REASON] },
    { label: 'Javításra visszaküldöm', type: 'neutral', outcome: 'back_to_creator', questions: [OPTIONAL_REASON] },
  ],
};

const FINANCE_REFERENT_POSITION = 2;

const FINANCE_REFERENT: TStepSeed = {
  name: 'Pénzügyi referens ellenőrzése',
  assignee: { role: 'referent' },
  substitutor_emails: ['kozpontipenzugy@etanker.local'],
  options: [
    {
      label: 'Megfelel',
      type: 'positive',
      outcome: 'next',
      questions: [
        // Both start from the request: a pick replaces the requester's Rovat only on purpose.
        {
          codename: 'financial_entry',
          type: 'select',
          label: 'Kötelezettségvállalás rovata',
          list: 'financial_entries',
          default: { field: 'financial_entry' },
        },
        { codename: 'approved_cost', type: 'number', label: 'Jóváhagyott összeg', format: 'money', default: { field: ['approved_cost', 'cost'] } },
        { codename: 'planned_payment_date', type: 'date', label: 'Tervezett kifizetés dátuma' },
      ],
    },
    { label: 'Hiánypótlásra visszaküldöm', type: 'neutral', outcome: 'back_to_creator', questions: [REQUIRED_REASON] },
    {
      label: 'Elutasítom',
      type: 'negative',
      outcome: 'close_negative',
      questions: [REQUIRED_REASON],
      confirm_with_negative_history: true,
    },
  ],
};

const BACK_TO_REFERENT: TOptionSeed = {
  label: 'Vissza a pénzügyi referenshez',
  type: 'neutral',
  outcome: 'step',
  target_position: FINANCE_REFERENT_POSITION,
};

const REJECT_AFTER_CHECK: TOptionSeed = {
  label: 'Elutasítom',
  type: 'negative',
  outcome: 'close_negative',
  questions: [REQUIRED_REASON],
  confirm_with_negative_history: true,
};

const DIRECTOR_GENERAL: TStepSeed = {
  name: 'Főigazgatói jóváhagyás',
  assignee: { user_email: 'admin@etanker.local' },
  options: [
    {
      label: 'Jóváhagyom',
      type: 'positive',
      outcome: 'next',
      questions: [
        {
          codename: 'budget_split',
          type: 'multi_column',
          label: 'Költségmegosztás',
          columns: [
            { codename: 'financial_entry', label: 'Rovat', type: 'text' },
            { codename: 'amount', label: 'Összeg', type: 'number' },
          ],
        },
        { codename: 'partners', type: 'partners', label: 'Érintett partnerek' },
      ],
    },
    REJECT_AFTER_CHECK,
    BACK_TO_REFERENT,
  ],
};

const CENTRAL_FINANCE: TStepSeed = {
  name: 'Központi pénzügyi jóváhagyás',
  assignee: { group: 'Központi pénzügy' },
  options: [
    {
      label: 'Ellenjegyzem',
      type: 'positive',
      outcome: 'close_positive',
      questions: [
        { codename: 'signed_document', type: 'file', label: 'Aláírt dokumentum' },
        { codename: 'urgent', type: 'bool', label: 'Sürgős kifizetés' },
      ],
    },
    REJECT_AFTER_CHECK,
    BACK_TO_REFERENT,
  ],
};

export const LARGE_COMMITMENT_LIMIT = 5_000_000;

export const COMMITMENT_FLOWS: TFlowSeed[] = [
  {
    module: 'commitments',
    name: 'Kötelezettségvállalás jóváhagyása',
    steps: [REQUEST, HEAD_OF_SCHOOL, FINANCE_REFERENT, CENTRAL_FINANCE],
  },
  {
    module: 'commitments',
    name: 'Kötelezettségvállalás jóváhagyása (5 000 000 Ft-tól)',
    priority: 10,
    condition: { field: 'cost', op: 'gte', value: LARGE_COMMITMENT_LIMIT },
    steps: [REQUEST, HEAD_OF_SCHOOL, FINANCE_REFERENT, DIRECTOR_GENERAL, CENTRAL_FINANCE],
  },
];
