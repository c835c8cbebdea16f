// Extra-teaching summaries (/api/tobblettanitasi-szerzodes-osszesitok/, MODULES.md §3.31): a
// summary picks exactly its user's approved contracts of its month at its school (not another
// month's, not an open one, not another user's), sums them exactly, and holds them: a second
// summary of the month picks none of them until the first is rejected. dolgozok/ and the
// preview stay within the caller's scope; year and month default to the current ones.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { toBudapestWallClock } from '@etanker/shared/format.ts';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const contracts = '/api/tobblettanitasi-szerzodesek';
const base = '/api/tobblettanitasi-szerzodes-osszesitok';

const get = (url: string, who = 'igenylo.a') => server.app.inject({ method: 'GET', url, headers: as(who) });
const post = (url: string, body: object, who = 'igenylo.a') => server.app.inject({ method: 'POST', url, headers: as(who), payload: body });
const userId = async (email: string) => (await server.services.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;

async function decide(url: string, who: string, label: string, answers: object = {}) {
  const step = (await get(url, who)).json<{ current_step: { options: { id: number; label: string }[] } }>().current_step;
  const res = await post(`${url}donteshozas/`, { decision_option: step.options.find((o) => o.label === label)!.id, answers }, who);
  expect(res.statusCode, res.body).toBe(200);
}

type TSummary = { id: number; year: number; month: number; total_hours: number; total_payment: number; contracts: { id: number }[] };

let anna: number;
let balazs: number;
const BIRTH = '1983-05-20';
let serial = 500;

/** A contract of `user` for the days given, with `hours` planned at `rate`; approved (closed) unless `open`. */
async function contract(user: number, start: string, end: string, hours: number, rate: number, open = false): Promise<number> {
  const res = await post(`${contracts}/`, {
    user,
    name: 'Teszt Pedagógus',
    birth_date: BIRTH,
    birth_place: 'Debrecen',
    mothers_name: 'Teszt Anyja',
    tax_number: makeTaxId(BIRTH, serial),
    social_security_number: makeTaj(serial),
    bank_account_number: makeBankAccount('1177301', serial++),
    permanent_address: { zip_code: '4025', city: 'Debrecen', address_1: 'Piac utca 1.' },
    payment: rate,
    start_date: start,
    end_date: end,
    tasks: [{ name: 'Helyettesítés', planned_quantity: hours, final_quantity: null }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json<{ id: number }>();
  if (!open) {
    await decide(`${contracts}/${id}/`, 'igenylo.a', 'Beküldés');
    await decide(`${contracts}/${id}/`, 'vezeto.a', 'Jóváhagyom');
  }
  return id;
}

const summary = async (body: object, who = 'igenylo.a') => {
  const res = await post(`${base}/`, body, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TSummary>();
};
const ids = (s: TSummary) => s.contracts.map((c) => c.id).sort((a, b) => a - b);

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'igenylo.b', 'vezeto.a', 'kozpontihr']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  anna = await userId('kiss.anna@dolgozo.etanker.local');
  balazs = await userId('nemeth.balazs@dolgozo.etanker.local');
});

describe('extra-teaching summaries: the pick', () => {
  let march: number[];
  let first: TSummary;

  beforeAll(async () => {
    march = [await contract(anna, '2033-03-01', '2033-03-15', 1.5, 3045), await contract(anna, '2033-03-20', '2033-03-31', 2.25, 3333)];
    // Not to be picked: Anna's February and April, her open March contract, Balázs's March.
    await contract(anna, '2033-02-01', '2033-02-28', 5, 3045);
    await contract(anna, '2033-04-01', '2033-04-30', 5, 3045);
    await contract(anna, '2033-03-02', '2033-03-30', 5, 3045, true);
    await contract(balazs, '2033-03-01', '2033-03-31', 5, 3045);
    first = await summary({ user: anna, year: 2033, month: 3 });
  });

  it("sums exactly the user's closed contracts of the month, exactly: 4568 + 7499 Ft", async () => {
    expect(ids(first)).toEqual(march);
    // 1.5 × 3045 = 4567.5 → 4568; 2.25 × 3333 = 7499.25 → 7499.
    expect(first).toMatchObject({ total_hours: 3.75, total_payment: 12_067 });
    const preview = await get(`${base}/szerzodesek/?user=${anna}&year=2033&month=3`);
    expect(preview.json<{ contracts: object[] }>().contracts).toEqual([]);
  });

  it('a contract summed is not summed again; a rejected summary frees it', async () => {
    expect(ids(await summary({ user: anna, year: 2033, month: 3 }))).toEqual([]);
    const url = `${base}/${first.id}/`;
    await decide(url, 'igenylo.a', 'Beküldés');
    await decide(url, 'vezeto.a', 'Elutasítom', { reason: 'Az órák nem egyeznek a naplóval.' });
    const again = await summary({ user: anna, year: 2033, month: 3 });
    expect(ids(again)).toEqual(march);
    expect(again.total_payment).toBe(12_067);
    // The rejected one keeps its record of what it summed.
    expect(ids((await get(url)).json<TSummary>())).toEqual(march);
  });

  it('the PDF is the payroll sheet', async () => {
    const res = await get(`${base}/${first.id}/generate_preview/?document_type=extra_teaching_summary`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toContain('pdf');
  });
});

describe('extra-teaching summaries: defaults and scope', () => {
  it('year and month default to the current ones (Budapest time)', async () => {
    const now = toBudapestWallClock(new Date())!;
    const s = await summary({ user: anna });
    expect(s).toMatchObject({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 });
  });

  it("dolgozok/ offers the own school's teachers with a closed contract, never another school's", async () => {
    const ownIds = (await get(`${base}/dolgozok/`)).json<{ id: number }[]>().map((p) => p.id);
    expect(ownIds).toContain(anna);
    const otherIds = (await get(`${base}/dolgozok/`, 'igenylo.b')).json<{ id: number }[]>().map((p) => p.id);
    expect(otherIds).not.toContain(anna);
  });

  it("refuses a summary of another school's employee, and shows another school none of the contracts", async () => {
    const res = await post(`${base}/`, { user: anna, year: 2033, month: 3 }, 'igenylo.b');
    expect(res.statusCode).toBe(400);
    expect(res.json<Record<string, string[]>>().user).toEqual(['Ennek a dolgozónak az adatait nem láthatja.']);
    const preview = await get(`${base}/szerzodesek/?user=${anna}&year=2033&month=2`, 'igenylo.b');
    expect(preview.json<{ contracts: object[] }>().contracts).toEqual([]);
  });
});
