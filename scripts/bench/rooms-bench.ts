// Issue 10's room-reservation figures: the calendar month (a school's requester and the centre's
// admin) and the free rooms of a period (a morning, and an evening the room bookings decide), at one connection (the service time) and at 32, each
// beside the same SQL through pg and its floor (that SQL and the answer from a bare Fastify).
import type { z } from 'zod';
import { roomReservations } from '../../server/src/modules/technical/room-reservations/module.ts';
import type { TAnyAction } from '../../server/src/workflow/define.ts';
import { createQueryCapture } from './capture.ts';
import { BENCH_CALENDAR_MONTH, BENCH_FREE_EVENING, BENCH_FREE_PERIOD } from './generate-rooms.ts';
import { getJson, login } from './http.ts';
import { httpLoad, sqlLoad, type TCapturedQuery } from './load.ts';
import { SINGLE_SECONDS, startFloorServer, userIds, withRatio, type TApiFigure } from './api.ts';

const BASE = '/api/teremfoglalasok/';
const USERS = { school: 'igenylo.a@etanker.local', admin: 'admin@etanker.local' };

interface TRoomCase {
  name: string;
  user: keyof typeof USERS;
  action: 'calendar' | 'freeRooms';
  path: string;
  query: Record<string, string>;
}

const month = { year: String(BENCH_CALENDAR_MONTH.year), month: String(BENCH_CALENDAR_MONTH.month) };
const CASES: TRoomCase[] = [
  { name: 'naptár, egy hónap (iskolai igénylő)', user: 'school', action: 'calendar', path: 'naptar/', query: month },
  { name: 'naptár, egy hónap (központi admin)', user: 'admin', action: 'calendar', path: 'naptar/', query: month },
  { name: 'szabad termek (iskolai igénylő)', user: 'school', action: 'freeRooms', path: 'szabad-termek/', query: BENCH_FREE_PERIOD },
  { name: 'szabad termek (központi admin)', user: 'admin', action: 'freeRooms', path: 'szabad-termek/', query: BENCH_FREE_PERIOD },
  // The evening: every room's weekly booking (teremberlés) counts.
  { name: 'szabad termek este, teremberlésekkel (iskolai igénylő)', user: 'school', action: 'freeRooms', path: 'szabad-termek/', query: BENCH_FREE_EVENING },
  { name: 'szabad termek este, teremberlésekkel (központi admin)', user: 'admin', action: 'freeRooms', path: 'szabad-termek/', query: BENCH_FREE_EVENING },
];

export async function benchRooms(options: { baseUrl: string; databaseUrl: string; dataDir: string; log: (line: string) => void }): Promise<TApiFigure[]> {
  const { baseUrl, databaseUrl, log } = options;
  const ids = await userIds(databaseUrl, USERS);
  const tokens = { school: await login(baseUrl, USERS.school), admin: await login(baseUrl, USERS.admin) };
  const capture = createQueryCapture(databaseUrl, options.dataDir);
  const calls: { c: TRoomCase; path: string; sql: TCapturedQuery[]; body: string }[] = [];
  try {
    for (const c of CASES) {
      const path = `${BASE}${c.path}?${new URLSearchParams(c.query)}`;
      const answer = await getJson<{ events?: unknown[] } | unknown[]>(baseUrl, path, tokens[c.user]);
      log(`${c.name}: ${Array.isArray(answer) ? answer.length : (answer.events?.length ?? 0)} elem`);
      const ctx = await capture.contextFor(ids[c.user]);
      const action = roomReservations.actions![c.action] as TAnyAction;
      const input = (action.input as z.ZodType).parse(c.query);
      // As the server runs a reading action: on the client itself, without a transaction.
      const call = () => action.run(ctx.prisma, ctx as never, { input } as never);
      await call();
      calls.push({ c, path, sql: await capture.capture(call), body: JSON.stringify(answer) });
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
      const token = tokens[call.c.user];
      const single = await httpLoad({ url, token, connections: 1, seconds: SINGLE_SECONDS });
      const floorSingle = await httpLoad({ url: `${floor.baseUrl}/${i}`, token: '', connections: 1, seconds: SINGLE_SECONDS });
      const api = await httpLoad({ url, token });
      const raw = await sqlLoad(databaseUrl, [call.sql]);
      const floorFigure = await httpLoad({ url: `${floor.baseUrl}/${i}`, token: '' });
      figures.push(withRatio({ name: call.c.name, path: call.path, api, single, raw, floor: floorFigure, floorSingle }));
    }
  } finally {
    await floor.stop();
  }
  return figures;
}
