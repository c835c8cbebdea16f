// Decision questions several default flows ask.
import type { TFlowSeed } from '../../../server/src/workflow/flow-types.ts';

type TQuestionSeed = NonNullable<TFlowSeed['steps'][number]['options'][number]['questions']>[number];

export const REQUIRED_REASON: TQuestionSeed = { codename: 'reason', type: 'text', label: 'Indoklás', required: true };
export const OPTIONAL_REASON: TQuestionSeed = { codename: 'reason', type: 'text', label: 'Indoklás' };
