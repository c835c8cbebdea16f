import { describe, expect, it } from 'vitest';
import type { TDecision, TWorkflowRecord } from '../../../ui/workflowTypes.ts';
import { canReturnToReferent, canSupplement } from './recordRules.ts';

const step = { id: 9, name: 'Központi pénzügyi jóváhagyás', user: null, group: null, substitutors: [], options: [] };
const decision = (position: number, type: TDecision['decision']): TDecision => ({
  id: position + 1, user: 'X', verification_step: 'S', position, created_at: '2026-11-22T10:00:00Z', decision: type, decision_label: 'L', answers: [],
});
const record = (overrides: Partial<TWorkflowRecord>) =>
  ({ state: 'under_checking', current_step: step, decisions: [decision(0, 'positive'), decision(1, 'positive'), decision(2, 'positive')], ...overrides }) as TWorkflowRecord;

describe('commitment record buttons', () => {
  it('offers Pótigény only on approved records, not to read-only users', () => {
    expect(canSupplement(record({ state: 'closed_positive' }), false)).toBe(true);
    expect(canSupplement(record({ state: 'closed_positive' }), true)).toBe(false);
    expect(canSupplement(record({ state: 'under_checking' }), false)).toBe(false);
  });

  it('lets centre users return a record to the referent while it waits on a later step', () => {
    expect(canReturnToReferent(record({}), true)).toBe(true);
    expect(canReturnToReferent(record({}), false)).toBe(false);
  });

  it('does not offer it before the referent decided, after a return, or on closed records', () => {
    expect(canReturnToReferent(record({ decisions: [decision(0, 'positive'), decision(1, 'positive')] }), true)).toBe(false);
    expect(canReturnToReferent(record({ decisions: [decision(0, 'positive'), decision(1, 'positive'), decision(2, 'positive'), decision(4, 'neutral')] }), true)).toBe(false);
    expect(canReturnToReferent(record({ state: 'closed_positive', current_step: null }), true)).toBe(false);
  });
});
