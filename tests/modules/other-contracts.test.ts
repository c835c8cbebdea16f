// Other contracts (/api/egyeb-szerzodesek/): the company's identifiers (company number, tax
// number check digit, KSH code against the tax number, bank account), the seat address in the
// export, and mind/ — approved contracts only, within the caller's scope.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { readXlsx } from '../../server/src/export/xlsx.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/egyeb-szerzodesek';

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'vezeto.a', 'igenylo.b', 'vezeto.b', 'muszak', 'kozpontipenzugy', 'hr'])
    tokens[who] = await login(server.app, `${who}@etanker.local`);
});

const contract = (over: object = {}) => ({
  type: 1,
  name: 'Teszt Kft.',
  representative: 'Teszt Elek',
  company_number: '01-09-123456',
  seat_address: { zip_code: '1111', city: 'Budapest', county: '', address_1: 'Fő utca 1.', address_2: '', country: 'Magyarország' },
  tax_number: '12345676-2-41',
  bank_account_number: '11773016-11111018',
  ksh_code: '12345676-6201-113-01',
  ...over,
});

const post = (body: object, who = 'igenylo.a') => server.app.inject({ method: 'POST', url: `${base}/`, headers: as(who), payload: body });
const get = (url: string, who = 'igenylo.a') => server.app.inject({ method: 'GET', url, headers: as(who) });

