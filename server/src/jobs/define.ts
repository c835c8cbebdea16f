// Work that runs later or regularly (DESIGN.md "Jobs"): a named job, the schema of its data and
// what it does. `cron` (Budapest time, minute resolution) or `everySeconds` makes it regular; a job
// without either runs when something sends it (a big export, an import). The runner (runner.ts)
// runs each job once however many server processes run.
import type { z } from 'zod';

export interface TJobDefinition<TContext, TData = Record<string, never>> {
  /** pg-boss queue name: letters, digits, '-', '_', '.' */
  name: string;
  data: z.ZodType<TData>;
  run: (context: TContext, data: TData) => Promise<void>;
  cron?: string;
  everySeconds?: number;
  /** Also sent once when a process starts its runner (scheduled work a fresh start must not wait a year for); the job must be idempotent. */
  runAtStart?: boolean;
  /** Retries after a failure, with growing delays (pg-boss's backoff from 30 s); then the job is failed. */
  retryLimit?: number;
}

export const defineJob = <TContext, TData>(job: TJobDefinition<TContext, TData>) => job;
