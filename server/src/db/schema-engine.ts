// Prisma's WASM schema engine: creates and applies migrations without the native engine,
// which cannot be downloaded on our machines (see DESIGN.md §1). It writes the standard
// `_prisma_migrations` table, so `prisma migrate deploy` elsewhere agrees with it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as glue from '@prisma/schema-engine-wasm/schema_engine_bg';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const schemaDir = path.join(repoRoot, 'prisma/schema');
export const migrationsDir = path.join(repoRoot, 'prisma/migrations');
const SNAPSHOT = 'schema.snapshot.prisma';
const noFilters = { externalTables: [], externalEnums: [] };

let started: Promise<void> | undefined;
// The package's entry imports the .wasm file as an ES module, which Node 20 cannot load;
// so the module is instantiated here against the package's own JS glue.
function startWasm(): Promise<void> {
  started ??= (async () => {
    // The engine reports a Rust panic's text through this global before it throws.
    (globalThis as Record<string, unknown>).PRISMA_WASM_PANIC_REGISTRY = {
      set_message: (message: string) => console.error(`Prisma schema engine: ${message}`),
    };
    const entry = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const file = path.join(path.dirname(entry), 'schema_engine_bg.wasm');
    // The wasm-bindgen glue and this Node's WebAssembly global are not typed for each other (a library boundary).
    const { instance } = await (
      globalThis as unknown as { WebAssembly: { instantiate(bytes: Buffer, imports: object): Promise<{ instance: { exports: Record<string, unknown> } }> } }
    ).WebAssembly.instantiate(await fs.readFile(file), { './schema_engine_bg.js': glue as never });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
  })();
  return started;
}

async function openEngine(connectionString: string) {
  await startWasm();
  // The engine validates a datamodel at construction even when the call does not use it.
  const datamodels = (await readSchemaFiles()).map((f): [string, string] => [f.path, f.content]);
  const pool = new pg.Pool({ connectionString, max: 2 });
  // The adapter and the engine's utils come from different Prisma packages, typed apart (a library boundary).
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg(pool) as never);
  const engine = await glue.SchemaEngine.new({ datamodels }, () => undefined, adapter);
  return {
    engine,
    close: async () => {
      engine.free();
      await pool.end();
    },
  };
}

async function readSchemaFiles(): Promise<{ path: string; content: string }[]> {
  const names = (await fs.readdir(schemaDir)).filter((n) => n.endsWith('.prisma')).sort();
  return Promise.all(names.map(async (n) => ({ path: n, content: await fs.readFile(path.join(schemaDir, n), 'utf8') })));
}

/** The migrations of prisma/migrations, by name, in order. */
export async function migrationNames(): Promise<string[]> {
  const entries = await fs.readdir(migrationsDir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

async function migrationList() {
  const names = await migrationNames();
  const lockPath = path.join(migrationsDir, 'migration_lock.toml');
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: await fs.readFile(lockPath, 'utf8').catch(() => null) },
    shadowDbInitScript: '',
    migrationDirectories: await Promise.all(
      names.map(async (name) => ({
        path: name,
        migrationFile: {
          path: 'migration.sql',
          content: { tag: 'ok' as const, value: await fs.readFile(path.join(migrationsDir, name, 'migration.sql'), 'utf8') },
        },
      })),
    ),
  };
}

/** Applies the pending migrations of prisma/migrations; returns the names it applied. */
export async function applyMigrations(connectionString: string): Promise<string[]> {
  const { engine, close } = await openEngine(connectionString);
  try {
    // The engine's generated typings name its inputs loosely; the shapes are Prisma CLI's (a library boundary).
    const out = await engine.applyMigrations({ migrationsList: (await migrationList()) as never, filters: noFilters });
    return out.appliedMigrationNames;
  } finally {
    await close();
  }
}

/**
 * Writes the next migration: the SQL that takes the schema of the last migration (kept as a
 * snapshot beside it) to the current schema. Needs no database. Returns null when nothing changed.
 */
export async function createMigration(connectionString: string, name: string, now = new Date()): Promise<string | null> {
  const names = await migrationNames();
  const last = names.at(-1);
  const previous = last ? await fs.readFile(path.join(migrationsDir, last, SNAPSHOT), 'utf8') : null;
  const current = await readSchemaFiles();
  const { engine, close } = await openEngine(connectionString);
  try {
    const from = previous === null ? { tag: 'empty' as const } : { tag: 'schemaDatamodel' as const, files: [{ path: SNAPSHOT, content: previous }] };
    // As applyMigrations: the engine's generated typings (a library boundary).
    const result = await engine.diff({
      from,
      to: { tag: 'schemaDatamodel', files: current },
      script: true,
      exitCode: null,
      filters: noFilters,
    } as never);
    const sql = (result.stdout ?? '').trim();
    if (!sql || sql === '-- This is an empty migration.') return null;
    const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
    const dir = path.join(migrationsDir, `${stamp}_${name.replace(/[^a-z0-9_]+/gi, '_').toLowerCase()}`);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, 'migration.sql'), `${sql}\n`);
    await fs.writeFile(path.join(dir, SNAPSHOT), current.map((f) => `// ${f.path}\n${f.content}`).join('\n'));
    const lock = path.join(migrationsDir, 'migration_lock.toml');
    await fs.writeFile(lock, '# Please do not edit this file manually\nprovider = "postgresql"\n');
    return dir;
  } finally {
    await close();
  }
}
