// Default flows of request forms, one per area (picked by the record's `module`): the requester
// submits, the school's head approves, then the centre's referent of the area decides — as a
// school office runs it in ERPNext or Odoo (the school first, then the responsible office).
import { OPTIONAL_REASON, REQUIRED_REASON, type TFlowSeed } from '../../../workflow/flow-types.ts';

type TStepSeed = TFlowSeed['steps'][number];

const REQUEST: TStepSeed = {
  name: 'Kérvényezés',
  assignee: { role: 'creator' },
  options: [{ label: 'Beküldés', type: 'positive', outcome: 'next' }],
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

function referentStep(name: string, assignee: TStepSeed['assignee']): TStepSeed {
  return {
    name,
    assignee,
    options: [
      { label: 'Teljesítve', type: 'positive', outcome: 'close_positive', questions: [OPTIONAL_REASON] },
      { label: 'Hiánypótlásra visszaküldöm', type: 'neutral', outcome: 'back_to_creator', questions: [REQUIRED_REASON] },
      { label: 'Elutasítom', type: 'negative', outcome: 'close_negative', questions: [REQUIRED_REASON] },
    ],
  };
}

const areaFlow = (area: string, name: string, referent: TStepSeed): TFlowSeed => ({
  module: 'request_forms',
  name,
  condition: { field: 'module', op: 'eq', value: area },
  steps: [REQUEST, HEAD_OF_SCHOOL, referent],
});

export const REQUEST_FORM_FLOWS: TFlowSeed[] = [
  areaFlow('finance', 'Pénzügyi kérvény', referentStep('Pénzügyi referens döntése', { role: 'referent' })),
  areaFlow('hr', 'HR kérvény', referentStep('HR referens döntése', { role: 'hr_referent' })),
  areaFlow('education', 'Tanügyi kérvény', referentStep('Tanügyi referens döntése', { group: 'Tanügyi referensek' })),
  areaFlow('technical', 'Műszaki kérvény', referentStep('Műszaki referens döntése', { group: 'Műszaki referensek' })),
  areaFlow('profile', 'Irodai kérvény', referentStep('Irodai referens döntése', { group: 'Irodai referensek' })),
];
