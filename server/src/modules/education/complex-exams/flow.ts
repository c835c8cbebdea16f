// Default flow of complex exam contracts: the kit's exam contract flow (workflow/exam-flow.ts).
import type { TFlowSeed } from '../../../workflow/flow-types.ts';
import { examContractFlow } from '../../../workflow/exam-flow.ts';

export const COMPLEX_EXAM_FLOWS: TFlowSeed[] = [examContractFlow('complex_exams', 'Komplex vizsga megbízás')];
