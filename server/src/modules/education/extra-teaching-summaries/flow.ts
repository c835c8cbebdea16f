// Default flow of extra-teaching summaries: the requester makes the month's summary of a teacher;
// the head of the school approves it (certifies the hours held); the centre's HR accounts it in
// payroll. Rejected at any step, its contracts are free for a new summary (contracts.ts).
import { OPTIONAL_REASON, REQUIRED_REASON, type TFlowSeed } from '../../../workflow/flow-types.ts';

type TStepSeed = TFlowSeed['steps'][number];

const approval = (name: string, assignee: TStepSeed['assignee'], last: boolean): TStepSeed => ({
  name,
  assignee,
  options: [
    { label: 'Jóváhagyom', type: 'positive', outcome: last ? 'close_positive' : 'next', questions: [OPTIONAL_REASON] },
    { label: 'Javításra visszaküldöm', type: 'neutral', outcome: 'back_to_creator', questions: [REQUIRED_REASON] },
    { label: 'Elutasítom', type: 'negative', outcome: 'close_negative', questions: [REQUIRED_REASON] },
  ],
});

export const EXTRA_TEACHING_SUMMARY_FLOWS: TFlowSeed[] = [
  {
    module: 'extra_teaching_summaries',
    name: 'Többlettanítási összesítő',
    steps: [
      { name: 'Rögzítés', assignee: { role: 'creator' }, options: [{ label: 'Beküldés', type: 'positive', outcome: 'next' }] },
      approval('Iskolavezetői jóváhagyás', { role: 'institution_manager' }, false),
      approval('Bérszámfejtés', { group: 'Központi HR' }, true),
    ],
  },
];
