// The job queue on a real PostgreSQL with two runners standing for two server processes: a regular
// job runs once per period, a sent job once, with its data checked by the job's schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDb, type TTestDb } from '../../../tests/helpers/db.ts';
import { defineJob } from './define.ts';
import { createJobRunner, type TJobRunner } from './runner.ts';

type TCounts = { ticks: number; sent: string[]; started: number; woken: number };

let db: TTestDb;
const counts: TCounts = { ticks: 0, sent: [], started: 0, woken: 0 };
const tick = defineJob<TCounts, Record<string, never>>({ name: 'test-tick', data: z.object({}), everySeconds: 1, run: async (c) => void c.ticks++ });
const echo = defineJob<TCounts, { word: string }>({ name: 'test-echo', data: z.object({ word: z.string() }), run: async (c, d) => void c.sent.push(d.word) });
// Scheduled once a year, and run at every start (a fresh start has what the schedule makes).
const atStart = defineJob<TCounts, Record<string, never>>({
  name: 'test-start',
  data: z.object({}),
  cron: '0 5 1 9 *',
  runAtStart: true,
  run: async (c) => void c.started++,
});
// Work kept in a table: nothing but its schedule and a wake runs it.
const woken = defineJob<TCounts, Record<string, never>>({ name: 'test-woken', data: z.object({}), cron: '0 5 1 9 *', run: async (c) => void c.woken++ });
let runners: TJobRunner<TCounts>[];

beforeAll(async () => {
  db = await createTestDb();
  runners = [1, 2].map(() =>
    createJobRunner({ databaseUrl: db.url, context: () => counts, jobs: [tick, echo, atStart, woken], onError: (error) => expect.fail(String(error)) }),
  );
  await Promise.all(runners.map((r) => r.start()));
});

afterAll(() => Promise.all(runners.map((r) => r.stop())));

const until = async (done: () => boolean) => {
  for (let i = 0; i < 400 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
};

describe('job queue', () => {
  it('runs a sent job once, whichever process fetches it', async () => {
    await runners[0].send(echo, { word: 'egyszer' });
    await until(() => counts.sent.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(counts.sent).toEqual(['egyszer']);
    await expect(runners[1].send(echo, { word: 3 } as never)).rejects.toThrow();
  });

  it('wakes a job without data in a process that works the queue; one that does not queues nothing', async () => {
    await runners[1].wake(woken);
    await until(() => counts.woken > 0);
    expect(counts.woken).toBe(1);
    const idle = createJobRunner({ databaseUrl: db.url, context: () => counts, jobs: [woken], onError: (error) => expect.fail(String(error)) });
    await idle.wake(woken);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(counts.woken).toBe(1);
  });

  it('runs a runAtStart job when a process starts, not waiting for its schedule', async () => {
    await until(() => counts.started >= 2);
    // Once per starting process (two here): such a job is idempotent.
    expect(counts.started).toBe(2);
  });

  it('runs a regular job once per period, not once per process', async () => {
    const from = counts.ticks;
    await new Promise((resolve) => setTimeout(resolve, 4500));
    // Two processes each send every second; one job per one-second slot is made.
    expect(counts.ticks - from).toBeGreaterThanOrEqual(2);
    expect(counts.ticks - from).toBeLessThanOrEqual(5);
  });
});
