// Load at fixed concurrency: HTTP through autocannon, and the same SQL straight through a pg.Pool.
import autocannon from 'autocannon';
import pg from 'pg';
import { PG_SESSION_OPTIONS } from '../../server/src/db/client.ts';

export interface TLoadFigure {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

export const LOAD = { connections: 32, seconds: 10 };

export interface THttpLoad {
  url: string;
  method?: 'GET' | 'POST';
  token: string;
  /** A different path per request (ids rotating, one case per decision). */
  nextPath?: () => string;
  body?: unknown;
  seconds?: number;
  connections?: number;
}

export async function httpLoad(load: THttpLoad): Promise<TLoadFigure> {
  const headers: Record<string, string> = { authorization: `Token ${load.token}` };
  if (load.body !== undefined) headers['content-type'] = 'application/json';
  const result = await autocannon({
    url: load.url,
    connections: load.connections ?? LOAD.connections,
    duration: load.seconds ?? LOAD.seconds,
    method: load.method ?? 'GET',
    headers,
    body: load.body === undefined ? undefined : JSON.stringify(load.body),
    requests: load.nextPath ? [{ setupRequest: (req) => ({ ...req, path: load.nextPath!() }) }] : undefined,
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export interface TCapturedQuery {
  sql: string;
  params: unknown[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Each of 32 workers takes a pooled connection and runs the queries of one API request one after
 * another (the request's SQL as Prisma issued it), again and again for the same duration.
 */
export async function sqlLoad(url: string, requests: TCapturedQuery[][], seconds = LOAD.seconds): Promise<TLoadFigure> {
  const pool = new pg.Pool({ connectionString: url, max: LOAD.connections, options: PG_SESSION_OPTIONS });
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const queries = requests[next++ % requests.length];
      const started = performance.now();
      const client = await pool.connect();
      try {
        for (const q of queries) await client.query(q.sql, q.params);
        latencies.push(performance.now() - started);
      } catch {
        failures++;
      } finally {
        client.release();
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: LOAD.connections }, worker));
  } finally {
    await pool.end();
  }
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, rps: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), failures };
}
