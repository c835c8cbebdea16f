// Timesheets (/api/munkaido-nyilvantartas/): who sees and corrects whom (own, a school's HR
// referent, the centre; read-only users change nothing), the start/close/correct rules (one open
// period, no overlap, not in the future, closed months), month totals and working-time marks.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { countWorkingDays } from '@etanker/shared/working-days.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { isMonthOpen, resolveMonth } from '../../server/src/modules/hr/timesheets/month.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const base = '/api/munkaido-nyilvantartas';
const as = (who: string) => authHeader(tokens[who]);
const get = (url: string, who: string) => server.app.inject({ method: 'GET', url, headers: as(who) });
const post = (url: string, who: string, payload: object) => server.app.inject({ method: 'POST', url, headers: as(who), payload });
const put = (url: string, who: string, payload: object) => server.app.inject({ method: 'PUT', url, headers: as(who), payload });

// The previous month is always open and wholly in the past: the rules' tests write there.
const today = formatDate(new Date());
const previous = (() => {
  const d = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
})();
const prevDay = (day: number, time: string) => `${previous.year}-${String(previous.month).padStart(2, '0')}-${String(day).padStart(2, '0')} ${time}`;
const prevQuery = `year=${previous.year}&month=${previous.month}`;

type TEntry = { id: number; start_date: string; end_date: string | null; minutes: number; working_time: string | null; updated_by: { name: string } | null };
type TPerson = {
  id: number;
  name: string;
  timesheet_entries: TEntry[];
  worked_minutes: number;
  worked_days: number;
  working_days: number;
  can_start: boolean;
  can_close: boolean;
  can_edit: boolean;
  open_entry: object | null;
};

const USERS = ['igenylo.a', 'vezeto.a', 'olvaso', 'igenylo.b', 'vezeto.b', 'hr.b', 'hr'];

beforeAll(async () => {
  server = await startTestServer();
  const prisma = server.services.prisma;
  // The demo's entries are relative to the day the template was built: these tests write their own.
  await prisma.timesheetEntry.deleteMany();
  // Employees recording their own time hold the HR gate directly (the demo gives it to HR only).
  for (const who of ['igenylo.a', 'olvaso', 'igenylo.b']) {
    await prisma.user.update({
      where: { email: `${who}@etanker.local` },
      data: { permissions: { connect: { codename: 'hr.can_use_hr_module' } } },
      select: { id: true },
    });
  }
  for (const u of await prisma.user.findMany({ where: { email: { in: USERS.map((w) => `${w}@etanker.local`) } }, select: { id: true, email: true } })) {
    ids[u.email.split('@')[0]] = u.id;
  }
  for (const who of USERS) tokens[who] = await login(server.app, `${who}@etanker.local`);
});

