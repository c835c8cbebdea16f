// Employees (/api/dolgozok/): the personal data checks (tax id with its birth date, TAJ, bank
// account, e-mail), the scope (a school's HR never sees another school's employee), the
// can_create_new_employee setting, adding an employment, the tax id check.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { makeBankAccount, makeTaj, makeTaxId } from '../../shared/src/identifiers.ts';
import { TAX_ID_BIRTH_DATE } from '../../server/src/workflow/field-groups.ts';
import { TAX_NUMBER_TAKEN } from '../../server/src/modules/hr/employee-file.ts';
import { CREATE_REFUSED } from '../../server/src/modules/hr/employees/module.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const base = '/api/dolgozok';
const schools: Record<string, number> = {};
const employees: Record<string, number> = {};
let serial = 1;

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['hr', 'hr.a', 'hr.b']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  const prisma = server.services.prisma;
  for (const i of await prisma.institution.findMany({ select: { id: true, unit_code: true } })) schools[i.unit_code] = i.id;
  for (const e of await prisma.employeeProfile.findMany({ select: { id: true, user: { select: { name: true } } } })) employees[e.user.name] = e.id;
});

const send = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: authHeader(tokens[who]), ...(payload ? { payload } : {}) });

function person(over: Record<string, unknown> = {}) {
  const n = serial++;
  const birth = `1980-0${(n % 9) + 1}-1${n % 10}`;
  return {
    name: `Próba Péter ${n}`,
    email: `proba.${n}@pelda.hu`,
    institution: schools['001'],
    birth_date: birth,
    tax_number: makeTaxId(birth, 300 + n),
    social_security_number: makeTaj(500 + n),
    bank_account_number: makeBankAccount('1177301', 9000 + n),
    permanent_address: { zip_code: '4026', city: 'Debrecen', address_1: 'Bem tér 1.' },
    ...over,
  };
}

describe('employees: personal data checks', () => {
  it('answers the Hungarian messages of a bad tax id, one not matching the birth date, a bad TAJ, bank account and e-mail', async () => {
    const bad = await send(
      'hr',
      'POST',
      `${base}/`,
      person({ tax_number: '8123456789', social_security_number: '123456789', bank_account_number: '11773016-00000002-23344018', email: 'nem-email' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      tax_number: ['Hibás adóazonosító jel'],
      social_security_number: ['Hibás TAJ szám'],
      bank_account_number: ['Hibás bankszámlaszám'],
      email: ['Nem valós email!'],
    });
    const other = person();
    const mismatch = await send('hr', 'POST', `${base}/`, { ...other, birth_date: '1999-12-31' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ tax_number: [TAX_ID_BIRTH_DATE] });
  });

  it('never records a person twice: the same tax id is a 400 on the field', async () => {
    const first = person();
    expect((await send('hr', 'POST', `${base}/`, first)).statusCode).toBe(201);
    const again = await send('hr', 'POST', `${base}/`, { ...person(), birth_date: first.birth_date, tax_number: first.tax_number });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ tax_number: [TAX_NUMBER_TAKEN] });
  });
});

describe('employees: scope', () => {
  it("a school's HR reads its employees (home or active employment) and gets 404 on another school's", async () => {
    expect((await send('hr.a', 'GET', `${base}/${employees['Kiss Anna']}/`)).statusCode).toBe(200);
    expect((await send('hr.a', 'GET', `${base}/${employees['Szilágyi Ákos']}/`)).statusCode).toBe(404);
    expect((await send('hr.b', 'GET', `${base}/${employees['Kiss Anna']}/`)).statusCode).toBe(404);
    // Home school 001, works at 002 too: both schools' HR see her.
    expect((await send('hr.b', 'GET', `${base}/${employees['Mészáros Dóra']}/`)).statusCode).toBe(200);
    const names = (await send('hr.a', 'GET', `${base}/?limit=100`)).json<{ data: { name: string }[] }>().data.map((r) => r.name);
    expect(names).toContain('Kiss Anna');
    expect(names).not.toContain('Szilágyi Ákos');
    const picks = (await send('hr.b', 'GET', `${base}/mind/`)).json<{ name: string }[]>().map((r) => r.name);
    expect(picks).not.toContain('Kiss Anna');
  });
});

describe('employees: can_create_new_employee', () => {
  it("refuses a school's new employee while the setting is off, allows it (in the school's own institutions) when on", async () => {
    const prisma = server.services.prisma;
    const list = await send('hr.a', 'GET', `${base}/`);
    expect(list.json<{ can_create: boolean }>().can_create).toBe(false);
    const refused = await send('hr.a', 'POST', `${base}/`, person());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: CREATE_REFUSED });
    await prisma.setting.update({ where: { group_key: { group: 'hr', key: 'can_create_new_employee' } }, data: { value: true } });
    try {
      expect((await send('hr.a', 'GET', `${base}/`)).json<{ can_create: boolean }>().can_create).toBe(true);
      expect((await send('hr.a', 'POST', `${base}/`, person())).statusCode).toBe(201);
      const elsewhere = await send('hr.a', 'POST', `${base}/`, person({ institution: schools['002'] }));
      expect(elsewhere.statusCode).toBe(400);
      expect(Object.keys(elsewhere.json())).toEqual(['institution']);
    } finally {
      await prisma.setting.update({ where: { group_key: { group: 'hr', key: 'can_create_new_employee' } }, data: { value: false } });
    }
  });
});

