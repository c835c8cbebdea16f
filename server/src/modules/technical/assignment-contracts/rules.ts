// The rules of an assignment contract besides its fields' own (DESIGN.md "Assignment contracts"):
// the period (a fixed-term contract ends after it starts, an open-ended one has no end); the
// institutions a new contract may still name are the kit's (access/institution-fields.ts).
import { MESSAGES } from '@etanker/shared/validation.ts';
import { after, type TCrossFieldRule } from '@etanker/shared/cross-field-rules.ts';

export const RULE_MESSAGES = {
  openEndedHasNoEnd: 'Határozatlan idejű szerződésnek nincs záró dátuma.',
} as const;

/** The period's rules, each with its field and message (000 §5: the end only later than the start). */
export const PERIOD_RULES = [
  { kind: 'requiredWhen', field: 'end_date', when: 'open_ended', is: false, message: MESSAGES.required },
  { kind: 'emptyWhen', field: 'end_date', when: 'open_ended', is: true, message: RULE_MESSAGES.openEndedHasNoEnd },
  after('end_date', 'start_date', MESSAGES.endAfterStart),
] satisfies TCrossFieldRule[];
