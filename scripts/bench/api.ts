// Issue 2's API figures: the commitment list (page 1, a filter, a `q` search, waiting_for_me),
// one record and decide, each at 32 connections; beside every read figure the same SQL through pg
// and the floor: that SQL and the API's answer bytes served by a bare Fastify (floor-server.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { workflowModules } from '../../server/src/modules/index.ts';
import { listCases } from '../../server/src/workflow/list.ts';
import { listQuery } from '../../server/src/modules/rest-common.ts';
import { workflowDetail } from '../../server/src/workflow/detail.ts';
import { createQueryCapture } from './capture.ts';
import { prepareDecidePool } from './decide-pool.ts';
import { RARE_SUBJECT_WORD } from './generate.ts';
import { getJson, login } from './http.ts';
import { httpLoad, sqlLoad, type TCapturedQuery, type TLoadFigure } from './load.ts';
import { freePort, stopChild, waitForHttp } from './server.ts';
import type { TFloorRequest } from './floor-server.ts';
import { repoRoot } from '../../server/src/db/schema-engine.ts';

const BASE = '/api/kotelezettsegvallalas/';
const commitments = workflowModules.find((m) => m.key === 'commitments')!;
export const USERS = { admin: 'admin@etanker.local', referent: 'penzugy@etanker.local', head: 'vezeto.a@etanker.local' };
const RECORD_SAMPLE = 200;
const DECIDE_POOL = 20_000;
export const SINGLE_SECONDS = 3;

export interface TApiFigure {
  name: string;
  path: string;
  api: TLoadFigure;
  /** One connection: the service time of a request without queueing behind 31 others. */
  single?: TLoadFigure;
  raw?: TLoadFigure;
  /** The same SQL and answer bytes through a bare Fastify + pg (floor-server.ts). */
  floor?: TLoadFigure;
  /** The floor at one connection, beside `single`. */
  floorSingle?: TLoadFigure;
  ratio?: number;
}

interface TListCase {
  name: string;
  user: keyof typeof USERS;
  query: Record<string, string>;
}

const LIST_CASES: TListCase[] = [
  { name: 'lista, 1. oldal', user: 'admin', query: {} },
  { name: 'lista, szűrő (state + min_cost)', user: 'admin', query: { state: 'under_checking', min_cost: '100000' } },
  { name: `lista, q=${RARE_SUBJECT_WORD}`, user: 'admin', query: { q: RARE_SUBJECT_WORD } },
  { name: 'lista, waiting_for_me (pénzügyi referens)', user: 'referent', query: { waiting_for_me: 'true' } },
];

export async function userIds<K extends string>(databaseUrl: string, users: Record<K, string>): Promise<Record<K, number>> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const rows = (await db.query<{ id: number; email: string }>('SELECT id, email FROM "User" WHERE email = ANY($1)', [Object.values(users)])).rows;
    const byEmail = new Map(rows.map((r) => [r.email, r.id]));
    return Object.fromEntries(Object.entries(users).map(([k, email]) => [k, byEmail.get(email as string)!])) as Record<K, number>;
  } finally {
    await db.end();
  }
}

async function sampleRecordIds(databaseUrl: string): Promise<number[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const rows = await db.query<{ id: number }>(`SELECT id FROM "Case" WHERE module = 'commitments' AND id % 997 = 1 ORDER BY id LIMIT $1`, [RECORD_SAMPLE]);
    return rows.rows.map((r) => r.id);
  } finally {
    await db.end();
  }
}

export const withRatio = (figure: Omit<TApiFigure, 'ratio'>): TApiFigure => ({ ...figure, ratio: figure.raw ? figure.api.p99 / figure.raw.p99 : undefined });

