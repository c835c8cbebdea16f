// Stopping a process behind the load balancer (issue 30 item 1): the server stops accepting,
// Fastify finishes the requests in flight, and the live streams are cut, so their clients
// reconnect to another process; a stream never holds the stop up (it did: close waited forever).
import { describe, expect, it } from 'vitest';
import { login, startTestServer } from '../helpers/server.ts';
import { collect, liveClient } from '../../scripts/bench/live-client.ts';
import type { TTaskChange } from '../../server/src/live/watch.ts';

describe('stopping the server', () => {
  it('cuts the live streams at once instead of waiting for them', async () => {
    const server = await startTestServer();
    const token = await login(server.app, 'vezeto.a@etanker.local');
    await server.services.caseEvents.ready();
    const tasks = collect<TTaskChange>((h) => liveClient(server.url, token).myTasks.onChange.subscribe(undefined, h));
    await tasks.started;
    const started = Date.now();
    await server.app.close();
    expect(Date.now() - started).toBeLessThan(3000);
    tasks.stop();
  });
});

describe('health and readiness', () => {
  it('answers /healthz while running and /readyz when the database has every migration', async () => {
    const server = await startTestServer();
    try {
      expect((await server.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
      expect((await server.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
      const [last] = await server.services.prisma.$queryRaw<{ migration_name: string }[]>`
        SELECT migration_name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1`;
      await server.services.prisma.$executeRaw`UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = ${last.migration_name}`;
      const behind = await server.app.inject({ method: 'GET', url: '/readyz' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json().detail).toBe(`Az adatbázisból hiányzó migrációk: ${last.migration_name}`);
    } finally {
      await server.app.close();
    }
  });
});