describe('employees: adding an employment', () => {
  it("adds one at the writer's institution; another institution, an end before the start and another school's employee are refused", async () => {
    const id = employees['Takács Zsófia'];
    const url = `${base}/${id}/munkaviszony/`;
    const added = await send('hr.a', 'POST', url, {
      institution: schools['001'],
      start_date: '2026-09-01',
      sap_code: '300001',
      working_hours: 20,
      working_hours_type: 'part_time',
    });
    expect(added.statusCode, added.body).toBe(201);
    const employments = added.json<{ employments: { sap_code: string; working_hours: number; is_active: boolean }[] }>().employments;
    expect(employments.find((e) => e.sap_code === '300001')).toMatchObject({ working_hours: 20, is_active: true });
    const elsewhere = await send('hr.a', 'POST', url, { institution: schools['002'], start_date: '2026-09-01' });
    expect(elsewhere.statusCode).toBe(400);
    expect(Object.keys(elsewhere.json())).toEqual(['institution']);
    const backwards = await send('hr.a', 'POST', url, { institution: schools['001'], start_date: '2026-09-01', end_date: '2026-08-01' });
    expect(backwards.json()).toEqual({ end_date: ['A befejezés csak a kezdés utáni dátum lehet'] });
    expect((await send('hr.b', 'POST', url, { institution: schools['002'], start_date: '2026-09-01' })).statusCode).toBe(404);
  });
});

describe('employees: tax id check', () => {
  it('answers the check digit, the birth date it encodes and whether the person is on file (named only within scope)', async () => {
    const bad = (await send('hr.a', 'GET', `${base}/adoszam-ellenorzes/?adoszam=8123456789`)).json();
    expect(bad).toMatchObject({ valid: false, message: 'Hibás adóazonosító jel', exists: false, employee: null });
    const taxOf = async (name: string) => (await server.services.prisma.user.findFirstOrThrow({ where: { name }, select: { tax_number: true } })).tax_number;
    const mine = (await send('hr.a', 'GET', `${base}/adoszam-ellenorzes/?adoszam=${await taxOf('Kiss Anna')}`)).json();
    expect(mine).toMatchObject({ valid: true, birth_date: '1985-04-12', exists: true, employee: { id: employees['Kiss Anna'], name: 'Kiss Anna' } });
    const theirs = (await send('hr.a', 'GET', `${base}/adoszam-ellenorzes/?adoszam=${await taxOf('Szilágyi Ákos')}`)).json();
    expect(theirs).toMatchObject({ valid: true, exists: true, employee: null });
  });
});

describe("employees: the file's manager and lists", () => {
  it('keeps the manager, places of work, children and qualifications across GET → PUT, and refuses unknown list keys', async () => {
    const created = await send('hr', 'POST', `${base}/`, person());
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;
    const prisma = server.services.prisma;
    const manager = await prisma.user.findUniqueOrThrow({ where: { email: 'hr.a@etanker.local' }, select: { id: true, name: true } });
    const lay = await prisma.staticItem.findFirstOrThrow({ where: { list: 'lays' }, select: { key: true } });
    const level = await prisma.staticItem.findFirstOrThrow({ where: { list: 'qualification_levels' }, select: { key: true } });
    const current = (await send('hr', 'GET', `${base}/${id}/`)).json() as Record<string, unknown>;
    const lists = {
      manager: manager.id,
      lays: [lay.key],
      children: [{ name: 'Próba Panni', birth_date: '2015-04-02' }],
      qualifications: [{ level: level.key, base_level: null, name: 'Villanyszerelő', document_number: 'SZ-123', year: 2004 }],
    };
    const saved = await send('hr', 'PUT', `${base}/${id}/`, { ...current, ...lists });
    expect(saved.statusCode).toBe(200);
    const read = (await send('hr', 'GET', `${base}/${id}/`)).json() as Record<string, unknown>;
    expect(read).toMatchObject({ ...lists, manager: { id: manager.id, name: manager.name } });
    // What GET answers, PUT takes back unchanged.
    expect((await send('hr', 'PUT', `${base}/${id}/`, read)).statusCode).toBe(200);

    const bad = await send('hr', 'PUT', `${base}/${id}/`, { ...read, lays: [99999], qualifications: [{ level: 99999, name: 'X' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ lays: ['Nem létező elem.'], 'qualifications.0.level': ['Nem létező elem.'] });
    const child = await send('hr', 'PUT', `${base}/${id}/`, { ...read, children: [{ name: '', birth_date: '2015-13-40' }] });
    expect(child.statusCode).toBe(400);
    expect(Object.keys(child.json() as object).sort()).toEqual(['children.0.birth_date', 'children.0.name']);
    expect((await send('hr', 'GET', `${base}/${id}/`)).json()).toMatchObject({ ...lists, manager: { id: manager.id } });
  });
});
