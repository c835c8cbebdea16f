// The HR chain as an integrator walks it through the real server with the spec's documented
// bodies only (issue 22 §1, MODULES.md §3.16–3.23, §3.49): employee → employment → absence, day
// off, commute, timesheet; position → hiring; a school's HR user and the centre's. No body
// carries a field the spec does not list for its entity.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, type TTestServer } from '../helpers/server.ts';
import { makeBankAccount, makeTaj, makeTaxId } from '../../shared/src/identifiers.ts';
import { DERIVED_INSTITUTION_DESCRIPTION } from '../../server/src/workflow/derived-institution.ts';
import { restRoutes } from '../../server/src/app.ts';
import { buildOpenApiDocument } from '../../server/src/openapi/document.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const schools: Record<string, number> = {};
let serial = 0;

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['hr', 'kozpontihr', 'admin', 'hr.a', 'hr.b', 'vezeto.a', 'vezeto.b', 'igenylo.a'])
    tokens[who] = await login(server.app, `${who}@etanker.local`);
  for (const i of await server.services.prisma.institution.findMany({ select: { id: true, unit_code: true } })) schools[i.unit_code] = i.id;
});

/** A call over HTTP, as an integrator's code makes it. */
async function call<T = Record<string, unknown>>(who: string, method: string, path: string, body?: object): Promise<{ status: number; body: T }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Token ${tokens[who]}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function ok<T = Record<string, unknown>>(who: string, method: string, path: string, body?: object, status = 200): Promise<T> {
  const res = await call<T>(who, method, path, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(status);
  return res.body;
}

type TNamed = { id: number; name: string };

/** 001 §3's hired user / employee: no institution among its fields. */
function documentedEmployee() {
  const n = ++serial;
  const birth = `1985-0${(n % 9) + 1}-2${n % 10}`;
  return {
    name: `Lánc Lili ${n}`,
    email: `lanc.lili.${n}@pelda.hu`,
    birth_name: `Lánc Lili ${n}`,
    birth_date: birth,
    birth_place: 'Debrecen',
    mothers_name: 'Minta Mária',
    nationality: 'magyar',
    tax_number: makeTaxId(birth, 600 + n),
    social_security_number: makeTaj(800 + n),
    bank_name: 'OTP Bank',
    bank_account_number: makeBankAccount('1177301', 7000 + n),
    permanent_address: {
      zip_code: '4026',
      city: 'Debrecen',
      address_1: 'Piac utca 1.',
      address_2: '',
      county: 'Hajdú-Bihar',
      country: 'Magyarország',
      valid_till: null,
    },
  };
}

/** Budapest wall time, minutes ago ('YYYY-MM-DD HH:mm'). */
function budapestMinutesAgo(minutes: number): string {
  const parts = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Budapest', dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(Date.now() - minutes * 60_000),
  );
  return parts.replace(',', '');
}

async function withSchoolsRecording<T>(run: () => Promise<T>): Promise<T> {
  const where = { group_key: { group: 'hr', key: 'can_create_new_employee' } };
  await server.services.prisma.setting.update({ where, data: { value: true } });
  try {
    return await run();
  } finally {
    await server.services.prisma.setting.update({ where, data: { value: false } });
  }
}

