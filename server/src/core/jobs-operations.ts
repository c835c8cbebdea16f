// core.jobs.*: the job queue's failures for the centre's administrator (jobs-view.ts). Gated by a
// permission no group holds: superusers hold every permission.
import { z } from 'zod';
import { operation } from '../api/operations.ts';
import { KIT_ANSWERS } from '../openapi/kit-answers.ts';
import { ZPageQuery } from './paging.ts';
import { JOBS_PERMISSION, listJobs, retryJob, ZJobState, ZJobsAnswer } from './jobs-view.ts';

const ZJobsQuery = ZPageQuery.extend({ state: ZJobState.optional() })
  .optional()
  .transform((q) => q ?? ZPageQuery.parse({}));

export const jobsOperations = {
  list: operation({
    call: 'query',
    access: 'read',
    gate: JOBS_PERMISSION,
    input: ZJobsQuery,
    output: ZJobsAnswer,
    run: (ctx, input) => listJobs(ctx.prisma, input),
    rest: [{ method: 'GET', path: '/hatterfeladatok/', summary: 'Újrapróbálásra váró és sikertelen háttérfeladatok (rendszergazda)' }],
  }),
  retry: operation({
    call: 'mutation',
    access: 'write',
    gate: JOBS_PERMISSION,
    input: z.strictObject({ id: z.uuid({ error: 'Érvénytelen azonosító.' }) }),
    output: KIT_ANSWERS.done,
    run: (ctx, input) => retryJob(ctx.prisma, ctx.jobs, input.id),
    rest: [
      {
        method: 'POST',
        path: '/hatterfeladatok/:id/ujrainditas/',
        summary: 'Egy sikertelen háttérfeladat újraindítása (rendszergazda)',
        // pg-boss's ids are uuids, not our row ids: the input's schema checks it.
        sent: (call) => ({ input: { id: call.params.id } }),
      },
    ],
  }),
};
