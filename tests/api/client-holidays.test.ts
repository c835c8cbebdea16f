// The client bundles only Hungary's holiday rules (client/vite/hungarian-holidays.ts; issue 23
// item 6: date-holidays made a 1.4 MB chunk, 239 KB gzipped, on Dolgozók and every calendar): the
// working-day calendar built as the client builds it is a fraction of that and answers what the
// whole package answers on the server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hungarianHolidays } from '../../client/vite/hungarian-holidays.ts';
import { repoRoot } from '../../server/src/db/schema-engine.ts';
import * as whole from '@etanker/shared/working-days.ts';

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-holidays-'));
let bundle: Buffer;
let built: typeof whole;

beforeAll(async () => {
  await build({
    root: path.join(repoRoot, 'client'),
    configFile: false,
    logLevel: 'silent',
    plugins: [hungarianHolidays()],
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      lib: { entry: path.join(repoRoot, 'shared/src/working-days.ts'), formats: ['es'], fileName: 'working-days' },
    },
  });
  const file = path.join(
    outDir,
    fs.readdirSync(outDir).find((f) => f.startsWith('working-days'))!,
  );
  bundle = fs.readFileSync(file);
  built = (await import(pathToFileURL(file).href)) as typeof whole;
}, 120_000);

afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe("the client's holiday calendar", () => {
  it('holds Hungary alone: under 60 KB gzipped, no other country or time zone', () => {
    expect(zlib.gzipSync(bundle).byteLength).toBeLessThan(60 * 1024);
    const text = bundle.toString();
    expect(text).toContain('Mindenszentek');
    expect(text).not.toContain('Europe/Berlin');
    expect(text).not.toContain('Andorra');
  });

  it('answers every public holiday and working day as the whole package, 1990–2060', () => {
    for (let year = 1990; year <= 2060; year++) {
      expect([...built.publicHolidays(year)], String(year)).toEqual([...whole.publicHolidays(year)]);
      expect(built.countWorkingDays(`${year}-01-01`, `${year}-12-31`), String(year)).toBe(whole.countWorkingDays(`${year}-01-01`, `${year}-12-31`));
    }
  });
});
