// Assignment contracts (/api/megbizasi-szerzodesek/): kitolt/ fills the person fields from an
// employee's HR file only for people the caller may see; the person fields' checks (tax id and its
// birth date, TAJ, bank account) and the period; a closed institution is refused for a new contract.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { MESSAGES } from '@etanker/shared/validation.ts';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { readXlsx } from '../../server/src/export/xlsx.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/megbizasi-szerzodesek';

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'igenylo.b', 'muszak', 'hr', 'vezeto.a', 'olvaso', 'kozpontipenzugy'])
    tokens[who] = await login(server.app, `${who}@etanker.local`);
});

const BIRTH = '1982-07-14';
const contract = (over: object = {}) => ({
  user: null,
  name: 'Teszt Megbízott',
  birth_name: '',
  address: '4025 Debrecen, Piac utca 1.',
  birth_place: 'Debrecen',
  birth_date: BIRTH,
  mothers_name: 'Teszt Anyja',
  tax_id: makeTaxId(BIRTH, 7),
  social_security_number: makeTaj(123),
  primary_job_name: '',
  bank_name: 'OTP Bank Nyrt.',
  bank_account_number: makeBankAccount('1177301', 42),
  open_ended: false,
  start_date: '2031-02-01',
  end_date: '2031-06-30',
  ...over,
});

