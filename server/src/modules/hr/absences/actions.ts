// Absence calls besides the workflow pattern (001 §7): the HR month grid and the conflict check.
import { action } from '../../../workflow/define.ts';
import { absenceMonth } from './month.ts';
import { conflictingEntities } from './conflicts.ts';
import { ZAbsenceMonth, ZAbsenceMonthAnswer, ZConflictPath, ZConflictsAnswer } from './schema.ts';

export const absenceActions = {
  calendar: action({
    on: 'module',
    method: 'GET',
    path: 'naptar/',
    summary: 'Havi távolléti naptár egy intézményre (institution, year, month): dolgozók, napok, távollétek és szabadságok',
    input: ZAbsenceMonth,
    output: ZAbsenceMonthAnswer,
    run: (tx, ctx, { input }) => absenceMonth(tx, ctx, input),
  }),
  conflicts: action({
    on: 'module',
    method: 'GET',
    path: ':id/conflicting_entities/',
    summary: 'Ütköző távollétek és szabadságok (user vagy employment, start_date, end_date; id: a szerkesztett rekord, új rekordnál 0)',
    input: ZConflictPath,
    output: ZConflictsAnswer,
    run: (tx, ctx, { input }) => conflictingEntities(tx, ctx, input),
  }),
};
