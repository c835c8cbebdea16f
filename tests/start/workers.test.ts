// WORKERS=n (issue 30 item 1): npm start runs n server processes on one port; a worker killed with
// kill -9 is replaced while the others answer; SIGTERM stops them all.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createTestDb } from '../helpers/db.ts';
import { startPortal, waitUntil, type TPortal } from './portal-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-workers-'));
let portal: TPortal | undefined;

afterAll(async () => {
  if (portal && portal.child.exitCode === null) {
    portal.child.kill('SIGTERM');
    await portal.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const childrenOf = (pid: number): number[] => {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
};
const alive = (pid: number) => fs.existsSync(`/proc/${pid}`);

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/rest-auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'igenylo.a@etanker.local', password: 'etanker' }),
  });
  return ((await res.json()) as { key: string }).key;
}

/** On a new connection each time (no keep-alive): a kept connection would still lead to a killed worker. */
const meStatus = (url: string, token: string) =>
  new Promise<number>((resolve) => {
    const req = http.get(`${url}/api/felhasznalok/en/`, { agent: false, headers: { authorization: `Token ${token}` } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
  });

it('serves from two processes, replaces one killed with kill -9 and stops both on SIGTERM', { timeout: 240_000 }, async () => {
  const db = await createTestDb();
  portal = await startPortal(dataDir, { DATABASE_URL: db.url, WORKERS: '2' });
  const { url } = portal;
  // The first worker answers before the second is up; the welcome follows the last.
  const welcomed = await waitUntil(() => portal!.output().includes('Kiszolgáló folyamatok: 2'), 60_000);
  expect(welcomed, portal.output()).toBe(true);
  const primary = portal.serverPid();
  const workers = childrenOf(primary);
  expect(workers).toHaveLength(2);

  const token = await login(url);
  const statuses = await Promise.all(Array.from({ length: 8 }, () => meStatus(url, token)));
  expect(statuses).toEqual(Array(8).fill(200));

  process.kill(workers[0], 'SIGKILL');
  expect(await waitUntil(() => !alive(workers[0]), 5000)).toBe(true);
  // The other worker answers meanwhile; a new one takes the killed one's place.
  expect(await meStatus(url, token)).toBe(200);
  expect(await waitUntil(() => childrenOf(primary).filter((pid) => pid !== workers[0]).length === 2, 60_000)).toBe(true);
  expect(portal.output()).toContain('újat indítunk');

  const replaced = childrenOf(primary);
  portal.child.kill('SIGTERM');
  expect(await portal.exited).toBe(0);
  expect(replaced.filter(alive)).toEqual([]);
});
