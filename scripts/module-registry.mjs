// Writes server/src/modules/registry.gen.ts: every module the folders under server/src/modules/
// declare (`export const <key> = defineWorkflowModule|definePlainModule|defineSpecialModule(` and
// `defineModuleExtras(<module>,`), imported and typed, with the tRPC routers AppRouter is made of,
// and the settings groups (`defineModuleSettings(` in a folder's settings.ts or in
// shared/src/settings/). Writes prisma/seed/modules.gen.ts: the default flows (`<NAME>_FLOWS` in a
// folder's flow.ts) and demos (`defineDemo(` in its demo.ts) the seed reads, so the server never
// loads demo code. Adding a module folder is then enough; the files are generated (gitignored) like
// TanStack Router's route tree, so a fresh checkout gets them from `npm install` and start, test,
// typecheck and bench rewrite them before they need them. `--check` only compares (lint): a stale
// file fails.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = path.join(repoRoot, 'server/src/modules');
const sharedSettingsDir = path.join(repoRoot, 'shared/src/settings');
export const registryFile = path.join(modulesDir, 'registry.gen.ts');
export const seedListsFile = path.join(repoRoot, 'prisma/seed/modules.gen.ts');

const DECLARATION = /^export const (\w+)\s*=\s*(defineWorkflowModule|definePlainModule|defineSpecialModule|defineModuleExtras)\b[^(]*\(/gm;

/** The arguments of the call whose '(' is at `open`, up to its matching ')' (an extras declaration: identifiers, no parentheses in strings). */
function callText(source, open) {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '(') depth++;
    else if (source[i] === ')' && --depth === 0) return source.slice(open + 1, i);
  }
  throw new Error(`Lezáratlan hívás: ${source.slice(open, open + 80)}`);
}

/** The module folders' source files (files directly under modules/ are the kit, not modules), in path order. */
function moduleFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.includes(path.sep) && /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .sort();
}

/** Every declaration of the module folders, in path order. */
export function findDeclarations(dir = modulesDir) {
  const files = moduleFiles(dir);
  const found = [];
  for (const file of files) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const match of source.matchAll(DECLARATION)) {
      const [text, name, factory] = match;
      const declaration = { name, factory, file: `./${file.split(path.sep).join('/')}` };
      if (factory === 'defineModuleExtras') {
        const args = callText(source, match.index + text.length - 1);
        declaration.extends = /^\s*(\w+)\s*,/.exec(args)?.[1];
        declaration.hasProcedures = /\bprocedures\s*[:,]/.test(args);
        if (!declaration.extends) throw new Error(`${file}: defineModuleExtras első argumentuma a kiegészített modul neve legyen.`);
      }
      found.push(declaration);
    }
  }
  return found;
}

