// A PostgreSQL left running on our cluster: by a portal that still runs (then we share it), or by
// one that was killed (kill -9, a crash: then we stop it and start afresh). DATA_DIR/postgres.owner
// names the process that started it, by pid and start time, so a reused pid is not mistaken for it.
import fs from 'node:fs';
import path from 'node:path';

export interface TRunningCluster {
  pid: number;
  port: number;
}

/** The process' start time in clock ticks since boot (field 22 of /proc/<pid>/stat), null when gone. */
function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

const ownerFile = (dataDir: string) => path.join(dataDir, 'postgres.owner');

export function claimOwnership(dataDir: string): void {
  fs.writeFileSync(ownerFile(dataDir), `${process.pid} ${processStartTime(process.pid)}\n`);
}

export function releaseOwnership(dataDir: string): void {
  fs.rmSync(ownerFile(dataDir), { force: true });
}

/** Whether the process that started the cluster's PostgreSQL is still running. */
export function ownerAlive(dataDir: string): boolean {
  let owner: string[];
  try {
    owner = fs.readFileSync(ownerFile(dataDir), 'utf8').trim().split(' ');
  } catch {
    return false;
  }
  const pid = Number(owner[0]);
  return owner[1] !== undefined && processStartTime(pid) === owner[1];
}

/**
 * The postmaster named by the cluster's postmaster.pid when it is alive and runs on this cluster
 * (its working directory is the cluster: PostgreSQL changes into it). A pid file whose pid now
 * belongs to another process is removed, as PostgreSQL would refuse to start beside it; one whose
 * pid is gone is left for PostgreSQL, which checks its shared memory before replacing it.
 */
export function runningCluster(cluster: string): TRunningCluster | null {
  const pidFile = path.join(cluster, 'postmaster.pid');
  let lines: string[];
  try {
    lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || processStartTime(pid) === null) return null;
  let cwd: string | null;
  try {
    cwd = fs.realpathSync(`/proc/${pid}/cwd`);
  } catch {
    cwd = null;
  }
  if (cwd !== fs.realpathSync(cluster)) {
    fs.rmSync(pidFile, { force: true });
    return null;
  }
  return { pid, port: Number(lines[3]) };
}
