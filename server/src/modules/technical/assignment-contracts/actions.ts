// Assignment-contract calls besides the workflow pattern (001 §7): kitolt/ fills the person
// fields from an employee's HR file; mind/ lists the approved contracts of the caller's scope.
import { z } from 'zod';
import { action } from '../../../workflow/define.ts';
import { caseScopeWhere } from '../../../access/scope.ts';
import { ZRowIdText } from '../../../http/schemas.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { fillPerson } from './person.ts';

/** Enough for any picker; a school has far fewer approved contracts. */
const MIND_LIMIT = 500;

export const assignmentContractActions = {
  /** kitolt/?user_id: the person fields of an employee the caller may see (person.ts). */
  fill: fillPerson,
  /** mind/: approved (closed_positive) contracts in the caller's scope, newest first; institution narrows to one school. */
  all: action({
    on: 'module',
    method: 'GET',
    path: 'mind/',
    summary: 'Jóváhagyott megbízási szerződések (választólista); institution: egy intézményé',
    input: z.object({ institution: ZRowIdText.optional() }),
    output: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        start_date: z.string(),
        end_date: z.string().nullable(),
        reference_number: z.string(),
        institution: z.number().int(),
      }),
    ),
    run: async (tx, ctx, { input }) => {
      const rows = await tx.assignmentContract.findMany({
        where: {
          case: {
            AND: [caseScopeWhere(ctx.user), { module: 'assignment_contracts', state: 'closed_positive' }],
            ...(input.institution ? { institution_id: input.institution } : {}),
          },
        },
        orderBy: { id: 'desc' },
        take: MIND_LIMIT,
        select: { id: true, name: true, start_date: true, end_date: true, case: { select: { reference_number: true, institution_id: true } } },
      });
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        start_date: formatDate(r.start_date),
        end_date: r.end_date ? formatDate(r.end_date) : null,
        reference_number: r.case.reference_number,
        institution: r.case.institution_id,
      }));
    },
  }),
};