const listIds = async (who: string, query = '') => {
  const res = await get(`${base}/?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: number }[] }>().data.map((r) => r.id);
};

describe('timesheets: whose month a caller sees', () => {
  it('an employee sees only itself; another person, of its school or not, is a 404', async () => {
    expect(await listIds('igenylo.a')).toEqual([ids['igenylo.a']]);
    expect((await get(`${base}/${ids['igenylo.a']}/`, 'igenylo.a')).statusCode).toBe(200);
    expect((await get(`${base}/${ids['vezeto.a']}/`, 'igenylo.a')).statusCode).toBe(404);
    expect((await get(`${base}/${ids['igenylo.b']}/`, 'igenylo.a')).statusCode).toBe(404);
    expect((await post(`${base}/${ids['vezeto.a']}/elkezdes/`, 'igenylo.a', { start_date: prevDay(2, '08:00') })).statusCode).toBe(404);
  });

  it("a school's HR referent sees and corrects its school's employees, not another school's", async () => {
    const seen = await listIds('hr.b');
    expect(seen).toEqual(expect.arrayContaining([ids['igenylo.b'], ids['vezeto.b'], ids['hr.b']]));
    expect(seen).not.toContain(ids['igenylo.a']);
    expect(seen).not.toContain(ids['hr']);
    expect((await get(`${base}/${ids['igenylo.b']}/`, 'hr.b')).json<TPerson>()).toMatchObject({ can_edit: true, can_start: true });
    expect((await get(`${base}/${ids['igenylo.a']}/`, 'hr.b')).statusCode).toBe(404);
    expect((await post(`${base}/${ids['igenylo.a']}/elkezdes/`, 'hr.b', { start_date: prevDay(2, '08:00') })).statusCode).toBe(404);
  });

  it('the centre sees every school; the institution filter narrows it; no gate is a 403', async () => {
    const all = await listIds('hr', 'limit=100');
    expect(all).toEqual(expect.arrayContaining([ids['igenylo.a'], ids['igenylo.b'], ids['hr']]));
    const schoolB = await server.services.prisma.institution.findFirstOrThrow({ where: { unit_code: '002' }, select: { id: true } });
    const narrowed = await listIds('hr', `institution=${schoolB.id}&limit=100`);
    expect(narrowed).toContain(ids['igenylo.b']);
    expect(narrowed).not.toContain(ids['igenylo.a']);
    // A school referent asking for another school's institution gets nobody, not its people.
    expect(await listIds('hr.b', `institution=${(await server.services.prisma.institution.findFirstOrThrow({ where: { unit_code: '001' } })).id}`)).toEqual([]);
    expect((await get(`${base}/`, 'vezeto.a')).statusCode).toBe(403);
  });

  it('a read-only user sees its month with every write flag false and cannot write', async () => {
    const own = (await get(`${base}/${ids['olvaso']}/`, 'olvaso')).json<TPerson>();
    expect(own).toMatchObject({ can_start: false, can_close: false, can_edit: false });
    expect((await post(`${base}/${ids['olvaso']}/elkezdes/`, 'olvaso', { start_date: prevDay(2, '08:00') })).statusCode).toBe(403);
    expect((await post(`${base}/${ids['olvaso']}/lezaras/`, 'olvaso', { end_date: prevDay(2, '09:00') })).statusCode).toBe(403);
  });
});

describe('timesheets: start, close, correct', () => {
  const who = 'igenylo.a';
  const url = (action: string) => `${base}/${ids[who]}/${action}`;

  it('starts and closes a period; a second start while open and a close without one are refused', async () => {
    expect((await post(url('elkezdes/'), who, { start_date: prevDay(3, '08:00') })).statusCode).toBe(200);
    const again = await post(url('elkezdes/'), who, { start_date: prevDay(3, '09:00') });
    expect(again.statusCode).toBe(400);
    expect(again.json().start_date[0]).toContain('Már van lezáratlan munkaidő-bejegyzés');
    const tooLong = await post(url('lezaras/'), who, { end_date: prevDay(4, '08:30') });
    expect(tooLong.json()).toEqual({ end_date: ['Egy bejegyzés legfeljebb 24 óra lehet.'] });
    expect((await post(url('lezaras/'), who, { end_date: prevDay(3, '07:00') })).json()).toEqual({ end_date: ['A befejezés a kezdés után legyen.'] });
    const closed = await post(url('lezaras/'), who, { end_date: prevDay(3, '16:30') });
    expect(closed.statusCode, closed.body).toBe(200);
    const month = closed.json<TPerson>();
    expect(month.timesheet_entries).toEqual([expect.objectContaining({ start_date: prevDay(3, '08:00'), end_date: prevDay(3, '16:30'), minutes: 510 })]);
    expect(month).toMatchObject({ can_start: true, can_close: false, can_edit: false, open_entry: null });
    expect((await post(url('lezaras/'), who, { end_date: prevDay(3, '17:00') })).json()).toEqual({ end_date: ['Nincs lezáratlan munkaidő-bejegyzés.'] });
  });

  it('refuses a start inside another period, in the future, in a closed month, or malformed', async () => {
    const inside = await post(url('elkezdes/'), who, { start_date: prevDay(3, '12:00') });
    expect(inside.json()).toEqual({ start_date: [`Átfedés egy másik bejegyzéssel: ${prevDay(3, '08:00')} – ${prevDay(3, '16:30')}.`] });
    const future = await post(url('elkezdes/'), who, { start_date: `${Number(today.slice(0, 4)) + 1}-01-05 08:00` });
    expect(future.json()).toEqual({ start_date: ['Jövőbeli időpont nem rögzíthető.'] });
    const old = await post(url('elkezdes/'), who, { start_date: '2020-10-05 08:00' });
    expect(old.json()).toEqual({ start_date: ['A 2020-10 hónap lezárult, bejegyzése nem módosítható.'] });
    expect((await post(url('elkezdes/'), who, { start_date: '2020-13-05 8' })).statusCode).toBe(400);
    expect((await post(url('elkezdes/'), who, {})).statusCode).toBe(400);
  });

  it('of two simultaneous starts exactly one passes', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => post(url('elkezdes/'), who, { start_date: prevDay(5, '08:00') })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    expect((await post(url('lezaras/'), who, { end_date: prevDay(5, '15:00') })).statusCode).toBe(200);
  });

  it('only HR corrects; a correction may not overlap, and keeps who made it', async () => {
    const month = (await get(`${base}/${ids[who]}/?${prevQuery}`, 'hr')).json<TPerson>();
    const [first, second] = month.timesheet_entries;
    expect(month.can_edit).toBe(true);
    const own = await put(url(`rekordok/${first.id}/`), who, { start_date: prevDay(3, '07:30'), end_date: prevDay(3, '16:30') });
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe('Munkaidő-bejegyzést csak a HR referens javíthat.');
    const overlap = await put(url(`rekordok/${second.id}/`), 'hr', { start_date: prevDay(3, '16:00'), end_date: prevDay(3, '18:00') });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().start_date[0]).toContain('Átfedés');
    expect((await put(url(`rekordok/${first.id}/`), 'hr', { start_date: prevDay(3, '08:00'), end_date: null })).json()).toEqual({
      end_date: ['Lezárt bejegyzés befejezése nem hagyható üresen.'],
    });
    // The GET answer's entry can be sent back as it is, with the times changed.
    const fixed = await put(url(`rekordok/${first.id}/`), 'hr', { ...first, start_date: prevDay(3, '07:30') });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json<TPerson>().timesheet_entries[0]).toMatchObject({ start_date: prevDay(3, '07:30'), minutes: 540, updated_by: { name: 'Molnár Judit' } });
    // An entry of another person under this person's path does not exist.
    const other = await post(`${base}/${ids['igenylo.b']}/elkezdes/`, 'hr.b', { start_date: prevDay(6, '08:00') });
    const otherEntry = other.json<TPerson>().timesheet_entries[0];
    expect((await put(url(`rekordok/${otherEntry.id}/`), 'hr', { start_date: prevDay(6, '08:00'), end_date: prevDay(6, '12:00') })).statusCode).toBe(404);
    // HR closes the period the employee left open.
    expect((await post(`${base}/${ids['igenylo.b']}/lezaras/`, 'hr.b', { end_date: prevDay(6, '12:00') })).statusCode).toBe(200);
  });
});

describe('timesheets: months, totals and working-time marks', () => {
  it('totals the month: worked minutes, days worked on and the working days of the calendar', async () => {
    const res = await get(`${base}/?${prevQuery}&q=nagy eszter`, 'hr');
    const last = formatDate(new Date(Date.UTC(previous.year, previous.month, 0)));
    expect(res.json()).toMatchObject({
      year: previous.year,
      month: previous.month,
      working_days: countWorkingDays(last.slice(0, 8) + '01', last),
      total: 1,
      data: [{ id: ids['igenylo.a'], name: 'Nagy Eszter', worked_minutes: 540 + 420, worked_days: 2, has_open_entry: false }],
    });
    // Search is accent-insensitive.
    expect(await listIds('hr', `${prevQuery}&q=toth`)).toEqual([ids['igenylo.b']]);
  });

  it('year and month default to the current ones; a bad month is a 400', async () => {
    const current = resolveMonth({});
    expect((await get(`${base}/`, 'igenylo.a')).json()).toMatchObject(current);
    expect((await get(`${base}/?month=13`, 'igenylo.a')).json()).toEqual({ month: ['Nem lehet nagyobb mint 12'] });
    expect((await get(`${base}/${ids['igenylo.a']}/?year=abc`, 'igenylo.a')).statusCode).toBe(400);
    for (const query of ['page=0', 'limit=101', 'institution=x', 'year=1999', 'month=1&month=2']) {
      expect((await get(`${base}/?${query}`, 'hr')).statusCode, query).toBe(400);
    }
    expect((await get(`${base}/2147483648/`, 'hr')).statusCode).toBe(404);
    expect((await put(`${base}/${ids['igenylo.a']}/rekordok/2147483647/`, 'hr', { start_date: prevDay(3, '08:00'), end_date: null })).statusCode).toBe(404);
  });

  it('the current and the previous month are open, across the new year too', () => {
    const january = new Date('2027-01-10T10:00:00Z');
    expect(resolveMonth({}, january)).toEqual({ year: 2027, month: 1 });
    expect(resolveMonth({ month: 12 }, january)).toEqual({ year: 2027, month: 12 });
    expect(isMonthOpen({ year: 2027, month: 1 }, january)).toBe(true);
    expect(isMonthOpen({ year: 2026, month: 12 }, january)).toBe(true);
    expect(isMonthOpen({ year: 2026, month: 11 }, january)).toBe(false);
    expect(isMonthOpen({ year: 2027, month: 2 }, january)).toBe(false);
    // Budapest's new year starts an hour before UTC's.
    expect(resolveMonth({}, new Date('2026-12-31T23:30:00Z'))).toEqual({ year: 2027, month: 1 });
  });

  it('marks entries outside the normal and extended working time of the settings', async () => {
    const prisma = server.services.prisma;
    const unmarked = (await get(`${base}/${ids['igenylo.a']}/?${prevQuery}`, 'igenylo.a')).json<TPerson>();
    expect(unmarked.timesheet_entries.map((e) => e.working_time)).toEqual([null, null]);
    const times = { normal_start_time: '07:30', normal_end_time: '16:00', extended_start_time: '07:00', extended_end_time: '20:00' };
    for (const [key, value] of Object.entries(times))
      await prisma.setting.update({ where: { group_key: { group: 'timesheet', key } }, data: { value }, select: { id: true } });
    await post(`${base}/${ids['igenylo.a']}/elkezdes/`, 'igenylo.a', { start_date: prevDay(7, '06:00') });
    await post(`${base}/${ids['igenylo.a']}/lezaras/`, 'igenylo.a', { end_date: prevDay(7, '10:00') });
    await post(`${base}/${ids['igenylo.a']}/elkezdes/`, 'igenylo.a', { start_date: prevDay(8, '08:00') });
    await post(`${base}/${ids['igenylo.a']}/lezaras/`, 'igenylo.a', { end_date: prevDay(8, '15:00') });
    const marked = (await get(`${base}/${ids['igenylo.a']}/?${prevQuery}`, 'igenylo.a')).json<TPerson>();
    // 07:30–16:30 (extended), 08:00–15:00 on the 5th (normal), 06:00–10:00 (outside), 08:00–15:00 (normal)
    expect(marked.timesheet_entries.map((e) => e.working_time)).toEqual(['extended', 'normal', 'outside', 'normal']);
  });
});
