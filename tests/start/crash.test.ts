// Issue 9 item 2: a kill -9 of the server leaves its embedded PostgreSQL running; the next start
// must stop it and start cleanly, with every write the portal acknowledged still there. SIGTERM
// stops the PostgreSQL too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { clusterOf, postgresProcessesOf, startPortal, waitUntil, type TPortal } from './portal-process.ts';
import { companyTaxCheckDigit } from '@etanker/shared/validation.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-crash-'));
fs.chmodSync(dataDir, 0o755); // mkdtemp's 700 would shut PostgreSQL's OS user out (private-folder.test.ts covers that)
const portals: TPortal[] = [];

afterAll(async () => {
  for (const portal of portals) if (portal.child.exitCode === null) portal.child.kill('SIGTERM');
  await Promise.all(portals.map((p) => p.exited));
  for (const pid of fs.existsSync(path.join(dataDir, 'postgres')) ? postgresProcessesOf(clusterOf(dataDir)) : []) process.kill(pid, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function loginToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/rest-auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'penzugy@etanker.local', password: 'etanker' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { key: string }).key;
}

let taxSerial = 4100000;
async function createPartner(url: string, token: string): Promise<number | null> {
  const res = await fetch(`${url}/api/partnerek/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
    body: JSON.stringify({
      name: 'Terhelés Kft.',
      note: '',
      tax_id: `${taxSerial}${companyTaxCheckDigit(String(taxSerial++))}-2-09`,
      phone: '',
      email: '',
      address: { address_1: 'Fő utca 1.', city: 'Debrecen', zip_code: '4024' },
    }),
  }).catch(() => null);
  if (res?.status !== 201) return null;
  return ((await res.json()) as { id: number }).id;
}

it(
  'after kill -9 of the server under write load it starts again with every acknowledged write; SIGTERM stops its PostgreSQL',
  { timeout: 300_000 },
  async () => {
    const first = await startPortal(dataDir);
    portals.push(first);
    expect(first.output()).toContain('Az eTanker portál elindult');
    expect(first.output()).toContain('admin@etanker.local');
    const token = await loginToken(first.url);

    // Four writers keep creating partners; the server is killed while they run.
    const acknowledged: number[] = [];
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const id = await createPartner(first.url, token);
        if (id !== null) acknowledged.push(id);
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);
    await waitUntil(() => acknowledged.length >= 40, 30_000);
    const cluster = clusterOf(dataDir);
    process.kill(first.serverPid(), 'SIGKILL');
    killed = true;
    await writers;
    await first.exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);
    expect(postgresProcessesOf(cluster).length, 'the killed server leaves its PostgreSQL running').toBeGreaterThan(0);

    const second = await startPortal(dataDir);
    portals.push(second);
    expect(second.output()).not.toContain('undefined');
    const token2 = await loginToken(second.url);
    const missing: number[] = [];
    for (const id of acknowledged) {
      const res = await fetch(`${second.url}/api/partnerek/${id}/`, { headers: { authorization: `Token ${token2}` } });
      if (res.status !== 200) missing.push(id);
    }
    expect(missing).toEqual([]);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(await waitUntil(() => postgresProcessesOf(cluster).length === 0, 10_000), 'no postgres left on the data folder').toBe(true);
  },
);
