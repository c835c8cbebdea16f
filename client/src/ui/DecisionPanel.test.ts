import { describe, expect, it } from 'vitest';
import { needsNegativeHistoryConfirm } from './DecisionPanel.tsx';
import type { TDecision, TDecisionOption } from './workflowTypes.ts';

const option = (confirm: boolean): TDecisionOption => ({ id: 1, label: 'Elutasítom', type: 'negative', questions: [], confirm_with_negative_history: confirm });
const decision = (kind: TDecision['decision']): TDecision => ({
  id: 1,
  user: 'X',
  verification_step: 'S',
  position: 1,
  created_at: '',
  decision: kind,
  decision_label: '',
  answers: [],
});

describe('confirm_with_negative_history', () => {
  it('asks first only when the option wants it and a negative decision exists', () => {
    expect(needsNegativeHistoryConfirm(option(true), { decisions: [decision('positive'), decision('negative')] })).toBe(true);
    expect(needsNegativeHistoryConfirm(option(true), { decisions: [decision('positive')] })).toBe(false);
    expect(needsNegativeHistoryConfirm(option(false), { decisions: [decision('negative')] })).toBe(false);
  });
});
