// Financial budgets (/api/penzugy/penzugyi-keretek/): change requests walk their own flow and move
// the amount only when approved; the sums against hand-computed numbers (which commitment states
// and invoices count); who sees and who may ask for what.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { contractFixture as commitmentFixture } from '../../server/src/modules/finance/commitments/contract-fixture.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/penzugy/penzugyi-keretek';
const school: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['penzugy', 'penzugy2', 'kozpontipenzugy', 'igenylo.a', 'igenylo.b', 'vezeto.a', 'olvaso'])
    tokens[who] = await login(server.app, `${who}@etanker.local`);
  for (const i of await server.services.prisma.institution.findMany({ select: { id: true, unit_code: true } })) school[i.unit_code] = i.id;
});

const get = (url: string, who = 'penzugy') => server.app.inject({ method: 'GET', url, headers: as(who) });
const post = (url: string, body: object, who = 'penzugy') => server.app.inject({ method: 'POST', url, headers: as(who), payload: body });

interface TChange {
  id: number;
  state: string;
  previous_amount: number;
  amount_change: number;
  new_amount: number;
  reason: string;
  waiting_for: { name: string } | null;
}
interface TBudget {
  id: number;
  amount: number;
  change_requests: TChange[];
  commitments: { id: number }[];
  commitments_count: number;
  sums: Record<string, number>;
  can_request_change: boolean;
}

