// npm run files:to-s3: the local disk's files land in the S3 store with their keys; unfinished
// `.part` files stay behind; a second run copies nothing again.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot } from '../../server/src/db/schema-engine.ts';
import { startTestS3, testS3Storage, type TTestS3 } from '../helpers/s3.ts';

let s3: TTestS3;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-to-s3-'));

beforeAll(async () => {
  s3 = await startTestS3();
});

afterAll(async () => {
  await s3.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// Asynchronous: the S3 server answers from this process, which a synchronous spawn would block.
function script(env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/files-to-s3.ts'],
      { cwd: repoRoot, env: { ...process.env, ...env }, encoding: 'utf8' },
      (error, stdout, stderr) => resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

const run = () => script({ ...s3.env, DATA_DIR: dataDir });

it('copies every finished file once, with its key', async () => {
  const files = { 'attachments/2026/11/a1b2c3d4-0000-4000-8000-000000000001': 'első', 'documents/2026/10/a1b2c3d4-0000-4000-8000-000000000002': 'második' };
  for (const [key, content] of Object.entries(files)) {
    fs.mkdirSync(path.join(dataDir, 'files', path.dirname(key)), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'files', key), content);
  }
  fs.writeFileSync(path.join(dataDir, 'files/attachments/2026/11/a1b2c3d4-0000-4000-8000-000000000003.part'), 'félbehagyott');

  const first = await run();
  expect(first.status, first.stderr).toBe(0);
  expect(first.stdout).toContain('Átmásolva 2, már megvolt 0, kihagyva 1, hibás 0.');
  const storage = testS3Storage(s3);
  for (const [key, content] of Object.entries(files)) expect((await storage.read(key)).toString()).toBe(content);
  storage.client.destroy();

  const second = await run();
  expect(second.status, second.stderr).toBe(0);
  expect(second.stdout).toContain('Átmásolva 0, már megvolt 2, kihagyva 1, hibás 0.');
});

it('without the S3 settings it says what to set and exits 2', async () => {
  const missing = await script({ FILE_STORAGE: 'local', DATA_DIR: dataDir });
  expect(missing.status).toBe(2);
  expect(missing.stderr).toContain('FILE_STORAGE=s3');
});
