#!/usr/bin/env node
// What a module costs (issue 24, "Done means" bullet 2): the non-blank, non-comment lines of every
// module folder, server/src/modules/<area>/<module>/ and client/src/modules/<area>/<module>/, split
// into wiring (what declares the module to the kit: definition, manifest, schemas, actions,
// operations, client screens' config, paths, sections), its own (rules, documents, calendars,
// terms, components: what no kit could derive), its contract fixture (test data) and its tests.
// Files beside the modules of an area (room-holds.ts) are shared by several and listed as the area's.
//   node scripts/module-lines.mjs            the table
//   node scripts/module-lines.mjs --files    every file with its kind and lines
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const SIDES = { server: 'server/src/modules', client: 'client/src/modules' };
const WIRING = new Set([
  'module',
  'manifest',
  'schema',
  'actions',
  'operations',
  'answers',
  'routes',
  'rest',
  'filters',
  'settings',
  'index',
  'paths',
  'sections',
  'types',
]);

/** Lines that are neither blank nor a comment (line comments, block comments and their inner lines). */
function codeLines(text) {
  let inBlock = false;
  let count = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (inBlock) {
      if (line.includes('*/')) inBlock = false;
      continue;
    }
    if (line === '' || line.startsWith('//')) continue;
    if (line.startsWith('/*')) {
      inBlock = !line.includes('*/');
      continue;
    }
    count += 1;
  }
  return count;
}

function kindOf(file) {
  const name = file.split('/').at(-1);
  if (/\.test\.tsx?$/.test(name)) return 'tests';
  if (name === 'contract-fixture.ts') return 'fixture';
  const base = name.replace(/\.tsx?$/, '');
  return WIRING.has(base) ? 'wiring' : 'own';
}

const filesUnder = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

/** module name ('technical/room-reservations', or 'technical/*' for an area's shared files) → side → kind → lines */
const table = new Map();
const listed = [];
for (const [side, base] of Object.entries(SIDES)) {
  for (const area of readdirSync(join(ROOT, base))) {
    const areaDir = join(ROOT, base, area);
    if (!statSync(areaDir).isDirectory()) continue;
    for (const file of filesUnder(areaDir)) {
      const parts = relative(areaDir, file).split('/');
      const module = parts.length > 1 ? `${area}/${parts[0]}` : `${area}/*`;
      const kind = kindOf(file);
      const lines = codeLines(readFileSync(file, 'utf8'));
      const row = table.get(module) ?? { server: {}, client: {} };
      row[side][kind] = (row[side][kind] ?? 0) + lines;
      table.set(module, row);
      listed.push({ file: relative(ROOT, file), kind, lines });
    }
  }
}

if (process.argv.includes('--files')) {
  for (const { file, kind, lines } of listed.sort((a, b) => a.file.localeCompare(b.file)))
    console.log(`${String(lines).padStart(5)}  ${kind.padEnd(7)} ${file}`);
} else {
  const cols = ['wiring', 'own', 'fixture', 'tests'];
  const head = ['module', ...cols.map((c) => `srv ${c}`), ...cols.map((c) => `cli ${c}`)];
  const rows = [...table.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([module, row]) => [module, ...cols.map((c) => row.server[c] ?? 0), ...cols.map((c) => row.client[c] ?? 0)]);
  const total = ['total', ...head.slice(1).map((_, i) => rows.reduce((sum, r) => sum + r[i + 1], 0))];
  const widths = head.map((h, i) => Math.max(h.length, ...[...rows, total].map((r) => String(r[i]).length)));
  const print = (r) => console.log(r.map((v, i) => (i === 0 ? String(v).padEnd(widths[i]) : String(v).padStart(widths[i]))).join('  '));
  for (const r of [head, ...rows, total]) print(r);
}
