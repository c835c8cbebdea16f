// Commute (munkabajaras), employments (munkaviszonyok) and the verification an export may need:
// the month's wrap, the decree's amounts, the payroll CSV, export create/delete, per-line field
// errors and the HR scope.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { isMonthClosed, isMonthOver, nextMonth, previousMonth } from '../../server/src/modules/hr/commute/month.ts';
import { dayAmount, homecomingAmount, passAmount } from '../../server/src/modules/hr/commute/amounts.ts';
import { CSV_COLUMNS } from '../../server/src/modules/hr/commute/csv.ts';
import { countWorkingDays } from '../../shared/src/working-days.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const employments: Record<string, number> = {};

const call = (who: string, method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  server = await startTestServer();
  const prisma = server.services.prisma;
  const school = await prisma.institution.findFirstOrThrow({ where: { unit_code: '001' }, select: { id: true } });
  // School 001's own HR referent (the demo's hr.a, made the referent of its school here).
  await prisma.user.update({
    where: { email: 'hr.a@etanker.local' },
    data: {
      is_hr_referent: true,
      is_readonly: false,
      needs_password_change: false,
      groups: { connect: [{ name: 'HR referensek' }] },
      managed_institutions: { connect: [{ id: school.id }] },
    },
    select: { id: true },
  });
  for (const who of ['hr', 'kozpontihr', 'hr.a', 'igenylo.a', 'igenylo.b']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  for (const e of await prisma.employment.findMany({ select: { id: true, user: { select: { email: true } } }, orderBy: { id: 'asc' } })) {
    employments[e.user.email.split('@')[0]] ??= e.id;
  }
});

describe('commute: month and amounts', () => {
  it('steps months; December forward wraps to January of the next year, January back to December', async () => {
    expect(nextMonth({ year: 2026, month: 12 })).toEqual({ year: 2027, month: 1 });
    expect(previousMonth({ year: 2027, month: 1 })).toEqual({ year: 2026, month: 12 });
    const res = await call('hr', 'GET', `/api/munkabajaras/${employments['igenylo.a']}/?year=2026&month=12`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ year: 2026, month: 12, previous: { year: 2026, month: 11 }, next: { year: 2027, month: 1 } });
    expect((await call('hr', 'GET', `/api/munkabajaras/${employments['igenylo.a']}/?year=2026&month=13`)).statusCode).toBe(400);
  });

  it("closes a month for the schools after the next month's turn day, across the year's end too", () => {
    expect(isMonthClosed({ year: 2026, month: 10 }, 5, '2026-11-05')).toBe(false);
    expect(isMonthClosed({ year: 2026, month: 10 }, 5, '2026-11-06')).toBe(true);
    expect(isMonthClosed({ year: 2026, month: 12 }, 5, '2027-01-05')).toBe(false);
    expect(isMonthClosed({ year: 2026, month: 12 }, 5, '2027-01-06')).toBe(true);
    expect(isMonthOver({ year: 2026, month: 12 }, '2026-12-31')).toBe(false);
    expect(isMonthOver({ year: 2026, month: 12 }, '2027-01-01')).toBe(true);
  });

  it('pays by the decree: 86 % of passes and tickets, 30 Ft/km by car, travel home there and back', () => {
    const rates = { passSharePercent: 86, carKmPrice: 30 };
    const car = { type: 3, mileage_towards: 23.5, mileage_backwards: 23.5, monthly_cost: null };
    expect(dayAmount(car, true, true, rates)).toBe(1410);
    expect(dayAmount(car, true, false, rates)).toBe(705);
    // A one-way ticket of 380 Ft: 2 × 380 × 0.86 = 653.6 → 654 a day.
    expect(dayAmount({ type: 2, mileage_towards: 0, mileage_backwards: 0, monthly_cost: 380 }, true, true, rates)).toBe(654);
    expect(dayAmount({ type: 1, mileage_towards: 0, mileage_backwards: 0, monthly_cost: 18_900 }, true, true, rates)).toBe(0);
    expect(passAmount(18_900, rates)).toBe(16_254);
    expect(homecomingAmount({ type: 2, trips: 2, distance: 182.5, cost: 0 }, rates)).toBe(21_900);
    expect(homecomingAmount({ type: 1, trips: 4, distance: 0, cost: 12_345 }, rates)).toBe(10_617);
    expect(homecomingAmount({ type: 3, trips: 4, distance: 100, cost: 9_000 }, rates)).toBe(0);
  });
});