export async function benchApi(options: { baseUrl: string; databaseUrl: string; dataDir: string; log: (line: string) => void }): Promise<TApiFigure[]> {
  const { baseUrl, databaseUrl, log } = options;
  const ids = await userIds(databaseUrl, USERS);
  const tokens = { admin: await login(baseUrl, USERS.admin), referent: await login(baseUrl, USERS.referent), head: await login(baseUrl, USERS.head) };
  const capture = createQueryCapture(databaseUrl, options.dataDir);
  // What each call issues in steady state: the list total is cached (3 s) in the server, so the
  // call runs once before its SQL is captured, as the server's calls run after their first.
  const steadySql = async (call: () => Promise<unknown>): Promise<TCapturedQuery[]> => {
    await call();
    return capture.capture(call);
  };
  const lists: { c: TListCase; path: string; sql: TCapturedQuery[]; body: string }[] = [];
  const records: { sql: TCapturedQuery[]; body: string }[] = [];
  const recordIds = await sampleRecordIds(databaseUrl);
  try {
    for (const c of LIST_CASES) {
      const path = `${BASE}${Object.keys(c.query).length ? `?${new URLSearchParams(c.query)}` : ''}`;
      const page = await getJson<{ total: number }>(baseUrl, path, tokens[c.user]);
      log(`${c.name}: ${page.total} találat`);
      const ctx = await capture.contextFor(ids[c.user]);
      lists.push({ c, path, sql: await steadySql(() => listCases(ctx.prisma, ctx, commitments, listQuery(c.query))), body: JSON.stringify(page) });
    }
    const adminCtx = await capture.contextFor(ids.admin);
    for (const id of recordIds) {
      records.push({
        sql: await steadySql(() => workflowDetail(adminCtx, commitments, id)),
        body: JSON.stringify(await getJson(baseUrl, `${BASE}${id}/`, tokens.admin)),
      });
    }
  } finally {
    await capture.close();
  }

  const floor = await startFloorServer(
    databaseUrl,
    options.dataDir,
    [...lists, ...records].map((r) => ({ queries: r.sql, body: r.body })),
  );
  const figures: TApiFigure[] = [];
  try {
    for (const [i, l] of lists.entries()) {
      const api = await httpLoad({ url: `${baseUrl}${l.path}`, token: tokens[l.c.user] });
      const single = await httpLoad({ url: `${baseUrl}${l.path}`, token: tokens[l.c.user], connections: 1, seconds: SINGLE_SECONDS });
      const raw = await sqlLoad(databaseUrl, [l.sql]);
      const floorFigure = await httpLoad({ url: `${floor.baseUrl}/${i}`, token: '' });
      const floorSingle = await httpLoad({ url: `${floor.baseUrl}/${i}`, token: '', connections: 1, seconds: SINGLE_SECONDS });
      figures.push(withRatio({ name: l.c.name, path: l.path, api, single, raw, floor: floorFigure, floorSingle }));
    }
    let nextRecord = 0;
    const recordPath = () => `${BASE}${recordIds[nextRecord++ % recordIds.length]}/`;
    const api = await httpLoad({ url: `${baseUrl}${BASE}`, token: tokens.admin, nextPath: recordPath });
    const single = await httpLoad({ url: `${baseUrl}${BASE}`, token: tokens.admin, nextPath: recordPath, connections: 1, seconds: SINGLE_SECONDS });
    const raw = await sqlLoad(
      databaseUrl,
      records.map((r) => r.sql),
    );
    let nextFloor = 0;
    const floorPath = () => `/${lists.length + (nextFloor++ % records.length)}`;
    const floorFigure = await httpLoad({ url: floor.baseUrl, token: '', nextPath: floorPath });
    const floorSingle = await httpLoad({ url: floor.baseUrl, token: '', nextPath: floorPath, connections: 1, seconds: SINGLE_SECONDS });
    figures.push(withRatio({ name: `egy rekord (${recordIds.length} id körbe)`, path: `${BASE}{id}/`, api, single, raw, floor: floorFigure, floorSingle }));
  } finally {
    await floor.stop();
  }

  const pool = await prepareDecidePool(databaseUrl, USERS.head, DECIDE_POOL);
  try {
    const detail = await getJson<{ current_step: { options: { id: number; label: string }[] } }>(baseUrl, `${BASE}${pool.caseIds[0]}/`, tokens.head);
    const approve = detail.current_step.options.find((o) => o.label === 'Jóváhagyom')!;
    let nextCase = 0;
    const api = await httpLoad({
      url: `${baseUrl}${BASE}`,
      method: 'POST',
      token: tokens.head,
      body: { decision_option: approve.id, answers: {} },
      nextPath: () => `${BASE}${pool.caseIds[nextCase++ % pool.caseIds.length]}/donteshozas/`,
    });
    if (nextCase > pool.caseIds.length) log(`Figyelem: a döntési készlet (${pool.caseIds.length}) elfogyott, a további kérések már döntött rekordokra mentek.`);
    figures.push({ name: 'döntés (Jóváhagyom, minden kérés külön rekord)', path: `${BASE}{id}/donteshozas/`, api });
  } finally {
    await pool.restore();
    // The mails the decisions queued went to the outbox as .eml files: they are not data.
    fs.rmSync(path.join(options.dataDir, 'outbox'), { recursive: true, force: true });
  }
  return figures;
}

/** floor-server.ts as a child process (its own core time, as the server has). */
export async function startFloorServer(
  databaseUrl: string,
  dataDir: string,
  requests: TFloorRequest[],
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const file = path.join(dataDir, 'floor-requests.json');
  fs.writeFileSync(file, JSON.stringify({ databaseUrl, requests }));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/floor-server.ts', file, String(port)], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/0`, child, 30_000);
  return { baseUrl, stop: () => stopChild(child).finally(() => fs.rmSync(file, { force: true })) };
}
