// Positions (/api/allashelyek/): the tender and application rules, return to correction, and
// recording the hired person (one file per person, an employment at the position's school).
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { makeBankAccount, makeTaj, makeTaxId } from '../../shared/src/identifiers.ts';
import { APPLICATION_CONTACT, TENDER_CHOICE } from '../../server/src/modules/hr/positions/manifest.ts';
import { EXISTING_EMPLOYEE } from '../../server/src/modules/hr/employee-file.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const base = '/api/allashelyek';

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['hr', 'kozpontihr', 'hr.a', 'vezeto.a']) tokens[who] = await login(server.app, `${who}@etanker.local`);
});

const send = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: authHeader(tokens[who]), ...(payload ? { payload } : {}) });

const position = (over: object = {}) => ({ type: 1, job: 2, contract_type: 1, working_hours: 1, start_date: '2031-09-01', without_tender: true, ...over });

type TDetail = {
  id: number;
  state: string;
  current_step: { name: string; options: { id: number; label: string }[] } | null;
  hired_employee: { id: number; name: string } | null;
};
const detail = async (id: number, who = 'hr.a') => (await send(who, 'GET', `${base}/${id}/`)).json<TDetail>();

async function decide(id: number, who: string, label: string, answers: object = {}) {
  const option = (await detail(id, who)).current_step!.options.find((o) => o.label === label)!;
  const res = await send(who, 'POST', `${base}/${id}/donteshozas/`, { decision_option: option.id, answers });
  expect(res.statusCode, res.body).toBe(200);
}

