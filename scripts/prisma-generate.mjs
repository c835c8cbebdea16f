// Generates the Prisma client offline: the CLI would first try to download its native
// schema engine, so it is pointed at a stub that fails loudly (generate only needs WASM).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
execFileSync('npx', ['prisma', 'generate'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: path.join(root, 'scripts/no-schema-engine.sh'), PRISMA_HIDE_UPDATE_MESSAGE: '1' },
});