/** employee → employment → absence, day off, commute, timesheet, each with its documented body. */
async function walkEmployeeChain(who: string, school: number, expectedHome: number | null) {
  const created = await ok<{ id: number; institution: TNamed | null }>(who, 'POST', '/api/dolgozok/', documentedEmployee(), 201);
  expect(created.institution?.id ?? null).toBe(expectedHome);

  const employment = { institution: school, start_date: '2026-01-01', end_date: null, sap_code: '100200', working_hours: 40, working_hours_type: 'full_time' };
  const file = await ok<{ institution: TNamed; employments: { id: number }[] }>(who, 'POST', `/api/dolgozok/${created.id}/munkaviszony/`, employment, 201);
  // The first employment decides a home institution nobody named.
  expect(file.institution.id).toBe(expectedHome ?? school);
  const employmentId = file.employments[0].id;
  const { user } = await ok<{ user: TNamed }>(who, 'GET', `/api/munkaviszonyok/${employmentId}/`);

  const absence = await ok<{ institution: TNamed }>(
    who,
    'POST',
    '/api/hr/tavolletjelento/',
    { user: user.id, reason: 1, substitute: null, start_date: '2031-03-10', end_date: '2031-03-11', institution: school },
    201,
  );
  expect(absence.institution.id).toBe(school);

  const dayOff = await ok<{ institution: TNamed }>(
    who,
    'POST',
    '/api/szabadsagok/',
    {
      employment: employmentId,
      absence_reason: 1,
      reason: 'Családi program',
      start_date: '2031-03-17',
      end_date: '2031-03-18',
      substitute: null,
      institution: school,
    },
    201,
  );
  expect(dayOff.institution.id).toBe(school);

  const infos = await ok<{ commute_infos: { id: number }[] }>(who, 'PATCH', `/api/munkaviszonyok/${employmentId}/`, {
    commute_infos: [
      { institution: school, type: 2, mileage_towards: 0, mileage_backwards: 0, towards_backwards_is_same: true, monthly_cost: 380, sap_code: '' },
    ],
  });
  const info = infos.commute_infos[0].id;
  const month = await ok<{ records: { date: string }[] }>(who, 'PUT', `/api/munkabajaras/${employmentId}/?year=2031&month=3`, {
    records: [{ date: '2031-03-03', commute_info: info, towards: true, backwards: true }],
    monthly_pass_validities: [],
    homecoming: { type: null, trips: 0, distance: 0, cost: 0 },
  });
  expect(month.records.map((r) => r.date)).toContain('2031-03-03');

  await ok(who, 'POST', `/api/munkaido-nyilvantartas/${user.id}/elkezdes/`, { start_date: budapestMinutesAgo(90) });
  await ok(who, 'POST', `/api/munkaido-nyilvantartas/${user.id}/lezaras/`, { end_date: budapestMinutesAgo(30) });
  const sheet = await ok<{ timesheet_entries: { end_date: string | null }[] }>(who, 'GET', `/api/munkaido-nyilvantartas/${user.id}/`);
  expect(sheet.timesheet_entries.some((e) => e.end_date !== null)).toBe(true);
}

type TPosition = {
  id: number;
  state: string;
  institution: TNamed;
  subjects: TNamed[];
  working_hours: TNamed;
  current_step: { options: { id: number; label: string }[] } | null;
  hired_employee: TNamed | null;
};

async function decide(id: number, who: string, label: string) {
  const position = await ok<TPosition>(who, 'GET', `/api/allashelyek/${id}/`);
  const option = position.current_step!.options.find((o) => o.label === label)!;
  await ok(who, 'POST', `/api/allashelyek/${id}/donteshozas/`, { decision_option: option.id, answers: {} });
}

/** position (001 §3's fields only) → its flow → hiring the proposed person. */
async function walkPositionChain(who: string, school: number, head: string) {
  const position = await ok<TPosition>(
    who,
    'POST',
    '/api/allashelyek/',
    {
      institution: school,
      type: 1,
      job: 2,
      subjects: [2, 8],
      contract_type: 1,
      open_ended: true,
      start_date: '2031-09-01',
      needs_tender: false,
      without_tender: true,
      tasks: 'Matematika és fizika tanítása.',
      referred_person_name: 'Javasolt Jenő',
    },
    201,
  );
  expect(position.institution.id).toBe(school);
  expect(position.subjects).toEqual([
    { id: 2, name: 'Matematika' },
    { id: 8, name: 'Fizika' },
  ]);
  expect(position.working_hours).toEqual({ id: 1, name: 'Teljes munkaidő' });

  await decide(position.id, who, 'Beküldés');
  await decide(position.id, head, 'Jóváhagyom');
  // Four eyes: the HR referent checks, the centre's HR decides (DESIGN.md, Workflow engine).
  await decide(position.id, 'hr', 'Jóváhagyom');
  await decide(position.id, 'kozpontihr', 'Jóváhagyom');

  const person = { ...documentedEmployee(), name: 'Javasolt Jenő' };
  const hired = await ok<TPosition>(who, 'POST', `/api/allashelyek/${position.id}/felhasznalo-rogzites/`, person);
  expect(hired.state).toBe('closed_positive');
  expect(hired.hired_employee?.name).toBe('Javasolt Jenő');
  const file = await ok<{ institution: TNamed; employments: { institution: TNamed; start_date: string }[] }>(
    who,
    'GET',
    `/api/dolgozok/${hired.hired_employee!.id}/`,
  );
  expect(file.employments).toMatchObject([{ institution: { id: school }, start_date: '2031-09-01' }]);
  expect(file.institution.id).toBe(school);
}

