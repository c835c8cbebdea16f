// Two server processes on one database: a decision made through one process (in this test's
// process) reaches a live subscriber of another (a server started as npm start runs it), and a
// write through one drops the other's read caches within a second (db/cache-notices.ts), both
// through PostgreSQL, not process memory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../helpers/db.ts';
import { authHeader, login, startTestServer, type TTestServer } from '../helpers/server.ts';
import { collect, liveClient, until } from '../../scripts/bench/live-client.ts';
import { startBenchServer, type TBenchServer } from '../../scripts/bench/server.ts';
import type { TRecordChange } from '../../server/src/live/watch.ts';
import { cachedModels } from '../../server/src/db/read-cache.ts';

let here: TTestServer;
let other: TBenchServer;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-live-'));
const base = '/api/kotelezettsegvallalas';

beforeAll(async () => {
  const database = await createTestDb();
  here = await startTestServer({ database });
  other = await startBenchServer({ databaseUrl: database.url, dataDir, log: () => undefined });
});

afterAll(async () => {
  await other?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function otherLogin(email: string): Promise<string> {
  const res = await fetch(`${other.baseUrl}/api/rest-auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'etanker' }),
  });
  return ((await res.json()) as { key: string }).key;
}

describe('live updates between two server processes', () => {
  it("tells a subscriber of the other process about this process's decision", async () => {
    const requester = await login(here.app, 'igenylo.a@etanker.local');
    const manager = await login(here.app, 'vezeto.a@etanker.local');
    const created = await here.app.inject({
      method: 'POST',
      url: `${base}/`,
      headers: authHeader(requester),
      payload: { subject: 'Két folyamat', financial_entry: 1, payment_type: 1, cost: 5000 },
    });
    const id: number = created.json().id;

    const watcher = liveClient(other.baseUrl, await otherLogin('igenylo.a@etanker.local'));
    const changes = collect<TRecordChange>((h) => watcher.commitments.onChange.subscribe({ id }, h));
    await changes.started;
    // The other process opens its LISTEN connection with its first subscriber: wait until it listens.
    const listening = async () =>
      (
        await here.services.prisma.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'etanker-live' AND query LIKE 'LISTEN%'`
      )[0].n;
    let listeners = 0;
    await until(
      () => listeners > 0,
      5000,
      async () => void (listeners = await listening()),
    );

    const detail = (await here.app.inject({ method: 'GET', url: `${base}/${id}/`, headers: authHeader(requester) })).json();
    const submit = detail.current_step.options[0];
    await here.app.inject({ method: 'POST', url: `${base}/${id}/donteshozas/`, headers: authHeader(requester), payload: { decision_option: submit.id } });
    expect(changes.events, "the requester's own submission is not news to it").toHaveLength(0);
    const next = (await here.app.inject({ method: 'GET', url: `${base}/${id}/`, headers: authHeader(manager) })).json();
    const approve = next.current_step.options.find((o: { label: string }) => /Jóváhagy/.test(o.label));
    const decided = Date.now();
    await here.app.inject({ method: 'POST', url: `${base}/${id}/donteshozas/`, headers: authHeader(manager), payload: { decision_option: approve.id } });
    expect(await until(() => changes.events.length > 0, 2000)).toBe(true);
    expect(changes.events[0].data).toMatchObject({ id, deleted: false });
    expect(changes.events[0].at - decided).toBeLessThan(1000);
    changes.stop();
  });
});

/** Polls `read` every 10 ms until it answers `expected`; answers the milliseconds it took, or null. */
async function msUntil<T>(read: () => Promise<T>, expected: T, timeoutMs = 3000): Promise<number | null> {
  const started = Date.now();
  let value = await read();
  while (value !== expected) {
    if (Date.now() - started > timeoutMs) return null;
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = await read();
  }
  return Date.now() - started;
}

describe('read caches between two server processes', () => {
  it('has an announcing trigger on the table of every model a read cache depends on', async () => {
    const triggers = await here.services.prisma.$queryRaw<{ models: string }[]>`
      SELECT split_part(encode(tgargs, 'escape'), '\\000', 1) AS models FROM pg_trigger WHERE tgname = 'cache_changed_notify'`;
    const announced = new Set(triggers.flatMap((t) => t.models.split(',')));
    expect(cachedModels().filter((model) => !announced.has(model))).toEqual([]);
  });

  it("shows a school renamed through this process in the other's lists within a second", async () => {
    const token = await otherLogin('igenylo.a@etanker.local');
    const schoolOfFirstRow = async () => {
      const res = await fetch(`${other.baseUrl}${base}/?limit=1`, { headers: { authorization: `Token ${token}` } });
      const row = ((await res.json()) as { data: { institution: { id: number; name: string } }[] }).data[0];
      return row.institution;
    };
    const school = await schoolOfFirstRow();
    const renamed = `${school.name} (átnevezve)`;
    await here.services.prisma.institution.update({ where: { id: school.id }, data: { name: renamed }, select: { id: true } });
    const ms = await msUntil(async () => (await schoolOfFirstRow()).name, renamed);
    expect(ms).not.toBeNull();
    expect(ms).toBeLessThan(1000);
    await here.services.prisma.institution.update({ where: { id: school.id }, data: { name: school.name }, select: { id: true } });
  });

  it("refuses the other process's token within a second of a logout through this process", async () => {
    const token = await otherLogin('vezeto.a@etanker.local');
    const status = async () => (await fetch(`${other.baseUrl}/api/felhasznalok/en/`, { headers: { authorization: `Token ${token}` } })).status;
    expect(await status()).toBe(200);
    const own = await login(here.app, 'vezeto.a@etanker.local');
    expect((await here.app.inject({ method: 'POST', url: '/api/rest-auth/logout/', headers: authHeader(own) })).statusCode).toBe(200);
    const ms = await msUntil(status, 401);
    expect(ms).not.toBeNull();
    expect(ms).toBeLessThan(1000);
  });
});
