// Issue 9 item 2: a start that fails says why, in Hungarian and English (never `undefined`),
// exits non-zero, and leaves no PostgreSQL running.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench/server.ts';
import { clusterOf, postgresProcessesOf, spawnPortal } from './portal-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-startfail-'));
fs.chmodSync(dataDir, 0o755); // mkdtemp's 700 would shut PostgreSQL's OS user out (private-folder.test.ts covers that)
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('a taken EMBEDDED_PG_PORT and a taken PORT are each told in two languages, with no PostgreSQL left', { timeout: 180_000 }, async () => {
  const blocker = net.createServer();
  const taken = await new Promise<number>((resolve) => blocker.listen(0, '0.0.0.0', () => resolve((blocker.address() as net.AddressInfo).port)));
  try {
    const pgPortTaken = spawnPortal(dataDir, await freePort(), { EMBEDDED_PG_PORT: String(taken) });
    expect(await pgPortTaken.exited).toBe(1);
    expect(pgPortTaken.output()).toContain(`Az eTanker portál nem indult el: az EMBEDDED_PG_PORT=${taken} port foglalt`);
    expect(pgPortTaken.output()).toContain(`The eTanker portal did not start: port EMBEDDED_PG_PORT=${taken} is taken`);
    expect(pgPortTaken.output()).not.toContain('undefined');

    const httpPortTaken = spawnPortal(dataDir, taken);
    expect(await httpPortTaken.exited).toBe(1);
    expect(httpPortTaken.output()).toContain(`Az eTanker portál nem indult el: a(z) ${taken}. port foglalt`);
    expect(httpPortTaken.output()).toContain(`The eTanker portal did not start: port ${taken} is taken`);
    expect(httpPortTaken.output()).not.toContain('undefined');
    expect(postgresProcessesOf(clusterOf(dataDir))).toEqual([]);
  } finally {
    blocker.close();
  }
});
