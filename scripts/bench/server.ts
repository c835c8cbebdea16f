// The server under test as a child process (the bundle of server/src/main.ts, as `npm start` runs it), with
// its peak memory read from /proc (VmHWM, reset through clear_refs before a measurement).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { repoRoot } from '../../server/src/db/schema-engine.ts';
import { SERVER_ARGS, SERVER_ENV } from '../start.mjs';
import { ensureServerBuilt } from '../server-build.mjs';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls until `url` answers 200 (or the child exits); returns the milliseconds it took. */
export async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`A szerver kilépett (${child.exitCode}) mielőtt válaszolt volna: ${url}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`Nem válaszolt ${timeoutMs} ms alatt: ${url}`);
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export interface TBenchServer {
  baseUrl: string;
  pid: number;
  resetPeakMemory: () => void;
  memoryMb: () => number;
  peakMemoryMb: () => number;
  stop: () => Promise<void>;
}

function statusKb(pid: number, field: string): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.replace(/\D+/g, '') ?? NaN);
}

export async function startBenchServer(options: { databaseUrl: string; dataDir: string; log: (line: string) => void }): Promise<TBenchServer> {
  const port = await freePort();
  await ensureServerBuilt();
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: repoRoot,
    // Request logging at info would measure the log pipe; warn keeps errors visible.
    env: {
      ...SERVER_ENV,
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // stdout: only the log records (warn and above); the welcome text is not news here.
  child.stdout!.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.startsWith('{')) options.log(`[szerver] ${line.slice(0, 300)}`);
  });
  child.stderr!.on('data', (chunk: Buffer) => options.log(`[szerver] ${chunk.toString().trimEnd()}`));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A loaded machine (other checkouts building and testing) has taken over 2 minutes to start it.
  await waitForHttp(`${baseUrl}/api/docs/openapi.json`, child, 300_000);
  const pid = child.pid!;
  return {
    baseUrl,
    pid,
    // Writing 5 to clear_refs resets the peak resident set (Linux ≥ 4.0).
    resetPeakMemory: () => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    memoryMb: () => statusKb(pid, 'VmRSS') / 1024,
    peakMemoryMb: () => statusKb(pid, 'VmHWM') / 1024,
    stop: () => stopChild(child),
  };
}
