// Decision answers as people read them, and decision dialogs that start from the record
// (issue 11 items 2 and 10): the finance referent's 'Megfelel' of the seeded commitment flows.
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/kotelezettsegvallalas';

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'vezeto.a', 'penzugy']) tokens[who] = await login(server.app, `${who}@etanker.local`);
});

type TQuestionView = { codename: string; default: unknown; list: string | null; format: string | null };
type TOption = { id: number; label: string; questions: TQuestionView[] };

const detail = async (who: string, id: number) => (await server.app.inject({ method: 'GET', url: `${base}/${id}/`, headers: as(who) })).json();

async function decide(who: string, id: number, label: RegExp, answers: object = {}) {
  const option = (await detail(who, id)).current_step.options.find((o: TOption) => label.test(o.label));
  return server.app.inject({ method: 'POST', url: `${base}/${id}/donteshozas/`, headers: as(who), payload: { decision_option: option.id, answers } });
}

/** A commitment (Rovat K311, 266 700 Ft) waiting on the finance referent. */
async function atFinance() {
  const created = await server.app.inject({
    method: 'POST',
    url: `${base}/`,
    headers: as('igenylo.a'),
    payload: {
      subject: 'Projektor beszerzése',
      description: 'Tanterembe',
      financial_entry: 1,
      payment_type: 1,
      products: [{ name: 'Projektor', quantity: 1, unit: 'db', gross_price: 266700, vat: 1 }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  expect((await decide('igenylo.a', id, /Beküldés/)).statusCode).toBe(200);
  expect((await decide('vezeto.a', id, /^Jóváhagyom/)).statusCode).toBe(200);
  return id;
}

const questionsOf = async (id: number) =>
  Object.fromEntries(
    ((await detail('penzugy', id)).current_step.options as TOption[]).find((o) => o.label === 'Megfelel')!.questions.map((q) => [q.codename, q]),
  );

describe('decision questions start from the record', () => {
  it("offers the requester's Rovat and amount, the Rovat from its static list, the amount as money", async () => {
    const q = await questionsOf(await atFinance());
    expect(q.financial_entry).toMatchObject({ default: 1, list: 'financial_entries' });
    expect(q.approved_cost).toMatchObject({ default: 266700, format: 'money' });
    expect(q.planned_payment_date.default).toBeNull();
  });
});

describe('decision answers as people read them', () => {
  it('stores the choice with its code and the amount in forints; the history answers them', async () => {
    const id = await atFinance();
    const res = await decide('penzugy', id, /^Megfelel/, { financial_entry: 4, approved_cost: 950000, planned_payment_date: '2026-12-15' });
    expect(res.statusCode, res.body).toBe(200);
    const answers = (await detail('penzugy', id)).decisions.at(-1).answers as { codename: string; value: unknown; display: string }[];
    const shown = Object.fromEntries(answers.map((a) => [a.codename, a.display]));
    expect(shown).toEqual({
      financial_entry: 'K321 – Informatikai szolgáltatások igénybevétele',
      approved_cost: '950 000 Ft',
      planned_payment_date: '2026-12-15',
    });
    expect(answers.find((a) => a.codename === 'financial_entry')!.value).toBe('4');
  });

  it("refuses a Rovat that is not on the list (400, the question's message)", async () => {
    const res = await decide('penzugy', await atFinance(), /^Megfelel/, { financial_entry: 999, approved_cost: 1000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().financial_entry).toEqual(['Érvénytelen választás.']);
  });
});

describe('migration of existing databases', () => {
  it("gives the seeded flows' old 'Megfelel' questions their list, money format and record defaults", async () => {
    const prisma = server.services.prisma;
    const old = [
      { codename: 'financial_entry', type: 'select', label: 'Kötelezettségvállalás rovata', choices: [] },
      { codename: 'approved_cost', type: 'number', label: 'Jóváhagyott összeg' },
      { codename: 'planned_payment_date', type: 'date', label: 'Tervezett kifizetés dátuma' },
    ];
    const where = { label: 'Megfelel', step: { flow: { module: 'commitments' } } };
    await prisma.decisionOption.updateMany({ where, data: { questions: old } });
    const sql = fs.readFileSync(new URL('../../prisma/migrations/20261125180000_commitment_question_defaults/migration.sql', import.meta.url), 'utf8');
    await prisma.$executeRawUnsafe(sql);
    const options = await prisma.decisionOption.findMany({ where, select: { questions: true } });
    expect(options.length).toBeGreaterThan(0);
    for (const { questions } of options) {
      expect(questions).toEqual([
        { ...old[0], list: 'financial_entries', default: { field: 'financial_entry' } },
        { ...old[1], format: 'money', default: { field: ['approved_cost', 'cost'] } },
        old[2],
      ]);
    }
  });
});
