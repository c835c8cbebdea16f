// Financial budgets' kept sums: the database keeps them on the budget row in the transaction of
// every change they count (statement triggers, DESIGN.md "Financial budgets"). After each kind of
// change — through the REST routes where a user makes it, else as a direct write, as a seed or
// a script would — the kept sums equal the read-time SQL (helpers/budget-sums.ts), the reference.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { contractFixture as commitmentFixture } from '../../server/src/modules/finance/commitments/contract-fixture.ts';
import { referenceSums } from '../helpers/budget-sums.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const budgets = '/api/penzugy/penzugyi-keretek';
const commitments = '/api/kotelezettsegvallalas';
const invoices = '/api/szamlazas';
let schoolA = 0;

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['penzugy', 'kozpontipenzugy', 'igenylo.a', 'vezeto.a']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  schoolA = (await server.services.prisma.institution.findFirstOrThrow({ where: { unit_code: '001' }, select: { id: true } })).id;
});

const prisma = () => server.services.prisma;
const get = (url: string, who = 'penzugy') => server.app.inject({ method: 'GET', url, headers: as(who) });
const post = (url: string, payload: object, who = 'penzugy') => server.app.inject({ method: 'POST', url, headers: as(who), payload });

/** The details' sums (the kept ones) equal the reference, for every budget given; returns the first's. */
async function expectKept(...ids: number[]) {
  const answers = [];
  for (const id of ids) {
    const detail = (await get(`${budgets}/${id}/`)).json<{ sums: Record<string, number>; commitments_count: number }>();
    const kept = { commitments_count: detail.commitments_count, sums: detail.sums };
    expect(kept, `budget ${id}`).toEqual(await referenceSums(prisma(), id));
    answers.push(kept);
  }
  return answers[0];
}

