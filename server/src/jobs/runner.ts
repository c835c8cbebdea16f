// The one job queue (DESIGN.md "Jobs"): pg-boss on the portal's PostgreSQL (schema `pgboss`, which
// pg-boss creates and migrates itself). Every process works every queue; a job is fetched by one
// of them (SKIP LOCKED), so it runs once however many processes run. A cron job is scheduled once
// in the database and pg-boss makes one job per tick; an `everySeconds` job is sent by every
// process each period with a singleton slot, so one job per period is made.
import PgBoss from 'pg-boss';
import pg from 'pg';
import type { TJobDefinition } from './define.ts';

export const JOB_TIME_ZONE = 'Europe/Budapest';
const RETRY_DELAY_SECONDS = 30;
const POLLING_SECONDS = 2;
const REGISTRATION_LOCK = 'etanker-jobs-registration';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each job's own data type; the runner parses it with the job's schema
type TAnyJob<C> = TJobDefinition<C, any>;

export interface TJobRunner<C> {
  start(): Promise<void>;
  /** Queues a job to run as soon as a process is free; answers its id (null: a singleton slot was taken). */
  send<T>(job: Pick<TJobDefinition<C, T>, 'name' | 'data'>, data: T, options?: PgBoss.SendOptions): Promise<string | null>;
  /**
   * Runs a job without data soon, when this process works the queue (scripts and tests do not):
   * for work kept in its own table, which the job's schedule finds anyway.
   */
  wake(job: Pick<TJobDefinition<C, Record<string, never>>, 'name'>): Promise<void>;
  /** Runs a failed job again (the administrator's call); a job that is not failed is left alone. */
  retry(name: string, id: string): Promise<void>;
  /** Stops fetching, lets running jobs finish (up to `timeoutMs`), closes the pool. */
  stop(timeoutMs?: number): Promise<void>;
}

/** `context`: what a job's run is given, asked for when a job runs (the services hold the runner). */
export function createJobRunner<C>(options: { databaseUrl: string; context: () => C; jobs: TAnyJob<C>[]; onError: (error: unknown) => void }): TJobRunner<C> {
  const boss = new PgBoss({ connectionString: options.databaseUrl, schema: 'pgboss', max: 3, application_name: 'etanker-jobs' });
  boss.on('error', options.onError);
  const timers: NodeJS.Timeout[] = [];
  let started = false;

  async function register(job: TAnyJob<C>) {
    await boss.createQueue(job.name, { name: job.name, retryLimit: job.retryLimit ?? 5, retryDelay: RETRY_DELAY_SECONDS, retryBackoff: true });
    await boss.work(job.name, { pollingIntervalSeconds: POLLING_SECONDS }, async (batch) => {
      for (const item of batch) await job.run(options.context(), job.data.parse(item.data));
    });
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: JOB_TIME_ZONE });
    else await boss.unschedule(job.name);
    if (job.runAtStart) await boss.send(job.name, {});
    if (job.everySeconds) {
      const period = job.everySeconds;
      const tick = () => boss.sendThrottled(job.name, {}, {}, period).catch(options.onError);
      timers.push(setInterval(tick, period * 1000).unref());
    }
  }

  return {
    async start() {
      if (started) return;
      await boss.start();
      started = true;
      // Processes starting together would create the same queues at once (pg-boss makes a table
      // per queue) and deadlock: they register one after another under a lock.
      const lock = new pg.Client({ connectionString: options.databaseUrl });
      await lock.connect();
      try {
        await lock.query('SELECT pg_advisory_lock(hashtext($1))', [REGISTRATION_LOCK]);
        for (const job of options.jobs) await register(job);
      } finally {
        await lock.end();
      }
    },
    send: async (job, data, sendOptions = {}) => boss.send(job.name, job.data.parse(data) as object, sendOptions),
    async wake(job) {
      if (started) await boss.send(job.name, {});
    },
    retry: (name, id) => boss.retry(name, id),
    async stop(timeoutMs = 10_000) {
      for (const timer of timers.splice(0)) clearInterval(timer);
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: timeoutMs, wait: true });
    },
  };
}
