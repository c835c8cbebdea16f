// Kérdőív kitöltés (MODULES.md §3.62, issue 28): a special module — a school's result of a
// survey, made when the survey is written (surveys/write.ts), filled in with autosave (PUT),
// closed with lezaras/, reopened with ujranyitas/; elozo-eredmenyek/ gives the school's earlier
// answers to the same questions. Every query runs in the caller's scope (read.ts).
import { z } from 'zod';
import { defineSpecialModule } from '../../registration.ts';
import { operation, type TOperationCall } from '../../../api/operations.ts';
import { idParam } from '../../../rest/route.ts';
import { listSent, ZId, ZListInput } from '../../kit-operations.ts';
import { ZPaging } from '../../../workflow/list.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { SURVEYS_PERMISSION } from '../permission.ts';
import { readResult, RESULT_SELECT, resultScopeWhere, resultView } from './read.ts';
import { closeResult, reopenResult, saveAnswers, ZResultInput, type TResultInput } from './write.ts';
import type { TTx } from '../../../db/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { previousResults, ZPrevious } from './previous.ts';

const ZList = ZListInput.extend({ institution: z.coerce.number().pipe(ZRowId).optional() });
const ZWrite = z.object({ id: ZRowId, data: ZResultInput });

/** PUT and lezaras/: the result sent as the body is written in one transaction; the answer is the result as it stands. */
const answersWrite = (
  method: 'PUT' | 'POST',
  path: string,
  summary: string,
  write: (tx: TTx, user: TCurrentUser, id: number, input: TResultInput) => Promise<unknown>,
) =>
  operation({
    call: 'mutation',
    access: 'write',
    input: ZWrite,
    output: z.unknown(),
    run: async (ctx, input) => {
      await ctx.prisma.$transaction((tx) => write(tx, ctx.user, input.id, input.data));
      return readResult(ctx.prisma, ctx.user, input.id);
    },
    rest: [{ method, path, summary, schema: { body: ZResultInput }, sent: writeSent }],
  });
/** PUT and lezaras/ send the result as the body: the path's id beside it. */
const writeSent = (call: TOperationCall) => ({ input: { id: idParam(call.params), data: call.body ?? {} } });

const operations = {
  list: operation({
    call: 'query',
    access: 'read',
    input: ZList,
    output: z.object({ data: z.array(z.unknown()), total: z.number() }),
    run: async (ctx, input) => {
      const paging = ZPaging.parse(input);
      const q = normalizeSearch(paging.q ?? '');
      const where = {
        AND: [
          resultScopeWhere(ctx.user),
          input.institution ? { institution_id: input.institution } : {},
          q ? { survey: { search_text: { contains: q } } } : {},
        ],
      };
      const [rows, total] = await Promise.all([
        ctx.prisma.surveyResult.findMany({
          where,
          orderBy: [{ survey: { deadline: 'desc' } }, { institution: { name: 'asc' } }, { id: 'asc' }],
          skip: (paging.page - 1) * paging.limit,
          take: paging.limit,
          select: RESULT_SELECT,
        }),
        ctx.prisma.surveyResult.count({ where }),
      ]);
      return { data: rows.map((row) => resultView(ctx.user, row, [])).map(({ answers: _answers, ...row }) => row), total };
    },
    rest: [{ method: 'GET', path: '/', summary: 'Kérdőív kitöltések (q, page, limit, institution)', sent: listSent }],
  }),
  get: operation({
    call: 'query',
    access: 'read',
    input: ZId,
    output: z.unknown(),
    run: (ctx, input) => readResult(ctx.prisma, ctx.user, input.id),
    rest: [{ method: 'GET', path: '/:id/', summary: 'Kérdőív kitöltés: részletek' }],
  }),
  update: answersWrite('PUT', '/:id/', 'Kérdőív kitöltés mentése (a teljes eredmény; részleges is)', saveAnswers),
  close: answersWrite('POST', '/:id/lezaras/', 'Kérdőív kitöltés lezárása (elküldi az eredményt)', closeResult),
  reopen: operation({
    call: 'mutation',
    access: 'write',
    input: ZId,
    output: z.unknown(),
    run: async (ctx, input) => {
      await ctx.prisma.$transaction((tx) => reopenResult(tx, ctx.user, input.id));
      return readResult(ctx.prisma, ctx.user, input.id);
    },
    rest: [{ method: 'POST', path: '/:id/ujranyitas/', summary: 'Kérdőív kitöltés újranyitása' }],
  }),
  previous: operation({
    call: 'query',
    access: 'read',
    input: ZId,
    output: ZPrevious,
    run: (ctx, input) => previousResults(ctx.prisma, ctx.user, input.id),
    rest: [{ method: 'GET', path: '/:id/elozo-eredmenyek/', summary: 'Az iskola korábbi kérdőíveinek válaszai ugyanezekre a kérdésekre' }],
  }),
};

export const surveyResults = defineSpecialModule({ key: 'surveyResults', restBase: 'kerdoiv-eredmenyek', permission: SURVEYS_PERMISSION, operations });
