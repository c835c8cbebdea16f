// The old contracts' calls besides the workflow pattern (002 §7 "pattern plus mind/,
// meghosszabitas/"): mind/, every contract of the caller's scope unpaged (for integrators);
// POST {id}/meghosszabitas/, the extension: a follow-up contract of the approved one for a new
// period, a copy of its person, rate and tasks whose original_contract is the one it extends.
import { z } from 'zod';
import { action } from '../../../workflow/define.ts';
import { caseScopeWhere } from '../../../access/scope.ts';
import { ZDate, ZRowIdText } from '../../../http/schemas.ts';
import { ZCreatedAnswer } from '../../../openapi/kit-answers.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { EXTERNAL_LECTURER_MESSAGES } from './rules.ts';
import { extendContract } from './extension.ts';

const MODULE = 'external_lecturer_contracts';

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

export const externalLecturerActions = {
  /** mind/: the caller's contracts, newest first; institution and state narrow them. */
  all: action({
    on: 'module',
    method: 'GET',
    path: 'mind/',
    summary: 'Az összes (régi) óraadói megbízás lapozás nélkül, a felhasználó hatókörében; institution, state szűkít',
    input: z.object({ institution: ZRowIdText.optional(), state: z.string().min(1).max(30).optional() }),
    output: z.array(
      z.object({
        id: z.number().int(),
        reference_number: z.string(),
        state: z.string(),
        institution: ZNamed,
        name: z.string(),
        start_date: z.string(),
        end_date: z.string(),
        total_payment: z.number().int(),
        original_contract: z.number().int().nullable(),
      }),
    ),
    run: async (tx, ctx, { input }) => {
      const rows = await tx.externalLecturerContract.findMany({
        where: {
          case: {
            AND: [caseScopeWhere(ctx.user), { module: MODULE }],
            ...(input.institution ? { institution_id: input.institution } : {}),
            ...(input.state ? { state: input.state } : {}),
          },
        },
        orderBy: { id: 'desc' },
        select: {
          id: true,
          name: true,
          start_date: true,
          end_date: true,
          total_payment: true,
          original_contract_id: true,
          case: { select: { reference_number: true, state: true, institution: { select: { id: true, name: true } } } },
        },
      });
      return rows.map((r) => ({
        id: r.id,
        reference_number: r.case.reference_number,
        state: r.case.state,
        institution: r.case.institution,
        name: r.name,
        start_date: formatDate(r.start_date),
        end_date: formatDate(r.end_date),
        total_payment: r.total_payment,
        original_contract: r.original_contract_id,
      }));
    },
  }),
  /** meghosszabitas/: the extension of an approved contract, recorded by the caller as a new contract. */
  extend: action({
    on: 'record',
    method: 'POST',
    path: 'meghosszabitas/',
    summary: 'Meghosszabbítás: új megbízás az új időszakra (start_date, end_date) a jóváhagyott szerződés adataival; original_contract: ez a szerződés',
    input: z.object({ start_date: ZDate, end_date: ZDate }).strict(),
    output: ZCreatedAnswer,
    status: 201,
    can: (_tx, _ctx, c) => (c.state === 'closed_positive' ? null : { message: EXTERNAL_LECTURER_MESSAGES.notApproved }),
    run: async (tx, ctx, { id, input, module }) => ({ id: await extendContract(tx, ctx, module, id, input) }),
  }),
};
