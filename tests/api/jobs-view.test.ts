// The job queue's failures for the centre's administrator: a job that failed after its retries is
// listed with its error, others are refused the list, and a retry runs the job again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authHeader, login, startTestServer, type TTestServer } from '../helpers/server.ts';
import { createJobRunner, type TJobRunner } from '../../server/src/jobs/runner.ts';
import { defineJob } from '../../server/src/jobs/define.ts';

let server: TTestServer;
let runner: TJobRunner<{ tries: number }>;
const state = { tries: 0 };
// Fails on its first try (no retries left), succeeds when the administrator runs it again.
const flaky = defineJob<{ tries: number }, Record<string, never>>({
  name: 'test-flaky',
  data: z.object({}),
  retryLimit: 0,
  run: async (c) => {
    c.tries++;
    if (c.tries === 1) throw new Error('A próbafeladat elsőre elromlik.');
  },
});

const until = async (done: () => Promise<boolean> | boolean) => {
  for (let i = 0; i < 400 && !(await done()); i++) await new Promise((resolve) => setTimeout(resolve, 25));
};

beforeAll(async () => {
  server = await startTestServer();
  runner = createJobRunner({ databaseUrl: server.services.config.DATABASE_URL!, context: () => state, jobs: [flaky], onError: () => undefined });
  await Promise.all([runner.start(), server.services.jobs.start()]);
});

afterAll(() => Promise.all([runner.stop(), server.services.jobs.stop()]));

describe('failed jobs', () => {
  it('lists a failed job with its error to the administrator only, and runs it again on request', async () => {
    const admin = await login(server.app, 'admin@etanker.local');
    const list = async () => (await server.app.inject({ method: 'GET', url: '/api/hatterfeladatok/?state=failed', headers: authHeader(admin) })).json();
    expect(await list()).toEqual({ data: [], total: 0 });

    await runner.send(flaky, {});
    await until(async () => (await list()).total === 1);
    const [failed] = (await list()).data;
    expect(failed).toMatchObject({ name: 'test-flaky', state: 'failed', state_label: 'Sikertelen', error: 'A próbafeladat elsőre elromlik.' });

    const someone = await login(server.app, 'igenylo.a@etanker.local');
    expect((await server.app.inject({ method: 'GET', url: '/api/hatterfeladatok/', headers: authHeader(someone) })).statusCode).toBe(403);
    const retryUrl = `/api/hatterfeladatok/${failed.id}/ujrainditas/`;
    expect((await server.app.inject({ method: 'POST', url: retryUrl, headers: authHeader(someone) })).statusCode).toBe(403);

    const retried = await server.app.inject({ method: 'POST', url: retryUrl, headers: authHeader(admin) });
    expect(retried.statusCode).toBe(200);
    await until(() => state.tries === 2);
    expect(state.tries).toBe(2);
    await until(async () => (await list()).total === 0);
    expect((await list()).total).toBe(0);
    expect((await server.app.inject({ method: 'POST', url: retryUrl, headers: authHeader(admin) })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url: '/api/hatterfeladatok/nem-uuid/ujrainditas/', headers: authHeader(admin) })).statusCode).toBe(400);
  });
});
