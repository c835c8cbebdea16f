// Complex exam contracts (/api/komplexvizsga/, MODULES.md §3.32): its own rules beside the kit's
// exam contract ones (graduation-contracts.test.ts): a task's hours default to 1 (the rate is a fee
// per task), the travel and accommodation fee is paid with the tasks, before and after the final
// values are certified; a corporate contract names its company; kitolt/ and the season as graduation's.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const base = '/api/komplexvizsga';

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.b', 'vezeto.b', 'kozpontihr']) tokens[who] = await login(server.app, `${who}@etanker.local`);
});

const BIRTH = '1983-07-19';
const contract = (over: object = {}) => ({
  user: null,
  name: 'Teszt Vizsgabiztos',
  birth_date: BIRTH,
  birth_place: 'Nyíregyháza',
  mothers_name: 'Teszt Anyja',
  tax_id: makeTaxId(BIRTH, 31),
  social_security_number: makeTaj(987),
  bank_name: 'OTP Bank Nyrt.',
  bank_account_number: makeBankAccount('1177301', 61),
  address: { zip_code: '4400', city: 'Nyíregyháza', address_1: 'Kossuth tér 5.' },
  travel_and_accommodation_fee: 12_345,
  tasks: [{ type: 1, profession_name: 'Hegesztő', okj_id: '34 521 06', students_count: 10, salary: 40_001 }],
  ...over,
});

const send = (method: 'GET' | 'POST', url: string, who = 'igenylo.b', payload?: object) =>
  server.app.inject({ method, url, headers: authHeader(tokens[who]), ...(payload ? { payload } : {}) });
type TContract = { id: number; total_payment: number; season: { id: number }; tasks: { id: number; number_of_hours: number }[] };

describe('complex exams: hours default 1, the travel fee paid with the tasks', () => {
  it('pays fee + hours × rate, then the certified final values, exactly', async () => {
    const res = await send('POST', `${base}/`, 'igenylo.b', contract());
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json<TContract>();
    expect(c.season.id).toBe(3);
    expect(c.tasks[0].number_of_hours).toBe(1);
    expect(c.total_payment).toBe(40_001 + 12_345);
    await server.services.prisma.case.update({ where: { id: c.id }, data: { state: 'closed_positive', current_step_id: null }, select: { id: true } });
    const tasks = c.tasks.map((t) => ({ id: t.id, final_students_count: 9, final_number_of_hours: 1.25, final_salary: 40_001 }));
    expect((await send('POST', `${base}/${c.id}/feladat/`, 'igenylo.b', { tasks })).statusCode).toBe(200);
    // The centre certifies as well as the head: 1.25 × 40 001 Ft = 50 001.25 → 50 001 Ft, + 12 345 Ft.
    const certified = await send('POST', `${base}/${c.id}/feladat-igazolas/`, 'kozpontihr');
    expect(certified.statusCode, certified.body).toBe(200);
    expect(certified.json<TContract>().total_payment).toBe(62_346);
  });
});

describe('complex exams: the company of a corporate contract', () => {
  it('requires its name and tax number, and refuses a tax number with a wrong check digit', async () => {
    const bare = await send('POST', `${base}/`, 'igenylo.b', contract({ corporate_contract: true }));
    expect(bare.statusCode).toBe(400);
    expect(bare.json<Record<string, string[]>>()).toMatchObject({
      company_name: ['Cégen keresztüli szerződéshez a cég neve kötelező.'],
      tax_number: ['Cégen keresztüli szerződéshez a cég adószáma kötelező.'],
    });
    const wrong = await send('POST', `${base}/`, 'igenylo.b', contract({ corporate_contract: true, company_name: 'Teszt Kft.', tax_number: '12345675-2-09' }));
    expect(wrong.json<Record<string, string[]>>().tax_number).toEqual(['Hibás adószám: a 8. számjegy (ellenőrző szám) nem egyezik.']);
    const ok = await send('POST', `${base}/`, 'igenylo.b', contract({ corporate_contract: true, company_name: 'Teszt Kft.', tax_number: '12345676-2-09' }));
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe("complex exams: kitolt/ within the caller's scope", () => {
  it("fills an own school's employee; another school's is 404", async () => {
    const id = async (email: string) => (await server.services.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;
    expect((await send('GET', `${base}/kitolt/?user_id=${await id('pinter.reka@dolgozo.etanker.local')}`)).statusCode).toBe(200);
    expect((await send('GET', `${base}/kitolt/?user_id=${await id('kiss.anna@dolgozo.etanker.local')}`)).statusCode).toBe(404);
  });
});
