// Issue 15's live-update figures: what an idle subscription costs the server (resident memory per
// 1,000 open `myTasks.onChange` streams), and how long a decision takes to be announced to a
// watcher of its record (`commitments.onChange`) while 32 deciders decide at once.
import { prepareDecidePool } from './decide-pool.ts';
import { getJson, login } from './http.ts';
import { collect, liveClient, until, type TReceived } from './live-client.ts';
import type { TBenchServer } from './server.ts';

const IDLE_SUBSCRIPTIONS = 1000;
const DECIDERS = 32;
const DECISIONS_PER_DECIDER = 8;
const HEAD = 'vezeto.a@etanker.local';
/** The watcher is someone else: a record's own changes are not announced to the one who made them. */
const WATCHER = 'admin@etanker.local';
const BASE = '/api/kotelezettsegvallalas/';

export interface TLiveFigure {
  idle_subscriptions: number;
  idle_started: number;
  rss_before_mb: number;
  rss_after_mb: number;
  mb_per_1000: number;
  deciders: number;
  decisions: number;
  announced: number;
  /** from the decision's answer to the watcher's event (0 when the event came first) */
  announce_ms: { p50: number; p95: number; max: number };
  decide_ms: { p50: number; p95: number };
  /** the first refused decision's status and answer, when one was refused */
  refused?: string;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
};

async function idleMemory(server: TBenchServer, token: string, figure: TLiveFigure): Promise<void> {
  const client = liveClient(server.baseUrl, token);
  await settle(2000);
  figure.rss_before_mb = server.memoryMb();
  const streams: TReceived<unknown>[] = [];
  for (let i = 0; i < IDLE_SUBSCRIPTIONS; i++) streams.push(collect((handlers) => client.myTasks.onChange.subscribe(undefined, handlers)));
  await Promise.all(streams.map((s) => s.started));
  figure.idle_started = streams.filter((s) => s.errors.length === 0).length;
  await settle(3000);
  figure.rss_after_mb = server.memoryMb();
  figure.mb_per_1000 = ((figure.rss_after_mb - figure.rss_before_mb) * 1000) / IDLE_SUBSCRIPTIONS;
  for (const s of streams) s.stop();
}

async function announceDelay(server: TBenchServer, databaseUrl: string, token: string, watcherToken: string, figure: TLiveFigure): Promise<void> {
  const pool = await prepareDecidePool(databaseUrl, HEAD, DECIDERS * DECISIONS_PER_DECIDER);
  try {
    const detail = await getJson<{ current_step: { options: { id: number; type: string }[] } }>(server.baseUrl, `${BASE}${pool.caseIds[0]}/`, token);
    const approve = detail.current_step.options.find((o) => o.type === 'positive') ?? detail.current_step.options[0];
    const watcher = liveClient(server.baseUrl, watcherToken);
    const watched = new Map(pool.caseIds.map((id) => [id, collect((handlers) => watcher.commitments.onChange.subscribe({ id }, handlers))]));
    await Promise.all([...watched.values()].map((w) => w.started));
    const answeredAt = new Map<number, number>();
    const decideMs: number[] = [];
    const decider = async (cases: number[]) => {
      for (const id of cases) {
        const started = Date.now();
        const response = await fetch(`${server.baseUrl}${BASE}${id}/donteshozas/`, {
          method: 'POST',
          headers: { Authorization: `Token ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ decision_option: approve.id, answers: {} }),
        });
        const answer = await response.text();
        answeredAt.set(id, Date.now());
        if (response.ok) decideMs.push(Date.now() - started);
        else figure.refused ??= `${response.status} ${answer.slice(0, 200)}`;
      }
    };
    const slices = Array.from({ length: DECIDERS }, (_, d) => pool.caseIds.slice(d * DECISIONS_PER_DECIDER, (d + 1) * DECISIONS_PER_DECIDER));
    await Promise.all(slices.map(decider));
    await until(() => [...watched.values()].every((w) => w.events.length > 0), 5000);
    const delays = [...watched.entries()].flatMap(([id, w]) => (w.events.length ? [Math.max(0, w.events[0].at - answeredAt.get(id)!)] : []));
    for (const w of watched.values()) w.stop();
    figure.decisions = decideMs.length;
    figure.announced = delays.length;
    figure.announce_ms = { p50: quantile(delays, 0.5), p95: quantile(delays, 0.95), max: Math.max(...delays) };
    figure.decide_ms = { p50: quantile(decideMs, 0.5), p95: quantile(decideMs, 0.95) };
  } finally {
    await pool.restore();
  }
}

export async function benchLive(options: { server: TBenchServer; databaseUrl: string }): Promise<TLiveFigure> {
  const token = await login(options.server.baseUrl, HEAD);
  const figure: TLiveFigure = {
    idle_subscriptions: IDLE_SUBSCRIPTIONS,
    idle_started: 0,
    rss_before_mb: 0,
    rss_after_mb: 0,
    mb_per_1000: 0,
    deciders: DECIDERS,
    decisions: 0,
    announced: 0,
    announce_ms: { p50: NaN, p95: NaN, max: NaN },
    decide_ms: { p50: NaN, p95: NaN },
  };
  await idleMemory(options.server, token, figure);
  await announceDelay(options.server, options.databaseUrl, token, await login(options.server.baseUrl, WATCHER), figure);
  return figure;
}
