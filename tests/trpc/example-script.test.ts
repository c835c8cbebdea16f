// The README's tRPC example (scripts/examples/trpc-client.ts, `npm run example:trpc`) run as a
// developer runs it, against a listening server, so it cannot go stale; and the type entry it
// imports (`@etanker/server/trpc`) brings no server code along.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../helpers/server.ts';
import { repoRoot } from '../../server/src/db/schema-engine.ts';
import { seedDemoRecords } from '../../prisma/seed/demo-records.ts';

const run = promisify(execFile);
const script = path.join(repoRoot, 'scripts/examples/trpc-client.ts');
const publicEntry = path.join(repoRoot, 'server/src/trpc/public.ts');
let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
  // The demo records `npm start` loads on the first start: one commitment waits for vezeto.a.
  await seedDemoRecords(server.services);
});

describe('the tRPC example for developers', () => {
  it('logs in as the demo school manager, lists what waits for them and approves one', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script], { cwd: repoRoot, env: { ...process.env, ETANKER_URL: server.url } });
    const decided = /^#(\d+) jóváhagyva, most vár: (.+)$/m.exec(stdout);
    expect(stdout).toMatch(/^#\d+ .+ – /m);
    expect(decided, stdout).toBeTruthy();
    const record = await server.services.prisma.case.findUniqueOrThrow({ where: { id: Number(decided![1]) }, select: { decisions: { select: { id: true } } } });
    expect(record.decisions.length).toBeGreaterThan(0);
  });

  it('is at most 20 lines, and the README shows it as it is', () => {
    const text = fs.readFileSync(script, 'utf8').trimEnd();
    expect(text.split('\n').length).toBeLessThanOrEqual(20);
    expect(fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8')).toContain(`\`\`\`ts\n${text}\n\`\`\``);
  });

  it('@etanker/server/trpc is a type-only entry: at run time it is an empty module', async () => {
    const serverPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'server/package.json'), 'utf8'));
    expect(serverPackage.exports['./trpc']).toEqual({ types: './src/trpc/public.ts' });
    const statements = fs
      .readFileSync(publicEntry, 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('//'));
    expect(statements.every((line) => line.startsWith('export type '))).toBe(true);
    expect(Object.keys(await import(publicEntry))).toEqual([]);
  });
});
