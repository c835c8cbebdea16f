// Four eyes in the engine (issue 23 item 3): a creator never decides their own record's approval
// steps, nobody decides two steps of one record, unless the flow allows it (allow_same_decider).
// The decision route, `can_decide` and the list's `waiting_for_me` agree; a role step resolves to
// a holder four eyes allow. Commitments on test flows picked by their cost.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../helpers/server.ts';
import { kitClient, type TKitClient } from '../kit/client.ts';
import { resolveFlow } from '../../prisma/seed/flows/index.ts';
import type { TFlowSeed } from '../../server/src/workflow/flow-types.ts';
import { EARLIER_STEP, OWN_RECORD } from '../../server/src/workflow/four-eyes.ts';

const base = '/api/kotelezettsegvallalas';
const SUBMIT: TFlowSeed['steps'][number] = {
  name: 'Igénylés',
  assignee: { role: 'creator' },
  options: [{ label: 'Beküldés', type: 'positive', outcome: 'next' }],
};
const step = (name: string, assignee: TFlowSeed['steps'][number]['assignee']): TFlowSeed['steps'][number] => ({
  name,
  assignee,
  options: [{ label: 'Jóváhagyom', type: 'positive', outcome: 'next' }],
});
const OWN = step('Saját lépés', { user_email: 'igenylo.a@etanker.local' });
const FIRST = step('Első', { user_email: 'kozpontipenzugy@etanker.local' });
const SECOND = step('Második', { group: 'Központi pénzügy' });
const COSTS = { own: 7771, twice: 7772, allowed: 7773 };
const flow = (cost: number, steps: TFlowSeed['steps'], allow = false): TFlowSeed => ({
  module: 'commitments',
  name: `Négy szem (teszt, ${cost})`,
  priority: 100,
  allow_same_decider: allow,
  condition: { field: 'cost', op: 'eq', value: cost },
  steps,
});

let server: TTestServer;
let api: TKitClient;

beforeAll(async () => {
  server = await startTestServer();
  api = kitClient(server);
  const prisma = server.services.prisma;
  const users = await prisma.user.findMany({
    where: { email: { in: ['igenylo.a@etanker.local', 'kozpontipenzugy@etanker.local'] } },
    select: { id: true, email: true },
  });
  const group = await prisma.group.findUniqueOrThrow({ where: { name: 'Központi pénzügy' }, select: { id: true } });
  const directory = { userIds: new Map(users.map((u) => [u.email, u.id])), groupIds: new Map([['Központi pénzügy', group.id]]) };
  for (const seed of [flow(COSTS.own, [SUBMIT, OWN]), flow(COSTS.twice, [SUBMIT, FIRST, SECOND]), flow(COSTS.allowed, [SUBMIT, OWN, FIRST, SECOND], true)]) {
    await prisma.flow.create({ data: resolveFlow(seed, directory), select: { id: true } });
  }
});

async function submitted(cost: number): Promise<number> {
  const payload = {
    subject: 'Négy szem',
    financial_entry: 1,
    payment_type: 1,
    products: [{ name: 'Satupad', quantity: 1, unit: 'db', gross_price: cost, vat: 1 }],
  };
  const { id } = (await api.ok('igenylo.a', 'POST', `${base}/`, payload, 201)) as { id: number };
  await approve('igenylo.a', id);
  return id;
}

type TDetail = { can_decide: boolean; state: string; current_step: { name: string; options: { id: number }[] } | null };
const detail = async (who: string, id: number) => (await api.ok(who, 'GET', `${base}/${id}/`)) as TDetail;

/** The step's option as the flow stores it (a refused decider is shown none). */
async function optionId(id: number): Promise<number> {
  const c = await server.services.prisma.case.findUniqueOrThrow({ where: { id }, select: { current_step: { select: { options: { select: { id: true } } } } } });
  return c.current_step!.options[0].id;
}

async function approve(who: string, id: number) {
  return api.send(who, 'POST', `${base}/${id}/donteshozas/`, { decision_option: await optionId(id), answers: {} });
}

async function waitingForMe(who: string, id: number): Promise<boolean | undefined> {
  const list = (await api.ok(who, 'GET', `${base}/?limit=100`)) as { data: { id: number; waiting_for_me: boolean }[] };
  return list.data.find((r) => r.id === id)?.waiting_for_me;
}

/** Whether the `waiting_for_me` filter and my tasks list the record. */
async function listedAsMine(who: string, id: number): Promise<{ filter: boolean; tasks: boolean }> {
  const filtered = (await api.ok(who, 'GET', `${base}/?limit=100&waiting_for_me=true`)) as { data: { id: number }[] };
  const tasks = (await api.ok(who, 'GET', '/api/feladataim/?limit=100')) as { data: { id: number }[] };
  return { filter: filtered.data.some((r) => r.id === id), tasks: tasks.data.some((r) => r.id === id) };
}

describe('four eyes', () => {
  it("the creator does not decide their own record's approval step, though it names them", async () => {
    const id = await submitted(COSTS.own);
    const seen = await detail('igenylo.a', id);
    expect(seen.current_step?.name).toBe('Saját lépés');
    expect(seen.can_decide).toBe(false);
    expect(seen.current_step?.options).toEqual([]);
    expect(await waitingForMe('igenylo.a', id)).toBe(false);
    expect(await listedAsMine('igenylo.a', id)).toEqual({ filter: false, tasks: false });
    const res = await approve('igenylo.a', id);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(OWN_RECORD);
    expect((await detail('igenylo.a', id)).current_step?.name).toBe('Saját lépés');
  });

  it('who decided one step does not decide the next, though they are in its group', async () => {
    const id = await submitted(COSTS.twice);
    expect((await approve('kozpontipenzugy', id)).statusCode).toBe(200);
    const seen = await detail('kozpontipenzugy', id);
    expect(seen.current_step?.name).toBe('Második');
    expect(seen.can_decide).toBe(false);
    expect(await waitingForMe('kozpontipenzugy', id)).toBe(false);
    const res = await approve('kozpontipenzugy', id);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(EARLIER_STEP);
  });

  it('a flow that allows the same decider lets the creator and one person decide every step', async () => {
    const id = await submitted(COSTS.allowed);
    expect((await detail('igenylo.a', id)).can_decide).toBe(true);
    expect(await listedAsMine('igenylo.a', id)).toEqual({ filter: true, tasks: true });
    expect((await approve('igenylo.a', id)).statusCode).toBe(200);
    expect((await approve('kozpontipenzugy', id)).statusCode).toBe(200);
    expect(await waitingForMe('kozpontipenzugy', id)).toBe(true);
    expect((await approve('kozpontipenzugy', id)).statusCode).toBe(200);
    expect((await detail('igenylo.a', id)).state).toBe('closed_positive');
  });

  it("a role step resolves to a holder other than the creator: a referent's own budget change waits for the other referent", async () => {
    const prisma = server.services.prisma;
    const budget = await prisma.financialBudget.findFirstOrThrow({ orderBy: { id: 'asc' }, select: { id: true } });
    const res = await api.send('penzugy', 'POST', `/api/penzugy/penzugyi-keretek/${budget.id}/valtozasok/`, { amount_change: 1000, reason: 'Négy szem' });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const change = await prisma.case.findFirstOrThrow({
      where: { module: 'financialBudgetChanges' },
      orderBy: { id: 'desc' },
      select: { waiting_for_user: { select: { email: true } }, creator: { select: { email: true } } },
    });
    expect(change.creator.email).toBe('penzugy@etanker.local');
    expect(change.waiting_for_user?.email).toBe('penzugy2@etanker.local');
  });
});
