// Study contracts (/api/tanulmanyiszerzodes/, MODULES.md §3.29): the student's identifiers carry
// their check digits (a wrong tax id, TAJ or személyi azonosító → 400 with the Hungarian message),
// the tax id encodes the birth date, both addresses are address groups, a closed school takes no
// new contract (the spec's message) and its old ones stay readable.
import { beforeAll, describe, expect, it } from 'vitest';
import { makePersonalId, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/tanulmanyiszerzodes';

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'tanugy']) tokens[who] = await login(server.app, `${who}@etanker.local`);
});

const BIRTH = '2009-01-20';
const contract = (over: object = {}) => ({
  name: 'Teszt Tanuló',
  birth_date: BIRTH,
  birth_place: 'Debrecen',
  mothers_name: 'Teszt Anyja',
  personnel_identification_number: makePersonalId(BIRTH, 21),
  tax_number: makeTaxId(BIRTH, 21),
  social_security_number: makeTaj(2121),
  permanent_address: { zip_code: '4025', city: 'Debrecen', address_1: 'Piac utca 1.' },
  ...over,
});
const post = (body: object, who = 'igenylo.a') => server.app.inject({ method: 'POST', url: `${base}/`, headers: as(who), payload: body });
const errors = async (body: object) => {
  const res = await post(body);
  expect(res.statusCode, res.body).toBe(400);
  return res.json<Record<string, string[]>>();
};

describe('study contracts: the check digits of the student', () => {
  it('takes valid identifiers, the type defaulting to a scholarship and the temporary address empty', async () => {
    const res = await post(contract());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'scholarship',
      temporary_address: { city: '', country: 'Magyarország' },
      permanent_address: { city: 'Debrecen' },
    });
  });

  it('refuses a wrong check digit of the tax id, the TAJ and the személyi azonosító', async () => {
    const flip = (v: string) => v.slice(0, -1) + ((Number(v.at(-1)) + 1) % 10);
    expect((await errors(contract({ tax_number: flip(makeTaxId(BIRTH, 21)) }))).tax_number).toEqual(['Hibás adóazonosító jel']);
    expect((await errors(contract({ social_security_number: flip(makeTaj(2121)) }))).social_security_number).toEqual(['Hibás TAJ szám']);
    const personal = await errors(contract({ personnel_identification_number: flip(makePersonalId(BIRTH, 21)) }));
    expect(personal.personnel_identification_number).toEqual(['Hibás személyi azonosító']);
  });

  it('refuses a tax id of another birth date, and a permanent address without a city', async () => {
    expect((await errors(contract({ tax_number: makeTaxId('2009-01-21', 21) }))).tax_number).toEqual(['Az adóazonosító jel nem egyezik a születési dátummal.']);
    const res = await post(contract({ permanent_address: { zip_code: '4025', address_1: 'Piac utca 1.' } }));
    expect(res.statusCode).toBe(400);
  });
});

describe('study contracts: a closed school takes no new contract', () => {
  it("refuses it with the spec's message; an old contract of it stays readable", async () => {
    const prisma = server.services.prisma;
    const centre = await prisma.institution.findFirstOrThrow({ where: { parent_id: null }, select: { id: true } });
    const closed = (await prisma.institution.create({ data: { name: 'Megszűnt Szakiskola', unit_code: '097', parent_id: centre.id }, select: { id: true } }))
      .id;
    const old = await post(contract({ institution: closed }), 'tanugy');
    expect(old.statusCode, old.body).toBe(201);
    await prisma.institution.update({ where: { id: closed }, data: { is_active: false }, select: { id: true } });
    const res = await post(contract({ institution: closed }), 'tanugy');
    expect(res.statusCode).toBe(400);
    expect(res.json<Record<string, string[]>>().institution).toEqual(['Ez az intézmény már nem választható új szerződéshez.']);
    const read = await server.app.inject({ method: 'GET', url: `${base}/${old.json<{ id: number }>().id}/`, headers: as('tanugy') });
    expect(read.statusCode).toBe(200);
  });
});
