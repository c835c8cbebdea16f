// One table of figure / target / pass, printed, and test-artifacts/bench.json.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../server/src/db/schema-engine.ts';

export interface TRow {
  figure: string;
  value: string;
  target: string;
  /** null: reported without a target, or skipped. */
  pass: boolean | null;
}

export const fmt = {
  ms: (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`,
  s: (v: number) => `${v.toFixed(2)} s`,
  mb: (v: number) => `${v.toFixed(0)} MB`,
  kb: (v: number) => `${v.toFixed(1)} KB`,
  rps: (v: number) => `${v.toFixed(0)}/s`,
  x: (v: number) => `${v.toFixed(2)}×`,
};

export function printTable(rows: TRow[]): void {
  const widths = [
    Math.max(...rows.map((r) => r.figure.length), 'mérőszám'.length),
    Math.max(...rows.map((r) => r.value.length), 'érték'.length),
    Math.max(...rows.map((r) => r.target.length), 'cél'.length),
  ];
  const line = (a: string, b: string, c: string, d: string) => `${a.padEnd(widths[0])}  ${b.padStart(widths[1])}  ${c.padEnd(widths[2])}  ${d}`;
  console.log('');
  console.log(line('mérőszám', 'érték', 'cél', 'teljesül'));
  console.log('-'.repeat(widths[0] + widths[1] + widths[2] + 16));
  for (const r of rows) console.log(line(r.figure, r.value, r.target, r.pass === null ? '–' : r.pass ? 'igen' : 'NEM'));
  const missed = rows.filter((r) => r.pass === false).length;
  console.log(`\n${rows.filter((r) => r.pass === true).length} cél teljesül, ${missed} nem.`);
}

export function writeJson(report: Record<string, unknown>): string {
  const file = path.join(repoRoot, 'test-artifacts/bench.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
