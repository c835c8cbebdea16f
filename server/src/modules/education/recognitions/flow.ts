// Default flow of recognition proposals: the school records the proposal with the candidate's
// consents (checked at Beküldés, rules.ts), its head supports it, the centre's education referent
// checks it against the recognition's conditions, the director general decides whether the
// centre sends it on to the ministry.
import { OPTIONAL_REASON, REQUIRED_REASON, type TFlowSeed } from '../../../workflow/flow-types.ts';

type TStepSeed = TFlowSeed['steps'][number];

const approval = (name: string, assignee: TStepSeed['assignee'], positive: string, last: boolean): TStepSeed => ({
  name,
  assignee,
  options: [
    { label: positive, type: 'positive', outcome: last ? 'close_positive' : 'next', questions: [OPTIONAL_REASON] },
    { label: 'Javításra visszaküldöm', type: 'neutral', outcome: 'back_to_creator', questions: [REQUIRED_REASON] },
    { label: 'Elutasítom', type: 'negative', outcome: 'close_negative', questions: [REQUIRED_REASON] },
  ],
});

export const RECOGNITION_FLOWS: TFlowSeed[] = [
  {
    module: 'recognitions',
    name: 'Felterjesztés elismerésre',
    steps: [
      { name: 'Rögzítés', assignee: { role: 'creator' }, options: [{ label: 'Beküldés', type: 'positive', outcome: 'next' }] },
      approval('Iskolavezetői támogatás', { role: 'institution_manager' }, 'Támogatom', false),
      approval('Tanügyi referens ellenőrzése', { group: 'Tanügyi referensek' }, 'Megfelel a feltételeknek', false),
      approval('Főigazgatói döntés', { user_email: 'admin@etanker.local' }, 'Felterjesztem', true),
    ],
  },
];
