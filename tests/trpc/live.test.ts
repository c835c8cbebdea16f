// Live updates (issue 15 item 3) over real HTTP: subscriptions as server-sent events, told by
// PostgreSQL's LISTEN/NOTIFY. Two clients: one decides, the other is told within a second; a
// school-B client is told nothing and may not watch school A's record.
import { beforeAll, describe, expect, it } from 'vitest';
import { authHeader, login, startTestServer, type TTestServer } from '../helpers/server.ts';
import { collect, liveClient, until } from '../../scripts/bench/live-client.ts';
import type { TRecordChange, TTaskChange } from '../../server/src/live/watch.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const base = '/api/kotelezettsegvallalas';

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'vezeto.a', 'igenylo.b']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  await server.services.caseEvents.ready();
});

async function decideFirst(who: string, id: number, label: RegExp) {
  const detail = (await server.app.inject({ method: 'GET', url: `${base}/${id}/`, headers: authHeader(tokens[who]) })).json();
  const option = detail.current_step.options.find((o: { label: string }) => label.test(o.label));
  const res = await server.app.inject({
    method: 'POST',
    url: `${base}/${id}/donteshozas/`,
    headers: authHeader(tokens[who]),
    payload: { decision_option: option.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  return Date.now();
}

describe('live updates', () => {
  it('tells the manager when a record starts waiting, the requester when the manager decided, and school B nothing', async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: `${base}/`,
      headers: authHeader(tokens['igenylo.a']),
      payload: { subject: 'Élő értesítés próbája', financial_entry: 1, payment_type: 1, cost: 12000 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().id;

    const requester = liveClient(server.url, tokens['igenylo.a']);
    const manager = liveClient(server.url, tokens['vezeto.a']);
    const otherSchool = liveClient(server.url, tokens['igenylo.b']);
    const requesterRecord = collect<TRecordChange>((h) => requester.commitments.onChange.subscribe({ id }, h));
    const managerTasks = collect<TTaskChange>((h) => manager.myTasks.onChange.subscribe(undefined, h));
    const otherTasks = collect<TTaskChange>((h) => otherSchool.myTasks.onChange.subscribe(undefined, h));
    const otherRecord = collect<TRecordChange>((h) => otherSchool.commitments.onChange.subscribe({ id }, h));
    await Promise.all([requesterRecord.started, managerTasks.started, otherTasks.started, otherRecord.started]);
    expect(await until(() => otherRecord.errors.length > 0, 2000), 'school B may not watch the record').toBe(true);
    expect((otherRecord.errors[0] as { data?: { httpStatus?: number } }).data?.httpStatus).toBe(404);

    // Submitting: the record starts waiting on the school manager; the requester made it itself.
    const submitted = await decideFirst('igenylo.a', id, /Beküld/);
    expect(await until(() => managerTasks.events.length > 0, 1000), 'the manager is told within a second').toBe(true);
    expect(managerTasks.events[0].data).toEqual({ module: 'commitments', id });
    expect(managerTasks.events[0].at - submitted).toBeLessThan(1000);

    const decided = await decideFirst('vezeto.a', id, /Jóváhagy/);
    expect(await until(() => requesterRecord.events.length > 0, 1000), 'the requester is told within a second').toBe(true);
    expect(requesterRecord.events[0].at - decided).toBeLessThan(1000);
    expect(requesterRecord.events[0].data).toMatchObject({ id, deleted: false });
    expect(requesterRecord.events, 'not told about its own submission').toHaveLength(1);

    // A comment by the manager reaches the requester too; school B heard of nothing at all.
    await server.app.inject({ method: 'POST', url: `${base}/${id}/uj-komment/`, headers: authHeader(tokens['vezeto.a']), payload: { content: 'Rendben.' } });
    expect(await until(() => requesterRecord.events.length > 1, 1000)).toBe(true);
    expect(otherTasks.events).toHaveLength(0);
    for (const received of [requesterRecord, managerTasks, otherTasks]) received.stop();
  });
});