describe('commute: export and the payroll CSV', () => {
  // March 2031: 21 working days (1 March is a Saturday, no holiday on a weekday).
  const month = 'year=2031&month=3';

  it('creates the month export with frozen amounts, locks the month, deletes it; the CSV carries its line', async () => {
    expect(countWorkingDays('2031-03-01', '2031-03-31')).toBe(21);
    const id = employments['igenylo.a'];
    const created = await call('hr', 'POST', `/api/munkabajaras/${id}/export/?${month}`);
    expect(created.statusCode, created.body).toBe(200);
    const detail = created.json<{ is_saved: boolean; export: { total_amount: number; items: { km: number; days: number }[] }; can_edit: boolean }>();
    // 21 days × 2 × 23.5 km × 30 Ft = 29 610 Ft.
    expect(detail.is_saved).toBe(true);
    expect(detail.export).toMatchObject({ total_amount: 29_610, items: [{ title: 'Saját gépjármű', days: 21, km: 987, amount: 29_610 }] });
    expect(detail.can_edit).toBe(false);
    const again = await call('hr', 'POST', `/api/munkabajaras/${id}/export/?${month}`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: ['A hónapra már készült export.'] });
    const locked = await call('hr', 'PUT', `/api/munkabajaras/${id}/?${month}`, { records: [] });
    expect(locked.statusCode).toBe(400);

    const csv = await call('hr', 'GET', `/api/munkabajaras/export_csv/?institution=${await institutionOf(id)}&start_date=2031-03-01&end_date=2031-03-31`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(';'));
    expect(lines[0]).toBe('Adóazonosító jel;Törzsszám;Név;Intézmény;Év;Hónap;Jogcím;Költséghely;Napok;Km;Összeg (Ft)');
    expect(lines).toContain('8436661591;100002;Nagy Eszter;001;2031;3;Saját gépjármű;KH-001-01;21;987;29610');
    // The school's own HR gets it too; a period without the month has only the header.
    expect((await call('hr.a', 'GET', '/api/munkabajaras/export_csv/?start_date=2031-03-01&end_date=2031-03-31')).body).toContain('Nagy Eszter');
    expect((await call('hr', 'GET', '/api/munkabajaras/export_csv/?start_date=2031-03-02&end_date=2031-04-30')).body.split('\r\n')).toHaveLength(2);

    const removed = await call('hr', 'DELETE', `/api/munkabajaras/${id}/delete_export/?${month}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ export: null, can_edit: true });
    expect((await call('hr', 'DELETE', `/api/munkabajaras/${id}/delete_export/?${month}`)).json()).toEqual({
      non_field_errors: ['A hónapra nem készült export.'],
    });
  });

  it('with commute_needs_verification, exports only infos an approved verification holds', async () => {
    const prisma = server.services.prisma;
    await prisma.setting.update({ where: { group_key: { group: 'hr', key: 'commute_needs_verification' } }, data: { value: true } });
    try {
      const id = employments['vezeto.b'];
      const refused = await call('hr', 'POST', `/api/munkabajaras/${id}/export/?year=2031&month=4`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ non_field_errors: string[] }>().non_field_errors[0]).toContain('jóváhagyott engedélyezése');
      const employment = (await call('hr', 'GET', `/api/munkaviszonyok/${id}/`)).json<{ commute_infos: { id: number; institution: { id: number } }[] }>();
      const commute_infos = employment.commute_infos.map(({ id: _id, ...line }) => ({ ...line, institution: line.institution.id }));
      const created = await call('igenylo.b', 'POST', '/api/commute-verifications/', { employment: id, commute_infos });
      expect(created.statusCode, created.body).toBe(201);
      const vid = created.json<{ id: number }>().id;
      for (const [who, label] of [
        ['igenylo.b', 'Beküldés'],
        ['hr', 'Továbbítás'],
        // The centre's HR approves: another person than the referent who forwarded (four eyes).
        ['kozpontihr', 'Jóváhagyás'],
      ]) {
        const d = (await call(who, 'GET', `/api/commute-verifications/${vid}/`)).json<{ current_step: { options: { id: number; label: string }[] } }>();
        const option = d.current_step.options.find((o) => o.label === label)!;
        const res = await call(who, 'POST', `/api/commute-verifications/${vid}/donteshozas/`, { decision_option: option.id, answers: {} });
        expect(res.statusCode, res.body).toBe(200);
      }
      const exported = await call('hr', 'POST', `/api/munkabajaras/${id}/export/?year=2031&month=4`);
      expect(exported.statusCode, exported.body).toBe(200);
    } finally {
      await prisma.setting.update({ where: { group_key: { group: 'hr', key: 'commute_needs_verification' } }, data: { value: false } });
    }
  });
});

async function institutionOf(employmentId: number) {
  const e = await server.services.prisma.employment.findUniqueOrThrow({ where: { id: employmentId }, select: { institution_id: true } });
  return e.institution_id;
}

describe('commute: field errors per line', () => {
  it('PATCH of an employment keys its commute info errors by line index and keeps line ids', async () => {
    const id = employments['vezeto.a'];
    const before = (await call('hr', 'GET', `/api/munkaviszonyok/${id}/`)).json<{ commute_infos: { id: number; type: number }[] }>();
    const bad = await call('hr', 'PATCH', `/api/munkaviszonyok/${id}/`, {
      commute_infos: [...before.commute_infos, { institution: 999_999, type: 3, mileage_towards: 0 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ 'commute_infos.2.mileage_towards': ['Saját gépjármű és kerékpár esetén a távolság megadása kötelező.'] });
    const unknown = await call('hr', 'PATCH', `/api/munkaviszonyok/${id}/`, {
      commute_infos: [...before.commute_infos, { institution: 999_999, type: 3, mileage_towards: 12 }],
    });
    expect(unknown.json()).toEqual({ 'commute_infos.2.institution': ['Nem létező elem.'] });
    // The GET answer goes back as it is, plus a line: the old lines keep their ids.
    const ok = await call('hr', 'PATCH', `/api/munkaviszonyok/${id}/`, {
      ...(await call('hr', 'GET', `/api/munkaviszonyok/${id}/`)).json<object>(),
      commute_infos: [...before.commute_infos, { institution: await institutionOf(id), type: 4, mileage_towards: 3.2 }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = ok.json<{ commute_infos: { id: number; type: number; mileage_backwards: number }[] }>().commute_infos;
    expect(after.slice(0, 2).map((l) => l.id)).toEqual(before.commute_infos.map((l) => l.id));
    expect(after[2]).toMatchObject({ type: 4, mileage_backwards: 3.2 });
  });

  it('PUT of a month keys its errors by record index', async () => {
    const id = employments['igenylo.a'];
    const detail = (await call('hr', 'GET', `/api/munkabajaras/${id}/?year=2031&month=5`)).json<{ infos: { id: number }[] }>();
    const info = detail.infos[0].id;
    const res = await call('hr', 'PUT', `/api/munkabajaras/${id}/?year=2031&month=5`, {
      records: [
        { date: '2031-05-05', commute_info: info },
        { date: '2031-05-05', commute_info: info },
        { date: '2031-06-02', commute_info: info, towards: false, backwards: false },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'records.1.commute_info': ['Ez a nap ezzel a móddal már szerepel.'],
      'records.2.date': ['A dátum nem a megjelenített hónapba esik.'],
      'records.2.towards': ['Jelölje az oda- vagy a visszautat.'],
    });
  });
});

describe('commute: scope', () => {
  it("a school's HR sees its own employments only; users without the HR module get 403", async () => {
    const own = await call('hr.a', 'GET', '/api/munkabajaras/?year=2031&month=3');
    expect(own.statusCode).toBe(200);
    const names = own.json<{ data: { user_name: string }[] }>().data.map((r) => r.user_name);
    expect(names).toContain('Nagy Eszter');
    expect(names).not.toContain('Tóth Katalin');
    expect((await call('hr.a', 'GET', `/api/munkabajaras/${employments['igenylo.b']}/`)).statusCode).toBe(404);
    expect((await call('hr.a', 'GET', `/api/munkaviszonyok/${employments['igenylo.b']}/`)).statusCode).toBe(404);
    expect((await call('hr.a', 'PATCH', `/api/munkaviszonyok/${employments['igenylo.b']}/`, { sap_code: 'X' })).statusCode).toBe(404);
    const list = (await call('hr.a', 'GET', '/api/munkaviszonyok/?limit=100')).json<{ data: { institution_name: string }[] }>();
    expect(new Set(list.data.map((r) => r.institution_name)).size).toBe(1);
    // January 2026 is past its turn day (5 February): the school's HR reads it, the centre's HR corrects it.
    const closed = (await call('hr.a', 'GET', `/api/munkabajaras/${employments['igenylo.a']}/?year=2026&month=1`)).json<object>();
    expect(closed).toMatchObject({
      can_edit: false,
      can_export: false,
      locked_reason: 'A hónap elszámolása a következő hónap 5. napjával lezárult; csak a központi HR módosíthatja.',
    });
    expect((await call('hr.a', 'PUT', `/api/munkabajaras/${employments['igenylo.a']}/?year=2026&month=1`, closed)).statusCode).toBe(400);
    expect((await call('hr', 'GET', `/api/munkabajaras/${employments['igenylo.a']}/?year=2026&month=1`)).json()).toMatchObject({
      can_edit: true,
      locked_reason: null,
    });
    expect((await call('igenylo.a', 'GET', '/api/munkabajaras/')).statusCode).toBe(403);
    expect((await call('igenylo.a', 'GET', `/api/munkaviszonyok/${employments['igenylo.a']}/`)).statusCode).toBe(403);
  });
});