const post = (body: object, who = 'igenylo.a') => server.app.inject({ method: 'POST', url: `${base}/`, headers: as(who), payload: body });
const get = (url: string, who = 'igenylo.a') => server.app.inject({ method: 'GET', url, headers: as(who) });
const userId = async (email: string) => (await server.services.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;
const count = () => server.services.prisma.assignmentContract.count();

async function refused(body: object, field: string, who = 'igenylo.a') {
  const before = await count();
  const res = await post(body, who);
  expect(res.statusCode, res.body).toBe(400);
  expect(await count()).toBe(before);
  return res.json<Record<string, string[]>>()[field]?.[0];
}

describe('assignment contracts: kitolt/ (person fields from the HR file)', () => {
  it("fills an own school's employee from the file", async () => {
    const anna = await userId('kiss.anna@dolgozo.etanker.local');
    const res = await get(`${base}/kitolt/?user_id=${anna}`);
    expect(res.statusCode, res.body).toBe(200);
    const person = res.json<Record<string, unknown>>();
    const user = await server.services.prisma.user.findUniqueOrThrow({ where: { id: anna }, select: { tax_number: true, bank_account_number: true } });
    expect(person).toMatchObject({
      user: { id: anna, name: 'Kiss Anna' },
      name: 'Kiss Anna',
      address: '4026 Debrecen, Hunyadi utca 12.',
      birth_place: 'Debrecen',
      birth_date: '1985-04-12',
      mothers_name: 'Varga Mária',
      tax_id: user.tax_number,
      bank_name: 'OTP Bank Nyrt.',
      bank_account_number: user.bank_account_number,
      primary_job_name: 'Demo Szakképzési Centrum Petőfi Sándor Technikum',
    });
    expect(person.social_security_number).toMatch(/^\d{9}$/);
    // What kitolt/ answers is a valid contract as it is.
    expect((await post(contract({ ...person, user: anna }))).statusCode).toBe(201);
  });

  it("answers 404 for another school's employee, and for a user without an HR file", async () => {
    const akos = await userId('szilagyi.akos@dolgozo.etanker.local');
    expect((await get(`${base}/kitolt/?user_id=${akos}`)).statusCode).toBe(404);
    expect((await get(`${base}/kitolt/?user_id=${await userId('vezeto.a@etanker.local')}`)).statusCode).toBe(404);
    expect((await get(`${base}/kitolt/?user_id=999999`)).statusCode).toBe(404);
  });

  it('sees a person through an active employment at the school, and the centre sees everyone', async () => {
    // Mészáros Dóra's home is school 001, she works at 002 too.
    const dora = await userId('meszaros.dora@dolgozo.etanker.local');
    expect((await get(`${base}/kitolt/?user_id=${dora}`, 'igenylo.b')).statusCode).toBe(200);
    const akos = await userId('szilagyi.akos@dolgozo.etanker.local');
    expect((await get(`${base}/kitolt/?user_id=${akos}`, 'muszak')).statusCode).toBe(200);
  });

  it("is refused to the read-only user, who makes no contract (it would read every colleague's tax id, TAJ and bank account)", async () => {
    const res = await get(`${base}/kitolt/?user_id=${await userId('kiss.anna@dolgozo.etanker.local')}`, 'olvaso');
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Kiss Anna');
  });

  it("is a copy: a later change of the HR file leaves the contract's person as it was", async () => {
    const anna = await userId('kiss.anna@dolgozo.etanker.local');
    const person = (await get(`${base}/kitolt/?user_id=${anna}`)).json<Record<string, unknown>>();
    const id = (await post(contract({ ...person, user: anna }))).json<{ id: number }>().id;
    const prisma = server.services.prisma;
    const before = await prisma.employeeProfile.findFirstOrThrow({ where: { user_id: anna }, select: { bank_name: true } });
    await prisma.employeeProfile.updateMany({ where: { user_id: anna }, data: { bank_name: 'Másik Bank Zrt.' } });
    try {
      expect((await get(`${base}/kitolt/?user_id=${anna}`)).json<Record<string, unknown>>().bank_name).toBe('Másik Bank Zrt.');
      expect((await get(`${base}/${id}/`)).json<Record<string, unknown>>().bank_name).toBe(person.bank_name);
    } finally {
      await prisma.employeeProfile.updateMany({ where: { user_id: anna }, data: { bank_name: before.bank_name } });
    }
  });

  it('is refused without the module permission', async () => {
    expect((await get(`${base}/kitolt/?user_id=${await userId('kiss.anna@dolgozo.etanker.local')}`, 'hr')).statusCode).toBe(403);
  });

  it("refuses linking another school's employee to a contract", async () => {
    const akos = await userId('szilagyi.akos@dolgozo.etanker.local');
    expect(await refused(contract({ user: akos }), 'user')).toBe('Ennek a dolgozónak az adatait nem láthatja.');
  });
});

describe('assignment contracts: the person fields', () => {
  it('refuses a tax id with a wrong check digit, and one not encoding the birth date', async () => {
    const good = makeTaxId(BIRTH, 7);
    const wrongDigit = good.slice(0, 9) + String((Number(good[9]) + 1) % 10);
    expect(await refused(contract({ tax_id: wrongDigit }), 'tax_id')).toBe(MESSAGES.taxId);
    expect(await refused(contract({ tax_id: makeTaxId('1990-01-01', 7) }), 'tax_id')).toBe('Az adóazonosító jel nem egyezik a születési dátummal.');
  });

  it('refuses a TAJ number and a bank account failing their check digits', async () => {
    const taj = makeTaj(123);
    expect(await refused(contract({ social_security_number: taj.slice(0, 8) + String((Number(taj[8]) + 1) % 10) }), 'social_security_number')).toBe(
      MESSAGES.taj,
    );
    expect(await refused(contract({ bank_account_number: '11773016-11111019' }), 'bank_account_number')).toBe(MESSAGES.bankAccount);
  });

  it('requires the person data a contract needs', async () => {
    const res = await post(contract({ name: '', address: '', mothers_name: '', birth_date: null, tax_id: '' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['address', 'birth_date', 'mothers_name', 'name', 'tax_id']);
  });

  it('takes the period: a fixed term ends after it starts, an open-ended one has no end', async () => {
    expect(await refused(contract({ end_date: '2031-02-01' }), 'end_date')).toBe(MESSAGES.endAfterStart);
    expect(await refused(contract({ end_date: null }), 'end_date')).toBe(MESSAGES.required);
    expect(await refused(contract({ open_ended: true }), 'end_date')).toBe('Határozatlan idejű szerződésnek nincs záró dátuma.');
    expect((await post(contract({ open_ended: true, end_date: null }))).statusCode).toBe(201);
  });

  it('answers GET in the shape PUT takes back', async () => {
    const anna = await userId('kiss.anna@dolgozo.etanker.local');
    const id = (await post(contract({ user: anna, name: 'Visszaírt Megbízott' }))).json<{ id: number }>().id;
    const detail = (await get(`${base}/${id}/`)).json<Record<string, unknown>>();
    expect(detail.user).toEqual({ id: anna, name: 'Kiss Anna' });
    const put = await server.app.inject({ method: 'PUT', url: `${base}/${id}/`, headers: as('igenylo.a'), payload: { ...detail, bank_name: 'K&H Bank Zrt.' } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<Record<string, unknown>>()).toMatchObject({ bank_name: 'K&H Bank Zrt.', user: { id: anna } });
  });
});

describe('assignment contracts: institutions no longer selectable', () => {
  const CLOSED = 'Ez az intézmény már nem választható új szerződéshez.';
  let closed: number;
  let open: number;
  beforeAll(async () => {
    const prisma = server.services.prisma;
    const centre = await prisma.institution.findFirstOrThrow({ where: { parent_id: null }, select: { id: true } });
    closed = (
      await prisma.institution.create({ data: { name: 'Megszűnt Iskola', unit_code: '099', parent_id: centre.id, is_active: false }, select: { id: true } })
    ).id;
    open = (await prisma.institution.findFirstOrThrow({ where: { unit_code: '001' }, select: { id: true } })).id;
  });

  it('refuses a closed institution as the contracting or the affected one', async () => {
    expect(await refused(contract({ institution: closed }), 'institution', 'muszak')).toBe(CLOSED);
    expect(await refused(contract({ institution: open, affected_institution: closed }), 'affected_institution', 'muszak')).toBe(CLOSED);
  });

  it("keeps a contract editable after its school closed; the contract's details name it still", async () => {
    const id = (await post(contract({ institution: open }), 'muszak')).json<{ id: number }>().id;
    await server.services.prisma.case.update({ where: { id }, data: { institution_id: closed, affected_institution_id: closed } });
    const detail = (await get(`${base}/${id}/`, 'muszak')).json<Record<string, unknown>>();
    const put = await server.app.inject({ method: 'PUT', url: `${base}/${id}/`, headers: as('muszak'), payload: { ...detail, bank_name: 'MBH Bank Nyrt.' } });
    expect(put.statusCode, put.body).toBe(200);
  });
});

describe('assignment contracts: personal data only to who pays the person or deals with the contract', () => {
  const PERSONAL = [
    'address',
    'birth_name',
    'birth_place',
    'birth_date',
    'mothers_name',
    'tax_id',
    'social_security_number',
    'bank_name',
    'bank_account_number',
  ];
  const NAME = 'Személyes Megbízott';
  const body = contract({ name: NAME, birth_name: 'Születési Név' });
  let id: number;

  const detail = async (who: string) => {
    const res = await get(`${base}/${id}/`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Record<string, unknown>>();
  };
  const listRow = async (who: string) => {
    const res = await get(`${base}/?q=${encodeURIComponent(NAME)}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Record<string, unknown>[] }>().data.find((r) => r.id === id)!;
  };
  const exportRow = async (who: string) => {
    const res = await get(`${base}/export/?q=${encodeURIComponent(NAME)}`, who);
    expect(res.statusCode, res.body).toBe(200);
    const [sheet] = await readXlsx(res.rawPayload);
    const header = sheet.rows[0] as string[];
    const row = sheet.rows.find((r) => r.includes(NAME))!;
    return (label: string) => row[header.indexOf(label)] ?? null;
  };
  /** The HTML the PDF renderer is given (Chromium itself is not needed to read the text). */
  const pdfText = async (who: string) => {
    let html = '';
    const render = vi.spyOn(server.services.pdf, 'render').mockImplementation(async (page: string) => {
      html = page;
      return Buffer.from('%PDF-1.4');
    });
    const res = await get(`${base}/${id}/generate_preview/?document_type=assignment_contract`, who);
    render.mockRestore();
    expect(res.statusCode, res.body).toBe(200);
    return html;
  };

  async function decide(who: string, label: string) {
    const option = ((await detail(who)).current_step as { options: { id: number; label: string }[] }).options.find((o) => o.label === label)!;
    const res = await server.app.inject({
      method: 'POST',
      url: `${base}/${id}/donteshozas/`,
      headers: as(who),
      payload: { decision_option: option.id, answers: {} },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  beforeAll(async () => {
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(201);
    id = res.json<{ id: number }>().id;
  });

  it('shows them to the creator and to central finance, in details, export and PDF', async () => {
    for (const who of ['igenylo.a', 'kozpontipenzugy']) {
      const d = await detail(who);
      expect(d.can_view_personal_data).toBe(true);
      expect(d).toMatchObject({ name: NAME, tax_id: body.tax_id, social_security_number: body.social_security_number, address: body.address });
      const cell = await exportRow(who);
      expect([cell('Adóazonosító jel'), cell('TAJ szám'), cell('Bankszámlaszám'), cell('Lakcím')]).toEqual([
        body.tax_id,
        body.social_security_number,
        body.bank_account_number,
        body.address,
      ]);
      const pdf = await pdfText(who);
      for (const value of [body.tax_id, body.social_security_number, body.bank_account_number, 'Piac utca 1.']) expect(pdf).toContain(value);
    }
  });

  it("hides them from the school's manager before it is theirs to decide, the read-only user and another school's reader", async () => {
    // Made by the centre for school 001, worked at school 002: school 002's requester reads it.
    const school002 = (await server.services.prisma.institution.findFirstOrThrow({ where: { unit_code: '002' }, select: { id: true } })).id;
    const school001 = (await server.services.prisma.institution.findFirstOrThrow({ where: { unit_code: '001' }, select: { id: true } })).id;
    const shared = await post(contract({ name: NAME, institution: school001, affected_institution: school002 }), 'muszak');
    expect(shared.statusCode, shared.body).toBe(201);
    const readers: [string, number][] = [
      ['vezeto.a', id],
      ['olvaso', id],
      ['igenylo.b', shared.json<{ id: number }>().id],
    ];
    for (const [who, record] of readers) {
      const d = (await get(`${base}/${record}/`, who)).json<Record<string, unknown>>();
      expect(d.can_view_personal_data, who).toBe(false);
      expect(d.name).toBe(NAME);
      for (const key of PERSONAL) expect(d[key], `${who} ${key}`).toBeNull();
      const row = (await get(`${base}/?q=${encodeURIComponent(NAME)}`, who)).json<{ data: Record<string, unknown>[] }>().data.find((r) => r.id === record)!;
      expect(row.name).toBe(NAME);
      for (const key of PERSONAL) if (key in row) expect(row[key], `${who} ${key}`).toBeNull();
      const res = await get(`${base}/export/?q=${encodeURIComponent(NAME)}`, who);
      const [sheet] = await readXlsx(res.rawPayload);
      const text = JSON.stringify(sheet.rows);
      expect(text).toContain(NAME);
      for (const value of [body.tax_id, body.social_security_number, body.bank_account_number, body.address, 'Teszt Anyja']) expect(text).not.toContain(value);
    }
    const pdf = await pdfText('vezeto.a');
    expect(pdf).toContain(NAME);
    for (const value of [body.tax_id, body.social_security_number, body.bank_account_number, 'Piac utca 1.', 'Teszt Anyja']) expect(pdf).not.toContain(value);
  });

  it('shows them to a decider once the contract waits on them, and keeps them after', async () => {
    expect((await listRow('muszak')).name).toBe(NAME);
    await decide('igenylo.a', 'Beküldés');
    expect((await detail('vezeto.a')).tax_id).toBe(body.tax_id);
    expect((await detail('muszak')).tax_id).toBeNull();
    await decide('vezeto.a', 'Jóváhagyom');
    expect((await detail('vezeto.a')).tax_id).toBe(body.tax_id);
    expect((await exportRow('muszak'))('Adóazonosító jel')).toBe(body.tax_id);
  });

  it('keeps them through an edit: who may edit reads them, who cannot read them cannot write', async () => {
    const own = (await post(contract({ name: NAME }))).json<{ id: number }>().id;
    const seen = (await get(`${base}/${own}/`, 'vezeto.a')).json<Record<string, unknown>>();
    const put = await server.app.inject({ method: 'PUT', url: `${base}/${own}/`, headers: as('vezeto.a'), payload: seen });
    // Refused (its null identifiers are no valid contract, and the manager may not edit a draft): nothing is wiped.
    expect([400, 403]).toContain(put.statusCode);
    const stored = await server.services.prisma.assignmentContract.findUniqueOrThrow({ where: { id: own }, select: { tax_id: true } });
    expect(stored.tax_id).toBe(body.tax_id);
  });

  it('lets only a reader of the personal data copy the contract (the copier becomes the creator of the copy)', async () => {
    const own = (await post(contract({ name: NAME }))).json<{ id: number }>().id;
    expect((await get(`${base}/${own}/`, 'vezeto.a')).json<Record<string, unknown>>().can_copy).toBe(false);
    const rows = (await get(`${base}/?q=${encodeURIComponent(NAME)}`, 'vezeto.a')).json<{ data: Record<string, unknown>[] }>().data;
    expect(rows.find((r) => r.id === own)!.can_copy).toBe(false);
    const before = await count();
    const refused = await server.app.inject({ method: 'POST', url: `${base}/${own}/masolas/`, headers: as('vezeto.a'), payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(await count()).toBe(before);
    expect((await get(`${base}/${own}/`)).json<Record<string, unknown>>().can_copy).toBe(true);
    const copied = await server.app.inject({ method: 'POST', url: `${base}/${own}/masolas/`, headers: as('igenylo.a'), payload: {} });
    expect(copied.statusCode, copied.body).toBeLessThan(300);
  });

  it('tells the client which fields are personal', async () => {
    const meta = (await get(`${base}/meta/`)).json<{ fields: { name: string; personal?: boolean }[] }>();
    const personal = meta.fields.filter((f) => f.personal).map((f) => f.name);
    expect(personal.sort()).toEqual([...PERSONAL].sort());
  });
});