let year = 2060;
async function budget(over: object = {}) {
  const res = await post(`${base}/`, { type: 1, institution: school['001'], year: year++, amount: 1_000_000, ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}
const detail = async (id: number, who = 'penzugy') => (await get(`${base}/${id}/`, who)).json<TBudget>();

async function requestChange(id: number, body: object, who = 'penzugy') {
  const res = await post(`${base}/${id}/valtozasok/`, { reason: 'Teszt indoklás', ...body }, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TBudget>().change_requests[0];
}

async function decide(budgetId: number, changeId: number, who: string, label: string, answers: object = {}) {
  // The centre's finance decides (or substitutes on) every step, so it is answered every step's options.
  const change = (await get(`/api/penzugy/penzugyi-keret-valtozasok/${changeId}/`, 'kozpontipenzugy')).json<{
    current_step: { options: { id: number; label: string }[] };
  }>();
  const option = change.current_step.options.find((o) => o.label === label)!;
  return post(`${base}/${budgetId}/valtozasok/${changeId}/donteshozas/`, { decision_option: option.id, answers }, who);
}

describe('financial budgets: change requests', () => {
  it('an approved request changes the amount with the final decision, not before', async () => {
    const id = await budget();
    const change = await requestChange(id, { new_amount: 1_250_000.5 });
    expect(change).toMatchObject({ state: 'pending', amount_change: 250_000.5, new_amount: 1_250_000.5, waiting_for: { name: 'Szűcs Balázs' } });
    expect((await detail(id)).amount).toBe(1_000_000);
    // Four eyes: penzugy asked, so the other finance referent checks.
    expect((await decide(id, change.id, 'penzugy', 'Megfelel')).statusCode).toBe(403);
    expect((await decide(id, change.id, 'penzugy2', 'Megfelel')).statusCode).toBe(200);
    expect((await detail(id)).amount).toBe(1_000_000);
    const approved = await decide(id, change.id, 'kozpontipenzugy', 'Jóváhagyom');
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await detail(id);
    expect(after.amount).toBe(1_250_000.5);
    expect(after.change_requests[0]).toMatchObject({ state: 'closed_positive', waiting_for: null });
  });

  it('a delta applies to the amount at approval time; a rejected request leaves it', async () => {
    const id = await budget();
    const rise = await requestChange(id, { amount_change: 300_000 });
    const cut = await requestChange(id, { amount_change: -100_000.25 });
    await decide(id, cut.id, 'penzugy2', 'Megfelel');
    await decide(id, cut.id, 'kozpontipenzugy', 'Jóváhagyom');
    expect((await detail(id)).amount).toBe(899_999.75);
    const rejected = await decide(id, rise.id, 'penzugy2', 'Elutasítom', { reason: 'Nincs fedezet.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const after = await detail(id);
    expect(after.amount).toBe(899_999.75);
    expect(after.change_requests.find((c) => c.id === rise.id)?.state).toBe('closed_negative');
  });

  it('a decision through another budget is a 404; the wrong decider a 403', async () => {
    const id = await budget();
    const other = await budget();
    const change = await requestChange(id, { amount_change: 10 });
    expect((await decide(other, change.id, 'penzugy', 'Megfelel')).statusCode).toBe(404);
    // The school's head reads the request but does not decide it.
    expect((await decide(id, change.id, 'vezeto.a', 'Megfelel')).statusCode).toBe(403);
  });

  it("takes the change request's documented shape back: previous_amount with the new amount, or with the change as well", async () => {
    const id = await budget();
    const byNew = await post(`${base}/${id}/valtozasok/`, { previous_amount: 1_000_000, new_amount: 1_200_000, reason: 'Bővítés' });
    expect(byNew.statusCode, byNew.body).toBe(201);
    const [asked] = (await detail(id)).change_requests;
    expect(asked).toMatchObject({ previous_amount: 1_000_000, amount_change: 200_000, new_amount: 1_200_000, reason: 'Bővítés' });
    const { previous_amount, amount_change, new_amount, reason } = asked;
    const again = await post(`${base}/${id}/valtozasok/`, { previous_amount, amount_change, new_amount, reason });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refuses bad requests with Hungarian field messages and changes nothing', async () => {
    const id = await budget();
    const ask = (body: object, who = 'penzugy') => post(`${base}/${id}/valtozasok/`, { reason: 'x', ...body }, who);
    expect((await ask({ new_amount: 5, amount_change: 5 })).json()).toEqual({ new_amount: ['Az új összeg nem egyezik a keret összegével és a változással.'] });
    expect((await ask({ previous_amount: 999_999, new_amount: 1_000_001 })).json()).toEqual({
      previous_amount: ['A keret összege időközben megváltozott, most 1 000 000 Ft.'],
    });
    expect((await ask({})).statusCode).toBe(400);
    expect((await ask({ amount_change: -1_000_000.01 })).json()).toEqual({ amount_change: ['A keret összege nem lehet negatív.'] });
    expect((await ask({ new_amount: 1_000_000 })).statusCode).toBe(400);
    expect((await ask({ amount_change: 1, reason: ' ' })).json()).toMatchObject({ reason: ['Ez a mező nem lehet üres'] });
    expect((await ask({ amount_change: 0.001 })).statusCode).toBe(400);
    // A school's requester reads the budget but asks nothing; the read-only user neither.
    expect((await ask({ amount_change: 1 }, 'igenylo.a')).statusCode).toBe(403);
    expect((await ask({ amount_change: 1 }, 'olvaso')).statusCode).toBe(403);
    expect((await detail(id, 'igenylo.a')).can_request_change).toBe(false);
    await server.services.prisma.financialBudget.update({ where: { id }, data: { is_active: false } });
    expect((await ask({ amount_change: 1 })).json()).toEqual({ non_field_errors: ['A pénzügyi keret nem aktív.'] });
    const after = await detail(id);
    expect(after.change_requests).toEqual([]);
    expect(after.amount).toBe(1_000_000);
  });

  it('PUT takes the GET answer back but never changes the amount or the school', async () => {
    const id = await budget();
    const answer = await detail(id);
    const res = await server.app.inject({
      method: 'PUT',
      url: `${base}/${id}/`,
      headers: as('penzugy'),
      payload: { ...answer, amount: 5, institution: school['002'], is_active: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amount: 1_000_000, institution: { id: school['001'] }, is_active: false });
  });
});

let serial = 700;
/** A commitment of school 001 charged to the budget, put in `state` with its costs (the flow is not under test). */
async function charge(budgetId: number, state: string, cost: string, approved_cost: string | null = null, decided = false) {
  const res = await post(
    '/api/kotelezettsegvallalas/',
    { ...commitmentFixture.create({ serial: serial++, institution: school['001'] }), financial_budget: budgetId },
    'igenylo.a',
  );
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json<{ id: number }>();
  await server.services.prisma.commitment.update({ where: { id }, data: { cost, approved_cost } });
  await server.services.prisma.case.update({ where: { id }, data: { state } });
  if (decided) {
    const user = await server.services.prisma.user.findFirstOrThrow({ where: { email: 'igenylo.a@etanker.local' }, select: { id: true, name: true } });
    await server.services.prisma.decision.create({
      data: { case_id: id, user_id: user.id, user_name: user.name, step_name: 'Igénylés', position: 0, decision: 'neutral', decision_label: 'Visszaküldés' },
    });
  }
  return id;
}

/** An invoice of the commitment in `state` (the invoice module is another's; only its row and Case matter here). */
async function invoice(commitmentId: number, amount: string, state: string) {
  const prisma = server.services.prisma;
  const owner = await prisma.case.findUniqueOrThrow({ where: { id: commitmentId }, select: { institution_id: true, creator_id: true } });
  const c = await prisma.case.create({
    data: { module: 'invoices', institution_id: owner.institution_id, creator_id: owner.creator_id, state },
    select: { id: true },
  });
  await prisma.invoice.create({ data: { id: c.id, commitment_id: commitmentId, invoice_number: `SZ-${c.id}`, amount } });
}

describe('financial budgets: sums', () => {
  it('counts exactly what the rules say (hand-computed)', async () => {
    const id = await budget();
    expect((await detail(id)).sums).toEqual({ commitments_sum: 0, invoices_sum: 0, commitments_without_invoice_sum: 0, unfinished_commitments_sum: 0 });
    // Approved: the approved cost, else the cost.
    const a = await charge(id, 'closed_positive', '171000', '150000.10');
    const b = await charge(id, 'closed_positive', '64770.45');
    const c = await charge(id, 'closed_positive', '99999');
    // In the flow: submitted, or sent back for correction; a draft is not.
    await charge(id, 'under_checking', '250000', '200000');
    await charge(id, 'open', '11111', null, true);
    await charge(id, 'open', '22222');
    // Rejected, storno, cancelled: nowhere.
    await charge(id, 'closed_negative', '33333');
    await charge(id, 'rolled_back', '44444');
    await charge(id, 'cancelled', '55555');
    // Live invoices of approved commitments; storno or cancelled ones are not.
    await invoice(a, '100000.05', 'closed_positive');
    await invoice(a, '20000', 'under_checking');
    await invoice(a, '5000', 'rolled_back');
    await invoice(b, '7000', 'cancelled');
    const { sums, commitments_count } = await detail(id);
    // The count is of every charged commitment, as the sums read them, whatever their state.
    expect(commitments_count).toBe(9);
    expect(sums).toEqual({
      commitments_sum: 150000.1 + 64770.45 + 99999,
      invoices_sum: 120000.05,
      // b's only invoice was cancelled: it has none alive.
      commitments_without_invoice_sum: 64770.45 + 99999,
      unfinished_commitments_sum: 211111,
    });
    expect(sums.commitments_sum).toBe(314769.55);
    expect(c).toBeGreaterThan(0);
  });
});

describe('financial budgets: scope and list filters', () => {
  it("a school's users see their institutions' budgets and in-scope commitments; the centre all", async () => {
    const a = await budget();
    const b = await budget({ institution: school['002'] });
    await charge(a, 'under_checking', '1000');
    expect((await get(`${base}/${a}/`, 'igenylo.a')).statusCode).toBe(200);
    expect((await get(`${base}/${b}/`, 'igenylo.a')).statusCode).toBe(404);
    expect((await get(`${base}/${a}/`, 'igenylo.b')).statusCode).toBe(404);
    expect((await get(`${base}/${b}/`, 'igenylo.b')).statusCode).toBe(200);
    const listed = (await get(`${base}/?limit=100`, 'vezeto.a')).json<{ data: { institution: { id: number } }[] }>().data;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((r) => r.institution.id === school['001'])).toBe(true);
    const centre = (await get(`${base}/?year=${year - 1}`, 'kozpontipenzugy')).json<{ data: { id: number }[] }>().data;
    expect(centre.map((r) => r.id)).toEqual([b]);
    expect((await detail(a, 'igenylo.a')).commitments).toHaveLength(1);
    // Another school's budget is not there for a change request either.
    expect((await post(`${base}/${b}/valtozasok/`, { amount_change: 1, reason: 'x' }, 'igenylo.a')).statusCode).toBe(404);
  });

  it('waiting_for and waiting_for_me find budgets by their pending change requests', async () => {
    const id = await budget();
    const ids = async (query: string, who = 'penzugy') =>
      (await get(`${base}/?limit=100&${query}`, who)).json<{ data: { id: number }[] }>().data.map((r) => r.id);
    // penzugy asks, so the other finance referent checks (four eyes).
    const referent = await server.services.prisma.user.findFirstOrThrow({ where: { email: 'penzugy2@etanker.local' }, select: { id: true } });
    expect(await ids('waiting_for_me=true', 'penzugy2')).not.toContain(id);
    const change = await requestChange(id, { amount_change: 5 });
    expect(await ids('waiting_for_me=true', 'penzugy2')).toContain(id);
    expect(await ids(`waiting_for=${referent.id}`)).toContain(id);
    await decide(id, change.id, 'penzugy2', 'Megfelel');
    expect(await ids('waiting_for_me=true', 'penzugy2')).not.toContain(id);
    expect(await ids('waiting_for_me=true', 'kozpontipenzugy')).toContain(id);
  });
});
