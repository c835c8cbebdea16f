// Issue 13's car-booking figures over 500 cars and 100,000 bookings: the cars free for a period
// (szabad-autok/) and the calendar month (naptar/), for a school's requester and the centre's
// admin, at one connection (the service time) and at 32, each beside the same SQL through pg and its floor.
import type { z } from 'zod';
import { carBookings } from '../../server/src/modules/technical/car-bookings/module.ts';
import type { TAnyAction } from '../../server/src/workflow/define.ts';
import { createQueryCapture } from './capture.ts';
import { BENCH_CAR_CALENDAR_MONTH, BENCH_FREE_CAR_PERIOD } from './generate-cars.ts';
import { getJson, login } from './http.ts';
import { httpLoad, sqlLoad, type TCapturedQuery } from './load.ts';
import { SINGLE_SECONDS, startFloorServer, userIds, withRatio, type TApiFigure } from './api.ts';

const USERS = { school: 'igenylo.a@etanker.local', admin: 'admin@etanker.local' };
const month = { year: String(BENCH_CAR_CALENDAR_MONTH.year), month: String(BENCH_CAR_CALENDAR_MONTH.month) };
const CASES: { name: string; user: keyof typeof USERS; action: 'freeCars' | 'calendar'; path: string; query: Record<string, string> }[] = [
  { name: 'szabad gépjárművek (iskolai igénylő)', user: 'school', action: 'freeCars', path: 'szabad-autok/', query: BENCH_FREE_CAR_PERIOD },
  { name: 'szabad gépjárművek (központi admin)', user: 'admin', action: 'freeCars', path: 'szabad-autok/', query: BENCH_FREE_CAR_PERIOD },
  { name: 'gépjárműigények naptára, egy hónap (iskolai igénylő)', user: 'school', action: 'calendar', path: 'naptar/', query: month },
  { name: 'gépjárműigények naptára, egy hónap (központi admin)', user: 'admin', action: 'calendar', path: 'naptar/', query: month },
];

export async function benchCars(options: { baseUrl: string; databaseUrl: string; dataDir: string; log: (line: string) => void }): Promise<TApiFigure[]> {
  const { baseUrl, databaseUrl, log } = options;
  const ids = await userIds(databaseUrl, USERS);
  const tokens = { school: await login(baseUrl, USERS.school), admin: await login(baseUrl, USERS.admin) };
  const capture = createQueryCapture(databaseUrl, options.dataDir);
  const calls: { name: string; user: keyof typeof USERS; path: string; sql: TCapturedQuery[]; body: string }[] = [];
  try {
    for (const c of CASES) {
      const path = `/api/gepjarmuigeny/${c.path}?${new URLSearchParams(c.query)}`;
      const answer = await getJson<{ events?: unknown[] } | unknown[]>(baseUrl, path, tokens[c.user]);
      log(`${c.name}: ${Array.isArray(answer) ? answer.length : (answer.events?.length ?? 0)} elem`);
      const ctx = await capture.contextFor(ids[c.user]);
      const action = carBookings.actions[c.action] as TAnyAction;
      const input = (action.input as z.ZodType).parse(c.query);
      // As the server runs a reading action: on the client itself, without a transaction.
      const call = () => action.run(ctx.prisma, ctx as never, { input } as never);
      await call();
      calls.push({ name: c.name, user: c.user, path, sql: await capture.capture(call), body: JSON.stringify(answer) });
    }
  } finally {
    await capture.close();
  }
  const floor = await startFloorServer(
    databaseUrl,
    options.dataDir,
    calls.map((r) => ({ queries: r.sql, body: r.body })),
  );
  const figures: TApiFigure[] = [];
  try {
    for (const [i, call] of calls.entries()) {
      const url = `${baseUrl}${call.path}`;
      const token = tokens[call.user];
      const single = await httpLoad({ url, token, connections: 1, seconds: SINGLE_SECONDS });
      const floorSingle = await httpLoad({ url: `${floor.baseUrl}/${i}`, token: '', connections: 1, seconds: SINGLE_SECONDS });
      const api = await httpLoad({ url, token });
      const raw = await sqlLoad(databaseUrl, [call.sql]);
      const floorFigure = await httpLoad({ url: `${floor.baseUrl}/${i}`, token: '' });
      figures.push(withRatio({ name: call.name, path: call.path, api, single, raw, floor: floorFigure, floorSingle }));
    }
  } finally {
    await floor.stop();
  }
  return figures;
}