async function create(over: object = {}) {
  const res = await send('hr.a', 'POST', `${base}/`, position(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

async function approved() {
  const id = await create();
  await decide(id, 'hr.a', 'Beküldés');
  await decide(id, 'vezeto.a', 'Jóváhagyom');
  await decide(id, 'hr', 'Jóváhagyom');
  // The centre's HR decides last: another person than the HR referent (four eyes).
  await decide(id, 'kozpontihr', 'Jóváhagyom');
  expect((await detail(id)).state).toBe('closed_positive');
  return id;
}

const person = (n: number) => {
  const birth = '1992-03-0' + String((n % 9) + 1);
  return {
    name: `Felvett Ferenc ${n}`,
    email: `felvett.${n}@pelda.hu`,
    institution: 0,
    birth_date: birth,
    tax_number: makeTaxId(birth, 400 + n),
    social_security_number: makeTaj(700 + n),
    bank_account_number: makeBankAccount('1177301', 5000 + n),
  };
};

describe('positions: rules', () => {
  it('takes exactly one of a tender and a relationship without tender, and a tender needs an application e-mail or address', async () => {
    for (const choice of [
      { needs_tender: true, without_tender: true },
      { needs_tender: false, without_tender: false },
    ]) {
      const res = await send('hr.a', 'POST', `${base}/`, position(choice));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ needs_tender: [TENDER_CHOICE] });
    }
    const tender = await send('hr.a', 'POST', `${base}/`, position({ needs_tender: true, without_tender: false }));
    expect(tender.json()).toEqual({ application_email: [APPLICATION_CONTACT] });
    await create({ needs_tender: true, without_tender: false, application_email: 'allas@pelda.hu' });
  });
});

describe('positions: return to correction', () => {
  it('the one it waits on sends it back to its creator, in its first state; the creator submits it again', async () => {
    const id = await create();
    await decide(id, 'hr.a', 'Beküldés');
    expect((await send('hr', 'POST', `${base}/${id}/javitasra-visszaadas/`)).statusCode).toBe(403);
    const returned = await send('vezeto.a', 'POST', `${base}/${id}/javitasra-visszaadas/`);
    expect(returned.statusCode, returned.body).toBe(200);
    const back = await detail(id);
    expect(back).toMatchObject({ state: 'open', current_step: { name: 'Igénylés' } });
    await decide(id, 'hr.a', 'Beküldés');
    expect((await detail(id)).current_step!.name).toBe('Intézményvezetői jóváhagyás');
  });
});

describe('positions: recording the hired person', () => {
  it('creates the file and an employment at the school once; PUT changes it; another position hiring the same person links the file only when asked', async () => {
    const prisma = server.services.prisma;
    const school = (await prisma.user.findUniqueOrThrow({ where: { email: 'hr.a@etanker.local' }, select: { institution_id: true } })).institution_id!;
    const id = await approved();
    const hire = { ...person(1), institution: school };
    expect((await send('vezeto.a', 'POST', `${base}/${id}/felhasznalo-rogzites/`, hire)).statusCode).toBe(403);
    const bad = await send('hr.a', 'POST', `${base}/${id}/felhasznalo-rogzites/`, { ...hire, tax_number: '8123456789' });
    expect(bad.json()).toEqual({ tax_number: ['Hibás adóazonosító jel'] });
    const files = await prisma.employeeProfile.count();
    const recorded = await send('hr.a', 'POST', `${base}/${id}/felhasznalo-rogzites/`, hire);
    expect(recorded.statusCode, recorded.body).toBe(200);
    const hired = recorded.json<TDetail>().hired_employee!;
    expect(hired.name).toBe(hire.name);
    expect(await prisma.employeeProfile.count()).toBe(files + 1);
    const employments = await prisma.employment.findMany({
      where: { user: { employee_profile: { id: hired.id } } },
      select: { institution_id: true, start_date: true },
    });
    expect(employments).toEqual([{ institution_id: school, start_date: new Date('2031-09-01') }]);

    const twice = await send('hr.a', 'POST', `${base}/${id}/felhasznalo-rogzites/`, hire);
    expect(twice.statusCode).toBe(400);
    const changed = await send('hr.a', 'PUT', `${base}/${id}/felhasznalo-rogzites/`, { ...hire, name: 'Felvett Ferenc Béla' });
    expect(changed.json<TDetail>().hired_employee).toEqual({ id: hired.id, name: 'Felvett Ferenc Béla' });

    // Hiring someone already on file is never linked silently: named, then linked when asked.
    const other = await approved();
    const again = await send('hr.a', 'POST', `${base}/${other}/felhasznalo-rogzites/`, { ...hire, email: 'masik.cim@pelda.hu' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ tax_number: [`${EXISTING_EMPLOYEE}Felvett Ferenc Béla.`] });
    const linked = await send('hr.a', 'POST', `${base}/${other}/felhasznalo-rogzites/`, {
      ...hire,
      email: 'masik.cim@pelda.hu',
      link_existing_employee: true,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json<TDetail>().hired_employee!.id).toBe(hired.id);
    expect(await prisma.employeeProfile.count()).toBe(files + 1);
    const file = await send('hr.a', 'GET', `/api/dolgozok/${hired.id}/`);
    expect(file.json()).toMatchObject({ email: hire.email, name: 'Felvett Ferenc Béla' });
    // Both employments start on 2031-09-01: upcoming, not active.
    expect(file.json<{ employments: { status: string }[] }>().employments.map((e) => e.status)).toEqual(['upcoming', 'upcoming']);
  });

  it("names another school's employee only as such", async () => {
    const prisma = server.services.prisma;
    const outsider = await prisma.employeeProfile.findFirstOrThrow({
      where: { user: { name: 'Szilágyi Ákos' } },
      select: { user: { select: { tax_number: true, birth_date: true } } },
    });
    const id = await approved();
    const res = await send('hr.a', 'POST', `${base}/${id}/felhasznalo-rogzites/`, {
      ...person(3),
      institution: null,
      birth_date: outsider.user.birth_date!.toISOString().slice(0, 10),
      tax_number: outsider.user.tax_number,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ tax_number: [`${EXISTING_EMPLOYEE}egy másik intézmény dolgozója.`] });
  });

  it('a user already in the portal (same tax id) gets the file, keeping their login and home school; no second user', async () => {
    const prisma = server.services.prisma;
    const existing = await prisma.user.findUniqueOrThrow({
      where: { email: 'igenylo.b@etanker.local' },
      select: { id: true, institution_id: true, tax_number: true, birth_date: true },
    });
    const school = (await prisma.user.findUniqueOrThrow({ where: { email: 'hr.a@etanker.local' }, select: { institution_id: true } })).institution_id!;
    const users = await prisma.user.count();
    const id = await approved();
    const res = await send('hr.a', 'POST', `${base}/${id}/felhasznalo-rogzites/`, {
      ...person(2),
      name: 'Tóth Katalin',
      email: 'toth.katalin@pelda.hu',
      institution: school,
      birth_date: existing.birth_date!.toISOString().slice(0, 10),
      tax_number: existing.tax_number,
    });
    expect(res.statusCode, res.body).toBe(200);
    const file = await prisma.employeeProfile.findUniqueOrThrow({
      where: { id: res.json<TDetail>().hired_employee!.id },
      select: { user_id: true, user: { select: { institution_id: true, email: true } } },
    });
    expect(file).toEqual({ user_id: existing.id, user: { institution_id: existing.institution_id, email: 'igenylo.b@etanker.local' } });
    expect(await prisma.user.count()).toBe(users);
  });
});
