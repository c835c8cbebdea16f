// Issue 12's HR figures on school 001's 2,000 employees (generate-hr.ts): the absence month grid
// (naptar/, 20,000 absences and 4,000 day offs in 2026) and the commute payroll CSV (export_csv/,
// one institution-month of frozen exports), each for the school's HR referent and the centre's
// HR, at one connection (the service time) and at 32, beside the same SQL through pg and its floor.
import pg from 'pg';
import type { z } from 'zod';
import { absences } from '../../server/src/modules/hr/absences/module.ts';
import { commuteCsv } from '../../server/src/modules/hr/commute/csv.ts';
import { monthBounds } from '../../server/src/modules/hr/commute/month.ts';
import type { TAnyAction } from '../../server/src/workflow/define.ts';
import { createQueryCapture, type TQueryCapture } from './capture.ts';
import { BENCH_HR_MONTH, BENCH_HR_SCHOOL } from './generate-hr.ts';
import { login } from './http.ts';
import { httpLoad, sqlLoad, type TCapturedQuery } from './load.ts';
import { SINGLE_SECONDS, startFloorServer, userIds, withRatio, type TApiFigure } from './api.ts';

const USERS = { school: 'hr.a@etanker.local', centre: 'hr@etanker.local' };
const WHO = { school: 'iskolai HR referens', centre: 'központi HR' };
type TWho = keyof typeof USERS;

interface TOptions {
  baseUrl: string;
  databaseUrl: string;
  dataDir: string;
  log: (line: string) => void;
}

interface TCall {
  name: string;
  who: TWho;
  path: string;
  /** Runs the call's service function in this process (its SQL is captured). */
  run: (capture: TQueryCapture, userId: number) => Promise<unknown>;
  /** What the answer holds, for the log and the figure's name. */
  describe: (body: string) => string;
}

async function schoolId(databaseUrl: string): Promise<number> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query<{ id: number }>('SELECT id FROM "Institution" WHERE unit_code = $1', [BENCH_HR_SCHOOL])).rows[0].id;
  } finally {
    await db.end();
  }
}

async function getText(baseUrl: string, path: string, token: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Token ${token}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return response.text();
}

/** Each call's answer and steady-state SQL, then its load at 1 and 32 connections beside its floor. */
async function measure(options: TOptions, calls: TCall[]): Promise<TApiFigure[]> {
  const { baseUrl, databaseUrl, log } = options;
  const ids = await userIds(databaseUrl, USERS);
  const tokens = { school: await login(baseUrl, USERS.school), centre: await login(baseUrl, USERS.centre) };
  const capture = createQueryCapture(databaseUrl, options.dataDir);
  const captured: { call: TCall; name: string; sql: TCapturedQuery[]; body: string }[] = [];
  try {
    for (const call of calls) {
      const body = await getText(baseUrl, call.path, tokens[call.who]);
      const name = `${call.name} (${WHO[call.who]}; ${call.describe(body)})`;
      log(name);
      const run = () => call.run(capture, ids[call.who]);
      await run();
      captured.push({ call, name, sql: await capture.capture(run), body });
    }
  } finally {
    await capture.close();
  }
  const floor = await startFloorServer(
    databaseUrl,
    options.dataDir,
    captured.map((c) => ({ queries: c.sql, body: c.body })),
  );
  const figures: TApiFigure[] = [];
  try {
    for (const [i, c] of captured.entries()) {
      const url = `${baseUrl}${c.call.path}`;
      const token = tokens[c.call.who];
      const single = await httpLoad({ url, token, connections: 1, seconds: SINGLE_SECONDS });
      const floorSingle = await httpLoad({ url: `${floor.baseUrl}/${i}`, token: '', connections: 1, seconds: SINGLE_SECONDS });
      const api = await httpLoad({ url, token });
      const raw = await sqlLoad(databaseUrl, [c.sql]);
      const floorFigure = await httpLoad({ url: `${floor.baseUrl}/${i}`, token: '' });
      figures.push(withRatio({ name: c.name, path: c.call.path, api, single, raw, floor: floorFigure, floorSingle }));
    }
  } finally {
    await floor.stop();
  }
  return figures;
}

const kb = (body: string) => `${(Buffer.byteLength(body) / 1024).toFixed(0)} KB`;

/**
 * The month grid of school 001 in BENCH_HR_MONTH: the spec's call (its first page of people) for
 * both, and a name search typed without accents (40 of the school's Kovács) for the school's.
 */
export async function benchAbsences(options: TOptions): Promise<TApiFigure[]> {
  const institution = await schoolId(options.databaseUrl);
  const month = { institution: String(institution), year: String(BENCH_HR_MONTH.year), month: String(BENCH_HR_MONTH.month) };
  const action = absences.actions.calendar as TAnyAction;
  const call = (who: TWho, search?: string): TCall => {
    const query = search ? { ...month, q: search } : month;
    const input = (action.input as z.ZodType).parse(query);
    return {
      name: `távolléti naptár, ${BENCH_HR_SCHOOL} egy hónapja${search ? `, keresés: ${search}` : ''}`,
      who,
      path: `/api/hr/tavolletjelento/naptar/?${new URLSearchParams(query)}`,
      // As the server runs a reading action: on the client itself, without a transaction.
      run: async (capture, userId) => {
        const ctx = await capture.contextFor(userId);
        return action.run(ctx.prisma, ctx as never, { input } as never);
      },
      describe: (body) => {
        const answer = JSON.parse(body) as { total: number; users: unknown[]; absences: unknown[] };
        return `${answer.users.length}/${answer.total} dolgozó, ${answer.absences.length} bejegyzés, ${kb(body)}`;
      },
    };
  };
  return measure(options, [call('school'), call('centre'), call('school', 'kovacs')]);
}

/** The payroll CSV of school 001's exports of BENCH_HR_MONTH. */
export async function benchCommute(options: TOptions): Promise<TApiFigure[]> {
  const institution = await schoolId(options.databaseUrl);
  const { first, last } = monthBounds(BENCH_HR_MONTH);
  const q = { institution, start_date: first, end_date: last };
  const call = (who: TWho): TCall => ({
    name: `munkába járás bérszámfejtési CSV, ${BENCH_HR_SCHOOL} egy hónapja`,
    who,
    path: `/api/munkabajaras/export_csv/?${new URLSearchParams({ institution: String(institution), start_date: first, end_date: last })}`,
    run: async (capture, userId) => commuteCsv(await capture.contextFor(userId), q),
    describe: (body) => `${body.trimEnd().split('\r\n').length - 1} sor, ${kb(body)}`,
  });
  return measure(options, [call('school'), call('centre')]);
}