async function create(body: object, who: string) {
  const res = await post(body, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

async function decide(id: number, who: string, label: string) {
  const detail = (await get(`${base}/${id}/`, who)).json<{ current_step: { options: { id: number; label: string }[] } }>();
  const option = detail.current_step.options.find((o) => o.label === label)!;
  const res = await server.app.inject({
    method: 'POST',
    url: `${base}/${id}/donteshozas/`,
    headers: as(who),
    payload: { decision_option: option.id, answers: {} },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Through the default flow: requester → head of school → technical referents → centre finance. */
async function approved(name: string, requester: string, manager: string) {
  const id = await create(contract({ name }), requester);
  await decide(id, requester, 'Beküldés');
  await decide(id, manager, 'Jóváhagyom');
  await decide(id, 'muszak', 'Megfelel');
  await decide(id, 'kozpontipenzugy', 'Ellenjegyzem');
  return id;
}

async function refused(body: object, field: string) {
  const res = await post(body);
  expect(res.statusCode, res.body).toBe(400);
  return res.json<Record<string, string[]>>()[field]?.[0];
}

describe('other contracts: the company identifiers', () => {
  it('stores the identifiers in their dashed form however they were typed', async () => {
    const res = await post(contract({ company_number: '0109123456', tax_number: '12345676241', ksh_code: '12345676620111301' }));
    expect(res.statusCode, res.body).toBe(201);
    const detail = (await get(`${base}/${res.json<{ id: number }>().id}/`)).json<Record<string, unknown>>();
    expect(detail).toMatchObject({ company_number: '01-09-123456', tax_number: '12345676-2-41', ksh_code: '12345676-6201-113-01' });
  });

  it('refuses a company number out of format or with an unknown court', async () => {
    expect(await refused(contract({ company_number: '01-09-12345' }), 'company_number')).toBe(
      'Hibás cégjegyzékszám (formátum: 01-09-123456, a cégbíróság kódja 01–20).',
    );
    expect(await refused(contract({ company_number: '21-09-123456' }), 'company_number')).toContain('Hibás cégjegyzékszám');
  });

  it('refuses a tax number whose 8th digit is not the NAV check digit', async () => {
    expect(await refused(contract({ tax_number: '12345677-2-41', ksh_code: '' }), 'tax_number')).toBe(
      'Hibás adószám: a 8. számjegy (ellenőrző szám) nem egyezik.',
    );
    // 1000000 weighs 9 · 1 = 9, so its check digit is (10 − 9) mod 10 = 1.
    expect((await post(contract({ tax_number: '10000001-2-41', ksh_code: '' }))).statusCode).toBe(201);
  });

  it('refuses a KSH code out of format, and one that does not start with the tax number', async () => {
    expect(await refused(contract({ ksh_code: '12345676-6201-113' }), 'ksh_code')).toBe('Hibás KSH statisztikai számjel (formátum: 12345678-1234-123-12).');
    expect(await refused(contract({ ksh_code: '24567811-6201-113-01' }), 'ksh_code')).toBe(
      'A KSH statisztikai számjel első 8 számjegye az adószám első 8 számjegye kell legyen.',
    );
  });

  it('refuses a bank account failing the GIRO check; an empty one is fine', async () => {
    expect(await refused(contract({ bank_account_number: '11773016-11111019' }), 'bank_account_number')).toBe('Hibás bankszámlaszám');
    expect((await post(contract({ bank_account_number: '' }))).statusCode).toBe(201);
  });
});

describe('other contracts: mind/', () => {
  type TMind = { id: number; name: string; institution: number; reference_number: string }[];
  const mind = async (who: string, query = '') => {
    const res = await get(`${base}/mind/${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TMind>();
  };

  it('answers only approved contracts, each school its own, the centre every school', async () => {
    await approved('Jóváhagyott A Kft.', 'igenylo.a', 'vezeto.a');
    await approved('Jóváhagyott B Kft.', 'igenylo.b', 'vezeto.b');
    const pending = await create(contract({ name: 'Folyamatban A Kft.' }), 'igenylo.a');
    await decide(pending, 'igenylo.a', 'Beküldés');
    const [a, b, centre] = await Promise.all([mind('igenylo.a'), mind('igenylo.b'), mind('muszak')]);
    expect(a.map((c) => c.name)).toEqual(['Jóváhagyott A Kft.']);
    expect(b.map((c) => c.name)).toEqual(['Jóváhagyott B Kft.']);
    expect(centre.map((c) => c.name).sort()).toEqual(['Jóváhagyott A Kft.', 'Jóváhagyott B Kft.']);
    expect(await mind('muszak', `?institution=${a[0].institution}`)).toEqual(a);
  });

  it('is refused without the module permission', async () => {
    expect((await get(`${base}/mind/`, 'hr')).statusCode).toBe(403);
  });
});

describe('other contracts: export', () => {
  it("writes the seat address' fields and the identifiers", async () => {
    await create(
      contract({
        name: 'Exportált Kft.',
        seat_address: { zip_code: '7621', city: 'Pécs', county: '', address_1: 'Király utca 5.', address_2: '', country: '' },
      }),
      'igenylo.a',
    );
    const res = await get(`${base}/export/?q=Exportált`);
    expect(res.statusCode, res.body).toBe(200);
    const [sheet] = await readXlsx(res.rawPayload);
    const header = sheet.rows[0] as string[];
    const row = sheet.rows[1];
    expect(sheet.rows).toHaveLength(2);
    expect([header.indexOf('Irányítószám'), header.indexOf('Település'), header.indexOf('Cím'), header.indexOf('Adószám')].map((i) => row[i])).toEqual([
      '7621',
      'Pécs',
      'Király utca 5.',
      '12345676-2-41',
    ]);
  });
});

describe('other contracts: the documented answer (001 §3, 000 §3)', () => {
  it('takes the seat address with valid_till and answers it; the GET answer goes back by PUT', async () => {
    const seat_address = {
      zip_code: '4024',
      city: 'Debrecen',
      county: 'Hajdú-Bihar',
      address_1: 'Piac u. 2.',
      address_2: '',
      country: 'Magyarország',
      valid_till: '2031-06-30',
    };
    const id = await create(contract({ seat_address }), 'igenylo.a');
    const detail = (await get(`${base}/${id}/`)).json<{ seat_address: object }>();
    expect(detail.seat_address).toEqual(seat_address);
    const put = await server.app.inject({ method: 'PUT', url: `${base}/${id}/`, headers: as('igenylo.a'), payload: detail });
    expect(put.statusCode, put.body).toBe(200);
  });

  it('answers last_decision (the newest decision) and verification_step (the current step, its decider and edit right)', async () => {
    const id = await create(contract(), 'igenylo.a');
    const fresh = (await get(`${base}/${id}/`)).json<Record<string, unknown>>();
    expect(fresh.last_decision).toBeNull();
    expect(fresh.verification_step).toMatchObject({ name: expect.any(String), can_edit_details: expect.any(Boolean) });
    await decide(id, 'igenylo.a', 'Beküldés');
    const sent = (await get(`${base}/${id}/`)).json<{
      last_decision: Record<string, unknown>;
      decisions: unknown[];
      verification_step: Record<string, unknown>;
    }>();
    expect(sent.last_decision).toEqual(sent.decisions.at(-1));
    expect(sent.last_decision).toMatchObject({ decision_label: 'Beküldés' });
    expect(Object.keys(sent.verification_step).sort()).toEqual(['can_edit_details', 'group', 'name', 'user']);
  });
});