/** What a module folder keeps besides its definition, each in the file named for it. */
const PARTS = [
  { kind: 'settings', file: 'settings.ts', declaration: /^export const (\w+)\s*=\s*defineModuleSettings\(/gm },
  { kind: 'flows', file: 'flow.ts', declaration: /^export const (\w+_FLOWS)\b/gm },
  { kind: 'demo', file: 'demo.ts', declaration: /^export const (\w+)\s*=\s*defineDemo\(/gm },
];

/**
 * The settings groups, default flows and demos of the module folders (and the settings groups the
 * client reads too, one file each in shared/src/settings/), in path order. A part's file that
 * declares none, or a part declared in another file, fails: a misspelt name would otherwise
 * leave a flow or a demo silently unseeded.
 */
export function findParts(dir = modulesDir, settingsDir = sharedSettingsDir) {
  const found = [];
  const read = (file, source, kinds, importPath) => {
    for (const part of PARTS) {
      const names = [...source.matchAll(part.declaration)].map((m) => m[1]);
      const own = kinds.includes(part.kind);
      if (own && !names.length)
        throw new Error(
          `${file}: nem deklarál ${part.kind === 'flows' ? '`<NÉV>_FLOWS` folyamatlistát' : part.kind === 'demo' ? '`defineDemo(` demót' : '`defineModuleSettings(` beállításcsoportot'}.`,
        );
      if (!own && names.length) throw new Error(`${file}: ${names.join(', ')} a modulmappa ${part.file} fájljába tartozik.`);
      for (const name of names) found.push({ kind: part.kind, name, file: importPath });
    }
  };
  for (const file of moduleFiles(dir)) {
    const base = path.basename(file);
    const kinds = PARTS.filter((p) => p.file === base).map((p) => p.kind);
    read(file, fs.readFileSync(path.join(dir, file), 'utf8'), kinds, `./${file.split(path.sep).join('/')}`);
  }
  const shared = fs.existsSync(settingsDir)
    ? fs
        .readdirSync(settingsDir)
        .filter((f) => f.endsWith('.ts'))
        .sort()
    : [];
  for (const file of shared)
    read(`shared/src/settings/${file}`, fs.readFileSync(path.join(settingsDir, file), 'utf8'), ['settings'], `@etanker/shared/settings/${file}`);
  const names = new Set();
  for (const p of found) {
    if (names.has(p.name)) throw new Error(`${p.file}: a(z) ${p.name} név kétszer szerepel a modulmappákban.`);
    names.add(p.name);
  }
  return found;
}

const ROUTER = {
  defineWorkflowModule: (name) => `workflowRouter(${name})`,
  definePlainModule: (name) => `plainRouter(${name})`,
  defineSpecialModule: (name) => `${name}.router`,
};

/** The registry's text. */
export function registrySource(declarations = findDeclarations(), parts = findParts()) {
  const modules = declarations.filter((d) => d.factory !== 'defineModuleExtras');
  const extras = declarations.filter((d) => d.factory === 'defineModuleExtras');
  const seen = new Set();
  for (const d of modules) {
    if (seen.has(d.name)) throw new Error(`A(z) ${d.name} modulkulcs kétszer szerepel (${d.file}).`);
    seen.add(d.name);
  }
  for (const e of extras) {
    if (!seen.has(e.extends)) throw new Error(`${e.file}: ${e.name} ismeretlen modult egészít ki: ${e.extends}.`);
  }
  const settings = parts.filter((p) => p.kind === 'settings');
  const of = (factory) => modules.filter((d) => d.factory === factory).map((d) => d.name);
  const list = (names) => (names.length ? `\n  ${names.join(',\n  ')},\n` : '');
  const routers = modules.map((d) => {
    const withProcedures = extras.filter((e) => e.extends === d.name && e.hasProcedures);
    const base = ROUTER[d.factory](d.name);
    const router = withProcedures.length ? `mergeRouters(${[base, ...withProcedures.map((e) => `${e.name}.procedures`)].join(', ')})` : base;
    return `${d.name}: ${router}`;
  });
  return [
    '// Generated by scripts/module-registry.mjs from the declarations in the module folders',
    '// (README "How to add a module"). Not in git; do not edit: `npm run modules:generate` rewrites it.',
    "import { mergeRouters } from '../trpc/init.ts';",
    "import type { TAnyPlainModule, TAnyWorkflowModule } from '../workflow/define.ts';",
    "import type { TModuleExtras, TSpecialModule } from './registration.ts';",
    "import type { TModuleSettingsDef } from '@etanker/shared/settings.ts';",
    "import { plainRouter } from './plain-router.ts';",
    "import { workflowRouter } from './workflow-router.ts';",
    ...declarations.map((d) => `import { ${d.name} } from '${d.file}';`),
    ...settings.map((d) => `import { ${d.name} } from '${d.file}';`),
    '',
    `export const workflowModules: TAnyWorkflowModule[] = [${list(of('defineWorkflowModule'))}];`,
    `export const plainModules: TAnyPlainModule[] = [${list(of('definePlainModule'))}];`,
    `export const specialModules: TSpecialModule[] = [${list(of('defineSpecialModule'))}];`,
    `export const moduleExtras: TModuleExtras[] = [${list(extras.map((e) => e.name))}];`,
    '',
    "/** The typed settings groups (a module folder's settings.ts, shared/src/settings/). */",
    `export const moduleSettings: TModuleSettingsDef[] = [${list(settings.map((d) => d.name))}];`,
    '',
    '/** Each declaration by the name it is exported as: the module key its definition must carry. */',
    `export const declaredKeys: Record<string, { key: string }> = {${list(modules.map((d) => d.name))}};`,
    '',
    `export const moduleRouters = {${list(routers)}};`,
    '',
  ].join('\n');
}

/** The key of the module declared in the folder of `file`. */
function keyOf(file, declarations) {
  const folder = path.posix.dirname(file);
  const owner = declarations.find((d) => d.factory !== 'defineModuleExtras' && path.posix.dirname(d.file) === folder);
  if (!owner) throw new Error(`${file}: a mappájában nincs moduldefiníció.`);
  return owner.name;
}

/**
 * The seed's lists: prisma/seed/modules.gen.ts, whose imports are relative to prisma/seed/. Flows
 * are listed by their module's key, so a flow's id does not depend on where its folder sits.
 */
export function seedListsSource(parts = findParts(), declarations = findDeclarations()) {
  const of = (kind) => parts.filter((p) => p.kind === kind);
  const flows = of('flows').sort((a, b) => (keyOf(a.file, declarations) < keyOf(b.file, declarations) ? -1 : 1));
  const list = (names) => (names.length ? `\n  ${names.join(',\n  ')},\n` : '');
  const from = (file) => `../../server/src/modules/${file.slice(2)}`;
  return [
    "// Generated by scripts/module-registry.mjs from the module folders' flow.ts and demo.ts",
    '// (README "How to add a module"). Not in git; do not edit: `npm run modules:generate` rewrites it.',
    "import type { TFlowSeed } from '../../server/src/workflow/flow-types.ts';",
    "import type { TModuleDemo } from './demo/kit.ts';",
    ...[...flows, ...of('demo')].map((p) => `import { ${p.name} } from '${from(p.file)}';`),
    '',
    `export const moduleFlows: TFlowSeed[] = [${list(flows.map((p) => `...${p.name}`))}];`,
    `export const moduleDemos: TModuleDemo[] = [${list(of('demo').map((p) => p.name))}];`,
    '',
  ].join('\n');
}

/** Each generated file with the text the module folders give it now. */
function generated() {
  const parts = findParts();
  const declarations = findDeclarations();
  return [
    [registryFile, registrySource(declarations, parts)],
    [seedListsFile, seedListsSource(parts, declarations)],
  ];
}

/** Rewrites the generated files whose text changed (an unchanged file keeps its mtime: no needless rebuilds). */
export function writeRegistry() {
  for (const [file, source] of generated()) {
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source) fs.writeFileSync(file, source);
  }
}

/** Whether the files on disk are what the module folders declare now. */
export function registryIsFresh() {
  return generated().every(([file, source]) => fs.existsSync(file) && fs.readFileSync(file, 'utf8') === source);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--check')) {
    if (!registryIsFresh()) {
      console.error(
        `A modulregiszter (${path.relative(repoRoot, registryFile)}, ${path.relative(repoRoot, seedListsFile)}) hiányzik vagy elavult a modulmappákhoz képest: futtasd az \`npm run modules:generate\` parancsot.`,
      );
      process.exit(1);
    }
  } else {
    writeRegistry();
  }
}
