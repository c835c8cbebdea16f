// node scripts/documented-fields.mjs [path of MODULES.md]: the entity fields the spec documents
// per module (../shared/MODULES.md §3 "Entity fields", workflow modules also the fields §4 says
// every workflow record shares), written to tests/kit/documented-fields.json. Checked in because
// ../shared is outside the repository; tests/kit/documented-bodies.test.ts fails when the JSON
// no longer matches a MODULES.md beside the repository.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const DEFAULT_SOURCE = path.resolve(root, '../shared/MODULES.md');
export const TARGET = path.join(root, 'tests/kit/documented-fields.json');

/** The names of a comma list, nested parts ({…}, (…), […]) and prose dropped. */
function names(list) {
  let flat = list;
  for (let before = ''; before !== flat;) {
    before = flat;
    flat = flat.replace(/\{[^{}]*\}|\([^()]*\)|\[[^[\]]*\]/g, '');
  }
  return flat
    .split(/[,—:;]|\band\b/)
    .map((s) => s.trim().replace(/`/g, ''))
    .filter((s) => /^[a-z][a-z0-9_]*$/.test(s));
}

/** { moduleKey: { kind, fields } } from the text of MODULES.md. */
export function documentedFields(markdown) {
  const shared = markdown.match(/^\| Fields shared by workflow records \|[^|]*\|([^|]*)\|/m);
  if (!shared) throw new Error('MODULES.md: no "Fields shared by workflow records" row');
  const sharedFields = names(shared[1]);
  const out = {};
  for (const section of markdown.split(/^### 3\.\d+ /m).slice(1)) {
    const key = section.match(/^`(\w+)`/)?.[1];
    const kind = section.match(/· kind (\w+)/)?.[1];
    const entity = section.match(/^- Entity fields[^:]*:(.*)$/m)?.[1];
    if (!key || !entity) continue;
    const fields = new Set(names(entity));
    if (kind === 'workflow') for (const f of sharedFields) fields.add(f);
    out[key] = { kind, fields: [...fields].sort() };
  }
  return out;
}

export const render = (markdown) => `${JSON.stringify(documentedFields(markdown), null, 2)}\n`;

if (process.argv[1] === import.meta.filename) {
  const source = process.argv[2] ?? DEFAULT_SOURCE;
  fs.writeFileSync(TARGET, render(fs.readFileSync(source, 'utf8')));
  console.log(`${path.relative(root, TARGET)} ← ${source}`);
}
