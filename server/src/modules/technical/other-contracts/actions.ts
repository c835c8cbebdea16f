// Other-contract calls besides the workflow pattern (001 §7): mind/, the approved contracts of
// the caller's scope for pickers (a commitment or invoice naming its contract).
import { z } from 'zod';
import { action } from '../../../workflow/define.ts';
import { caseScopeWhere } from '../../../access/scope.ts';
import { ZRowIdText } from '../../../http/schemas.ts';

/** Enough for any picker; a school has far fewer approved contracts. */
const MIND_LIMIT = 500;

export const otherContractActions = {
  /** mind/: approved (closed_positive) contracts in the caller's scope, newest first; institution narrows to one school. */
  all: action({
    on: 'module',
    method: 'GET',
    path: 'mind/',
    summary: 'Jóváhagyott egyéb szerződések (választólista); institution: egy intézményé',
    input: z.object({ institution: ZRowIdText.optional() }),
    output: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        type: z.number().int(),
        tax_number: z.string(),
        reference_number: z.string(),
        institution: z.number().int(),
      }),
    ),
    run: async (tx, ctx, { input }) => {
      const rows = await tx.otherContract.findMany({
        where: {
          case: {
            AND: [caseScopeWhere(ctx.user), { module: 'other_contracts', state: 'closed_positive' }],
            ...(input.institution ? { institution_id: input.institution } : {}),
          },
        },
        orderBy: { id: 'desc' },
        take: MIND_LIMIT,
        select: { id: true, name: true, type: true, tax_number: true, case: { select: { reference_number: true, institution_id: true } } },
      });
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        type: r.type,
        tax_number: r.tax_number,
        reference_number: r.case.reference_number,
        institution: r.case.institution_id,
      }));
    },
  }),
};
