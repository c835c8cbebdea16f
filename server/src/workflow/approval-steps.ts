// The steps the education contracts' default flows are made of (MODULES.md §3.25–3.33): the
// requester records and submits; each approver approves, sends back for correction or rejects,
// the last approval closing the record. Shared here so the contracts' flows differ only in who
// decides.
import { OPTIONAL_REASON, REQUIRED_REASON, type TFlowSeed } from './flow-types.ts';

type TStepSeed = TFlowSeed['steps'][number];

/** Rögzítés: the creator submits. */
export const SUBMIT_STEP: TStepSeed = { name: 'Rögzítés', assignee: { role: 'creator' }, options: [{ label: 'Beküldés', type: 'positive', outcome: 'next' }] };

/** An approver's step; `last` closes the record on approval, `approve` names the approving option. */
export const approvalStep = (name: string, assignee: TStepSeed['assignee'], last: boolean, approve = 'Jóváhagyom'): TStepSeed => ({
  name,
  assignee,
  options: [
    { label: approve, type: 'positive', outcome: last ? 'close_positive' : 'next', questions: [OPTIONAL_REASON] },
    { label: 'Javításra visszaküldöm', type: 'neutral', outcome: 'back_to_creator', questions: [REQUIRED_REASON] },
    { label: 'Elutasítom', type: 'negative', outcome: 'close_negative', questions: [REQUIRED_REASON] },
  ],
});