let year = 2070;
async function budget() {
  const res = await post(`${budgets}/`, { type: 1, institution: schoolA, year: year++, amount: 1_000_000 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

let serial = 900;
async function commitment(budgetId: number) {
  const payload = { ...commitmentFixture.create({ serial: serial++, institution: schoolA }), financial_budget: budgetId };
  const res = await post(`${commitments}/`, payload, 'igenylo.a');
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; cost: number }>();
}

async function decide(url: string, who: string, label: RegExp, answers: object = {}) {
  const detail = (await get(`${url}/`, who)).json<{ current_step: { options: { id: number; label: string }[] } }>();
  const option = detail.current_step.options.find((o) => label.test(o.label));
  expect(option, `${who}: ${label}`).toBeTruthy();
  const res = await post(`${url}/donteshozas/`, { decision_option: option!.id, answers }, who);
  expect(res.statusCode, res.body).toBe(200);
}

/** Submitted, approved by the head, checked by the referent at `approved_cost`, countersigned: closed_positive. */
async function approve(id: number, approved_cost: number) {
  const url = `${commitments}/${id}`;
  await decide(url, 'igenylo.a', /^Beküldés/);
  await decide(url, 'vezeto.a', /^Jóváhagyom/);
  await decide(url, 'penzugy', /^Megfelel/, { approved_cost, financial_entry: 1 });
  await decide(url, 'kozpontipenzugy', /^Ellenjegyzem/);
}

const BOUNDARY = '----keret';
async function invoice(commitmentId: number, amount: string) {
  const fields = { invoice_number: `SZ-${serial++}`, amount, commitment: String(commitmentId), parts: '[]', institution: String(schoolA) };
  const body = Object.entries(fields)
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const res = await server.app.inject({
    method: 'POST',
    url: `${invoices}/`,
    headers: { ...as('penzugy'), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.from(`${body}--${BOUNDARY}--\r\n`),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

describe('financial budgets: kept sums', () => {
  it('follow every kind of commitment change', async () => {
    const a = await budget();
    const b = await budget();
    expect(await expectKept(a)).toMatchObject({ commitments_count: 0, sums: { commitments_sum: 0 } });

    const draft = await commitment(a);
    const approved = await commitment(a);
    const rejected = await commitment(a);
    const sentBack = await commitment(a);
    expect((await expectKept(a)).commitments_count).toBe(4);

    await decide(`${commitments}/${approved.id}`, 'igenylo.a', /^Beküldés/);
    expect((await expectKept(a)).sums.unfinished_commitments_sum).toBe(approved.cost);
    await decide(`${commitments}/${approved.id}`, 'vezeto.a', /^Jóváhagyom/);
    await decide(`${commitments}/${approved.id}`, 'penzugy', /^Megfelel/, { approved_cost: 1500, financial_entry: 1 });
    await expectKept(a);
    await decide(`${commitments}/${approved.id}`, 'kozpontipenzugy', /^Ellenjegyzem/);
    expect((await expectKept(a)).sums).toMatchObject({ commitments_sum: 1500, commitments_without_invoice_sum: 1500, unfinished_commitments_sum: 0 });

    await decide(`${commitments}/${rejected.id}`, 'igenylo.a', /^Beküldés/);
    await decide(`${commitments}/${rejected.id}`, 'vezeto.a', /^Elutasítom/, { reason: 'Nincs rá szükség.' });
    await expectKept(a);
    // Sent back for correction: in its first state again, with decisions, so unfinished.
    await decide(`${commitments}/${sentBack.id}`, 'igenylo.a', /^Beküldés/);
    await decide(`${commitments}/${sentBack.id}`, 'vezeto.a', /^Javításra/);
    expect((await expectKept(a)).sums.unfinished_commitments_sum).toBe(sentBack.cost);

    // Storno and copy (the copy is a draft charged to the same budget).
    const storno = await post(`${commitments}/${sentBack.id}/sztorno/`, {}, 'igenylo.a');
    expect(storno.statusCode, storno.body).toBe(200);
    const copy = await post(`${commitments}/${sentBack.id}/masolas/`, {}, 'igenylo.a');
    expect(copy.statusCode, copy.body).toBe(201);
    expect((await expectKept(a)).commitments_count).toBe(5);

    // Cost and approved cost changed, by any writer.
    await prisma().commitment.update({ where: { id: approved.id }, data: { approved_cost: '1234.56' } });
    expect((await expectKept(a)).sums.commitments_sum).toBe(1234.56);
    await prisma().commitment.update({ where: { id: approved.id }, data: { approved_cost: null, cost: '999.99' } });
    expect((await expectKept(a)).sums.commitments_sum).toBe(999.99);

    // Moved to another budget: both change.
    await prisma().commitment.update({ where: { id: approved.id }, data: { financial_budget_id: b } });
    expect((await expectKept(a, b)).sums.commitments_sum).toBe(0);
    await prisma().commitment.update({ where: { id: approved.id }, data: { financial_budget_id: null } });
    await expectKept(a, b);

    // Deleted (the draft through the route; its Case cascades to the commitment).
    const deleted = await server.app.inject({ method: 'DELETE', url: `${commitments}/${draft.id}/`, headers: as('igenylo.a') });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await expectKept(a)).commitments_count).toBe(3);
  });

  it('follow every kind of invoice change', async () => {
    const a = await budget();
    const first = await commitment(a);
    const second = await commitment(a);
    await approve(first.id, 10_000);
    await approve(second.id, 20_000);

    const paid = await invoice(first.id, '2500.25');
    expect((await expectKept(a)).sums).toMatchObject({ invoices_sum: 2500.25, commitments_without_invoice_sum: 20_000 });
    const other = await invoice(first.id, '100');
    await prisma().invoice.update({ where: { id: paid }, data: { amount: '3000' } });
    expect((await expectKept(a)).sums.invoices_sum).toBe(3100);

    // Storno through the route, cancelled as a state change.
    await decide(`${invoices}/${other}`, 'penzugy', /^Beküldés/);
    expect((await post(`${invoices}/${other}/sztorno/`, {}, 'kozpontipenzugy')).statusCode).toBe(200);
    expect((await expectKept(a)).sums.invoices_sum).toBe(3000);
    await prisma().case.update({ where: { id: paid }, data: { state: 'cancelled' } });
    expect((await expectKept(a)).sums).toMatchObject({ invoices_sum: 0, commitments_without_invoice_sum: 30_000 });
    await prisma().case.update({ where: { id: paid }, data: { state: 'closed_positive' } });

    // Moved to another commitment, then to none, then deleted with its Case.
    await prisma().invoice.update({ where: { id: paid }, data: { commitment_id: second.id } });
    expect((await expectKept(a)).sums).toMatchObject({ invoices_sum: 3000, commitments_without_invoice_sum: 10_000 });
    await prisma().invoice.update({ where: { id: paid }, data: { commitment_id: null } });
    expect((await expectKept(a)).sums.invoices_sum).toBe(0);
    await prisma().invoice.update({ where: { id: paid }, data: { commitment_id: first.id } });
    await prisma().case.delete({ where: { id: paid } });
    expect((await expectKept(a)).sums.invoices_sum).toBe(0);
  });

  it('follow bulk statements and decisions written directly, once per statement', async () => {
    const a = await budget();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await commitment(a)).id);
    await prisma().case.updateMany({ where: { id: { in: ids } }, data: { state: 'closed_positive' } });
    expect((await expectKept(a)).sums.commitments_sum).toBeGreaterThan(0);
    await prisma().case.updateMany({ where: { id: { in: ids } }, data: { state: 'open' } });
    expect((await expectKept(a)).sums.unfinished_commitments_sum).toBe(0);
    const user = await prisma().user.findFirstOrThrow({ where: { email: 'igenylo.a@etanker.local' }, select: { id: true, name: true } });
    const decision = { user_id: user.id, user_name: user.name, step_name: 'Igénylés', position: 0, decision: 'neutral', decision_label: 'Visszaküldés' };
    await prisma().decision.createMany({ data: ids.map((case_id) => ({ ...decision, case_id })) });
    expect((await expectKept(a)).sums.unfinished_commitments_sum).toBeGreaterThan(0);
    // A second decision changes nothing; deleting a commitment's last one makes it a draft again.
    await prisma().decision.create({ data: { ...decision, case_id: ids[0] } });
    await expectKept(a);
    await prisma().decision.deleteMany({ where: { case_id: ids[0] } });
    await expectKept(a);
    await prisma().decision.deleteMany({ where: { case_id: ids[1] } });
    expect((await expectKept(a)).sums.unfinished_commitments_sum).toBeGreaterThan(0);
  });

  it('two transactions changing one budget at once: the later recompute sees the earlier commit', async () => {
    const a = await budget();
    const [x, y] = [await commitment(a), await commitment(a)];
    await prisma().case.updateMany({ where: { id: { in: [x.id, y.id] } }, data: { state: 'closed_positive' } });
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstWrote = () => undefined as void;
    const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
    const first = prisma().$transaction(async (tx) => {
      await tx.commitment.update({ where: { id: x.id }, data: { approved_cost: '100' } });
      firstWrote();
      await held;
    });
    await wrote;
    // The second changes y and waits for the budget's row until the first commits.
    const second = prisma().$transaction((tx) => tx.commitment.update({ where: { id: y.id }, data: { approved_cost: '200' } }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await Promise.all([first, second]);
    expect((await expectKept(a)).sums.commitments_sum).toBe(300);
  });
});
