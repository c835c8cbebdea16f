// The rules of an assignment contract besides its fields' own (DESIGN.md "Assignment contracts"):
// the period (a fixed-term contract ends after it starts, an open-ended one has no end) and the
// institutions a new contract may still name.
import { MESSAGES } from '@etanker/shared/validation.ts';
import { after, type TCrossFieldRule } from '@etanker/shared/cross-field-rules.ts';
import type { TTx } from '../../../db/client.ts';
import { fieldError } from '../../../http/errors.ts';

export const RULE_MESSAGES = {
  /** 000 §5 names the rule only in English ("institution no longer selectable for a new contract"). */
  institutionClosed: 'Ez az intézmény már nem választható új szerződéshez.',
  openEndedHasNoEnd: 'Határozatlan idejű szerződésnek nincs záró dátuma.',
  personNotVisible: 'Ennek a dolgozónak az adatait nem láthatja.',
} as const;

/** The period's rules, each with its field and message (000 §5: the end only later than the start). */
export const PERIOD_RULES = [
  { kind: 'requiredWhen', field: 'end_date', when: 'open_ended', is: false, message: MESSAGES.required },
  { kind: 'emptyWhen', field: 'end_date', when: 'open_ended', is: true, message: RULE_MESSAGES.openEndedHasNoEnd },
  after('end_date', 'start_date', MESSAGES.endAfterStart),
] satisfies TCrossFieldRule[];

/**
 * Institutions a contract is made with must still be open (Institution.is_active): a closed or
 * merged school is refused on create, and on an edit that names another institution. Contracts
 * already made with it stay readable and editable.
 */
export async function checkOpenInstitutions(tx: TTx, given: Record<'institution' | 'affected_institution', number | null | undefined>): Promise<void> {
  for (const [field, id] of Object.entries(given)) {
    if (id === null || id === undefined) continue;
    const found = await tx.institution.findUnique({ where: { id }, select: { is_active: true } });
    if (found && !found.is_active) throw fieldError(field, RULE_MESSAGES.institutionClosed);
  }
}
