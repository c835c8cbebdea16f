// The server as one ES module bundle (server/dist/main.mjs), built by `npm start` when a source is
// newer. Why not tsx at run time: tsx transforms every module as it is loaded and keeps each one's
// source map, which held the idle server ~65 MB higher (DESIGN.md "Memory"). npm packages stay
// external (loaded from node_modules as before); our TypeScript — server and shared — is bundled.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(repoRoot, 'server/dist/main.mjs');
const INPUTS = ['server/src', 'shared/src', 'scripts/server-build.mjs'].map((p) => path.join(repoRoot, p));
const outDir = path.dirname(SERVER_BUNDLE);

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { recursive: true })) newest = Math.max(newest, fs.statSync(path.join(target, String(entry))).mtimeMs);
  return newest;
}

/** A module's `import.meta` paths keep meaning its own file's place, not the bundle's. */
const ownPaths = {
  name: 'own-paths',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@etanker/') ? undefined : { path: args.path, external: true }));
    builder.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const relative = (to) => path.relative(outDir, to).split(path.sep).join('/');
      const contents = fs
        .readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${relative(path.dirname(args.path))}`)})`)
        .replaceAll('import.meta.url', `new URL(${JSON.stringify(relative(args.path))}, import.meta.url).href`);
      return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

/** Builds the bundle unless it is newer than every server and shared source. */
export async function ensureServerBuilt() {
  const builtAt = fs.existsSync(SERVER_BUNDLE) ? fs.statSync(SERVER_BUNDLE).mtimeMs : 0;
  if (builtAt >= Math.max(...INPUTS.map(newestMtime))) return;
  const result = await build({
    entryPoints: [path.join(repoRoot, 'server/src/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    plugins: [ownPaths],
    write: false,
    logLevel: 'warning',
  });
  // Several starts at once (tests) each write their own file and rename it into place.
  fs.mkdirSync(outDir, { recursive: true });
  const temporary = `${SERVER_BUNDLE}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, result.outputFiles[0].contents);
  fs.renameSync(temporary, SERVER_BUNDLE);
}