describe('the HR chain with documented bodies', () => {
  // School 002's HR referent keeps its timesheets too (is_hr_referent, DESIGN.md "Timesheets").
  it("a school's HR user: an employee of their own school, then everything that follows", async () => {
    await withSchoolsRecording(() => walkEmployeeChain('hr.b', schools['002'], schools['002']));
  });

  it('the centre: an employee the first employment places, then everything that follows', async () => {
    await walkEmployeeChain('hr', schools['001'], null);
  });

  it("a school's HR user: a position of their school, approved and filled", async () => {
    await walkPositionChain('hr.a', schools['001'], 'vezeto.a');
  });

  // The centre's administrator creates it, as the HR referent who created a record may not check it.
  it('the centre: a position for the school it names, approved and filled', async () => {
    await walkPositionChain('admin', schools['002'], 'vezeto.b');
  });
});

describe('documented fields are never unknown, added fields never required', () => {
  it("the centre may name the employee's school; a school's HR may not name another", async () => {
    const named = await ok<{ institution: TNamed }>('hr', 'POST', '/api/dolgozok/', { ...documentedEmployee(), institution: schools['002'] }, 201);
    expect(named.institution.id).toBe(schools['002']);
    await withSchoolsRecording(async () => {
      const elsewhere = await call('hr.a', 'POST', '/api/dolgozok/', { ...documentedEmployee(), institution: schools['002'] });
      expect(elsewhere).toEqual({ status: 400, body: { institution: ['Ehhez az intézményhez nem rögzíthet.'] } });
    });
  });

  it("an institution outside the writer's scope is refused where the server derives it too", async () => {
    const { data } = await ok<{ data: { id: number; user: TNamed }[] }>('hr.a', 'GET', '/api/munkaviszonyok/');
    const refused = await call('hr.a', 'POST', '/api/hr/tavolletjelento/', {
      user: data[0].user.id,
      reason: 1,
      start_date: '2031-04-07',
      end_date: '2031-04-07',
      institution: schools['002'],
    });
    expect(refused).toEqual({ status: 400, body: { institution: ['Ehhez az intézményhez nem rögzíthet.'] } });
  });

  it('says in the OpenAPI document that a derived institution is the server’s', () => {
    const doc = buildOpenApiDocument(restRoutes, { title: 't', version: '1' }) as unknown as {
      paths: Record<string, { post?: { requestBody?: { content: Record<string, { schema: { properties?: Record<string, { description?: string }> } }> } } }>;
    };
    for (const path of ['/api/hr/tavolletjelento/', '/api/szabadsagok/']) {
      const body = doc.paths[path].post!.requestBody!.content['application/json'].schema;
      expect(body.properties?.institution?.description, path).toBe(DERIVED_INSTITUTION_DESCRIPTION);
    }
  });

  it('a bus rental without the return day we added ends on its last leg', async () => {
    const rental = await ok<{ return_date: string; institution: TNamed }>(
      'igenylo.a',
      'POST',
      '/api/buszberles/',
      {
        type: 1,
        institution: schools['001'],
        travel_goal: 'Osztálykirándulás Egerbe',
        pickup_place: 'Debrecen, iskola előtt',
        pickup_date: '2031-05-20',
        person_count: 30,
        travels: [
          { from: 'Debrecen', to: 'Eger', departure: '2031-05-20 07:30', person_count: 30, note: '' },
          { from: 'Eger', to: 'Debrecen', departure: '2031-05-21 16:00', person_count: 30, note: '' },
        ],
      },
      201,
    );
    expect(rental.return_date).toBe('2031-05-21');
  });
});
