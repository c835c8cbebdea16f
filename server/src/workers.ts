// WORKERS=n (issue 30 item 1): the process that opened the database, migrated and seeded it forks
// n server processes (node:cluster) that share the port, PostgreSQL and nothing else — login
// throttling, live updates, caches and jobs already go through the database. A worker that dies
// is replaced; stopping stops the workers first (each finishes its requests and jobs), then the
// database.
import cluster, { type Worker } from 'node:cluster';

/** The message a worker sends once it listens and runs its jobs. */
export const WORKER_READY = 'etanker-worker-ready';
const STOP_TIMEOUT_MS = 30_000;

export interface TWorkers {
  /** SIGTERM to every worker; resolves when all have exited (or were killed after 30 s). */
  stop(): Promise<void>;
}

/** Forks `count` workers with `databaseUrl`; resolves once every one listens. */
export function startWorkers(count: number, databaseUrl: string, onError: (message: string) => void): Promise<TWorkers> {
  let stopping = false;
  const fork = () => cluster.fork({ DATABASE_URL: databaseUrl, WORKERS: '1' });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    onError(`A(z) ${worker.process.pid} kiszolgáló folyamat leállt (${signal ?? code}); újat indítunk.`);
    fork();
  });
  const workers: Worker[] = Array.from({ length: count }, fork);
  const ready = workers.map(
    (worker) =>
      new Promise<void>((resolve, reject) => {
        worker.on('message', (message) => message === WORKER_READY && resolve());
        worker.once('exit', (code) => reject(new Error(`a kiszolgáló folyamat elindulás közben leállt (${code})`)));
      }),
  );
  const stop = async () => {
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
    await Promise.all(
      alive.map(
        (worker) =>
          new Promise<void>((resolve) => {
            const kill = setTimeout(() => worker.process.kill('SIGKILL'), STOP_TIMEOUT_MS);
            worker.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  };
  return Promise.all(ready).then(
    () => ({ stop }),
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
}
