// The usual approval step of a contract's default flow: approve (the next step, or approved when
// it is the last), send back for correction, or reject — the latter two with a reason.
import { OPTIONAL_REASON, REQUIRED_REASON, type TFlowSeed } from './flow-types.ts';

type TStepSeed = TFlowSeed['steps'][number];

export const approvalStep = (name: string, assignee: TStepSeed['assignee'], last: boolean): TStepSeed => ({
  name,
  assignee,
  options: [
    { label: 'Jóváhagyom', type: 'positive', outcome: last ? 'close_positive' : 'next', questions: [OPTIONAL_REASON] },
    { label: 'Javításra visszaküldöm', type: 'neutral', outcome: 'back_to_creator', questions: [REQUIRED_REASON] },
    { label: 'Elutasítom', type: 'negative', outcome: 'close_negative', questions: [REQUIRED_REASON] },
  ],
});

/** The first step of a contract's flow: the requester records it and sends it on. */
export const recordingStep: TStepSeed = {
  name: 'Rögzítés',
  assignee: { role: 'creator' },
  options: [{ label: 'Beküldés', type: 'positive', outcome: 'next' }],
};
