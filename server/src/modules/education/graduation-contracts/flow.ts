// Default flow of graduation exam contracts: the kit's exam contract flow (workflow/exam-flow.ts).
import type { TFlowSeed } from '../../../workflow/flow-types.ts';
import { examContractFlow } from '../../../workflow/exam-flow.ts';

export const GRADUATION_CONTRACT_FLOWS: TFlowSeed[] = [examContractFlow('graduation_contracts', 'Érettségi megbízás')];
