// The centre's administrator's view of the job queue (issue 30 item 4): jobs waiting for a retry
// after a failure, and jobs failed after their last retry, with the error; a failed job can be
// run again. Read straight from pg-boss's table (it has no listing call); before the first start
// of the job queue the table does not exist and the list is empty.
import { z } from 'zod';
import type { TPrisma } from '../db/client.ts';
import type { TJobRunner } from '../jobs/runner.ts';
import { notFound } from '../http/errors.ts';
import { pageArgs, type TPageQuery } from './paging.ts';

export const JOBS_PERMISSION = 'core.can_see_jobs';
export const JOB_STATES = { retry: 'Újrapróbálásra vár', failed: 'Sikertelen' } as const;
export const ZJobState = z.enum(['retry', 'failed']);

const ZJobRow = z.object({
  id: z.string(),
  name: z.string(),
  state: ZJobState,
  state_label: z.string(),
  retry_count: z.number(),
  retry_limit: z.number(),
  created_on: z.string(),
  /** When the next try starts (waiting ones) or the last one ended (failed ones). */
  next_try_or_failed_on: z.string().nullable(),
  error: z.string().nullable(),
});
export const ZJobsAnswer = z.object({ data: z.array(ZJobRow), total: z.number() });

interface TRawJob {
  id: string;
  name: string;
  state: 'retry' | 'failed';
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  at: Date | null;
  error: string | null;
}

async function jobTableExists(prisma: TPrisma): Promise<boolean> {
  const [{ exists }] = await prisma.$queryRaw<{ exists: boolean }[]>`SELECT to_regclass('pgboss.job') IS NOT NULL AS exists`;
  return exists;
}

export async function listJobs(prisma: TPrisma, query: TPageQuery & { state?: 'retry' | 'failed' }): Promise<z.infer<typeof ZJobsAnswer>> {
  if (!(await jobTableExists(prisma))) return { data: [], total: 0 };
  const states = query.state ? [query.state] : ['retry', 'failed'];
  const { skip, take } = pageArgs(query);
  const [rows, [{ total }]] = await Promise.all([
    prisma.$queryRaw<TRawJob[]>`
      SELECT id::text, name, state::text, retry_count, retry_limit, created_on,
             CASE WHEN state = 'retry' THEN start_after ELSE completed_on END AS at,
             COALESCE(output->>'message', output::text) AS error
      FROM pgboss.job WHERE state::text = ANY(${states}) ORDER BY created_on DESC OFFSET ${skip} LIMIT ${take}`,
    prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM pgboss.job WHERE state::text = ANY(${states})`,
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      state: r.state,
      state_label: JOB_STATES[r.state],
      retry_count: r.retry_count,
      retry_limit: r.retry_limit,
      created_on: r.created_on.toISOString(),
      next_try_or_failed_on: r.at?.toISOString() ?? null,
      error: r.error,
    })),
    total,
  };
}

/** Runs a failed job again; a job that is not failed (or does not exist) is 404. */
export async function retryJob(prisma: TPrisma, jobs: Pick<TJobRunner<unknown>, 'retry'>, id: string): Promise<{ detail: string }> {
  if (!(await jobTableExists(prisma))) throw notFound();
  const rows = await prisma.$queryRaw<{ name: string }[]>`SELECT name FROM pgboss.job WHERE id = ${id}::uuid AND state = 'failed'`;
  if (rows.length === 0) throw notFound();
  await jobs.retry(rows[0].name, id);
  return { detail: 'A feladat újra elindul.' };
}
