// Request forms (/api/kervenyek/): one REST module behind five area permissions. Each area's
// user lists, reads and creates only its area's forms; the `module` filter; one flow per area
// (school head, then the area's referent); the spec's fields and our Hungarian messages.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { TYPE_OF_OTHER_AREA } from '../../server/src/modules/core/request-forms/rules.ts';
import { AREA_FORBIDDEN } from '../../server/src/workflow/areas.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/kervenyek';

// Keys of request_form_types (prisma/seed/lists/general.ts): one type of each area.
const TYPES = { finance: 2, hr: 1, education: 5, technical: 7, profile: 9 } as const;
type TArea = keyof typeof TYPES;
const REFERENTS: Record<TArea, { who: string; step: string }> = {
  finance: { who: 'penzugy', step: 'Pénzügyi referens döntése' },
  hr: { who: 'hr', step: 'HR referens döntése' },
  education: { who: 'tanugy', step: 'Tanügyi referens döntése' },
  technical: { who: 'muszak', step: 'Műszaki referens döntése' },
  profile: { who: 'iroda', step: 'Irodai referens döntése' },
};

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'vezeto.a', 'igenylo.b', 'penzugy', 'hr', 'tanugy', 'muszak', 'iroda', 'rendszergazda', 'admin'])
    tokens[who] = await login(server.app, `${who}@etanker.local`);
});

const send = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });

async function get(who: string, url: string) {
  const res = await send(who, 'GET', url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

async function create(area: TArea, who = 'igenylo.a') {
  const res = await send(who, 'POST', `${base}/`, { module: area, type: TYPES[area] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function decide(who: string, id: number, label: string, answers: object = {}) {
  const detail = await get(who, `${base}/${id}/`);
  const option = detail.current_step.options.find((o: { label: string }) => o.label === label);
  expect(option, `${who}: ${label}`).toBeTruthy();
  const res = await send(who, 'POST', `${base}/${id}/donteshozas/`, { decision_option: option.id, answers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const ids = (list: { data: { id: number }[] }) => list.data.map((r) => r.id);

describe('fields', () => {
  it('answers the spec fields: module, affected_institution, type, state open', async () => {
    const institution = (await get('igenylo.a', `${base}/szurok/`)).institution.choices[0].value;
    const res = await send('igenylo.a', 'POST', `${base}/`, { module: 'education', type: TYPES.education, affected_institution: institution });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    // The type as every static value: {id, name}, the list's shape too; a PUT takes it back (below).
    const type = { id: TYPES.education, name: 'Tanulói jogviszony-igazolás' };
    expect(r).toMatchObject({ module: 'education', type, state: 'open', affected_institution: { id: institution } });
    expect(r.reference_number).toMatch(new RegExp(`^KR/${new Date().getFullYear()}/\\d{5}$`));
    const row = (await get('igenylo.a', `${base}/?module=education`)).data.find((x: { id: number }) => x.id === r.id);
    expect(row).toMatchObject({ module: { id: 'education', name: 'Tanügy' }, type });
  });

  it('validates with Hungarian messages', async () => {
    const missing = await send('igenylo.a', 'POST', `${base}/`, { module: 'hr' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ type: ['Ez a mező nem lehet üres'] });
    const unknownArea = await send('igenylo.a', 'POST', `${base}/`, { module: 'garden', type: 1 });
    expect(unknownArea.statusCode).toBe(400);
    expect(unknownArea.json()).toEqual({ module: ['Érvénytelen választás.'] });
    const otherArea = await send('igenylo.a', 'POST', `${base}/`, { module: 'finance', type: TYPES.hr });
    expect(otherArea.statusCode).toBe(400);
    expect(otherArea.json()).toEqual({ type: [TYPE_OF_OTHER_AREA] });
    const unknownType = await send('igenylo.a', 'POST', `${base}/`, { module: 'finance', type: 9999 });
    expect(unknownType.json()).toEqual({ type: ['Nem létező elem.'] });
  });

  it('keeps the area on PUT and on copy; a type of another area is refused on PUT too', async () => {
    const r = await create('finance');
    const put = await send('igenylo.a', 'PUT', `${base}/${r.id}/`, { ...r, type: 3 });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ module: 'finance', type: { id: 3 } });
    expect((await send('igenylo.a', 'PUT', `${base}/${r.id}/`, put.json())).statusCode).toBe(200);
    const wrong = await send('igenylo.a', 'PUT', `${base}/${r.id}/`, { type: TYPES.hr });
    expect(wrong.json()).toEqual({ type: [TYPE_OF_OTHER_AREA] });
    const copy = await send('igenylo.a', 'POST', `${base}/${r.id}/masolas/`);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(await get('penzugy', `${base}/${copy.json().id}/`)).toMatchObject({ module: 'finance', type: { id: 3 } });
  });
});

describe('area permissions', () => {
  it('a user lists, reads and filters only the areas it holds', async () => {
    const finance = await create('finance');
    const hr = await create('hr');
    const financeList = await get('penzugy', `${base}/?limit=100`);
    expect(ids(financeList)).toContain(finance.id);
    expect(ids(financeList)).not.toContain(hr.id);
    expect(financeList.data.every((row: { module: { id: string } }) => row.module.id === 'finance')).toBe(true);
    expect((await get('penzugy', `${base}/?module=hr`)).total).toBe(0);
    expect((await send('penzugy', 'GET', `${base}/${hr.id}/`)).statusCode).toBe(404);
    expect((await send('hr', 'GET', `${base}/${finance.id}/`)).statusCode).toBe(404);
    expect((await send('penzugy', 'POST', `${base}/${hr.id}/uj-komment/`, { content: 'Más terület.' })).statusCode).toBe(404);
    expect(ids(await get('hr', `${base}/?module=hr&limit=100`))).toContain(hr.id);
  });

  it('the module filter takes the areas, one or a comma list; its options are the held areas', async () => {
    const finance = await create('finance');
    const technical = await create('technical');
    expect(ids(await get('igenylo.a', `${base}/?module=finance&limit=100`))).toEqual(expect.arrayContaining([finance.id]));
    expect(ids(await get('igenylo.a', `${base}/?module=finance&limit=100`))).not.toContain(technical.id);
    expect(ids(await get('igenylo.a', `${base}/?module=finance,technical&limit=100`))).toEqual(expect.arrayContaining([finance.id, technical.id]));
    expect((await send('igenylo.a', 'GET', `${base}/?module=garden`)).statusCode).toBe(400);
    const options = async (who: string) => (await get(who, `${base}/szurok/`)).module.choices.map((c: { value: string }) => c.value);
    expect(await options('igenylo.a')).toEqual(['finance', 'hr', 'education', 'technical', 'profile']);
    expect(await options('penzugy')).toEqual(['finance']);
    expect(await options('muszak')).toEqual(['technical']);
    const types = (await get('hr', `${base}/szurok/`)).type.choices.map((c: { label: string }) => c.label);
    expect(types).toEqual(['Adatmódosítási kérelem', 'Munkáltatói igazolás kérése']);
  });

  it('creating in an area the user lacks is a 403; a user with no area gets 403 on the list', async () => {
    const res = await send('penzugy', 'POST', `${base}/`, { module: 'hr', type: TYPES.hr });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: AREA_FORBIDDEN });
    expect((await send('rendszergazda', 'GET', `${base}/`)).statusCode).toBe(403);
    expect((await send('rendszergazda', 'POST', `${base}/`, { module: 'finance', type: TYPES.finance })).statusCode).toBe(403);
  });

  it("another school's requester does not see the form", async () => {
    const r = await create('profile');
    expect((await send('igenylo.b', 'GET', `${base}/${r.id}/`)).statusCode).toBe(404);
  });

  it('my tasks show a referent only the forms of its area', async () => {
    const finance = await create('finance');
    await decide('igenylo.a', finance.id, 'Beküldés');
    await decide('vezeto.a', finance.id, 'Jóváhagyom');
    const tasks = async (who: string) => ((await get(who, '/api/feladataim/?limit=100')).data as { id: number }[]).map((t) => t.id);
    expect(await tasks('penzugy')).toContain(finance.id);
    expect(await tasks('hr')).not.toContain(finance.id);
  });
});

describe('one flow per area', () => {
  it.each(Object.keys(TYPES) as TArea[])('%s: the requester submits, the school head approves, the area referent decides', async (area) => {
    const r = await create(area);
    expect(r.current_step.name).toBe('Kérvényezés');
    const submitted = await decide('igenylo.a', r.id, 'Beküldés');
    expect(submitted).toMatchObject({ state: 'under_checking', current_step: { name: 'Intézményvezetői jóváhagyás' } });
    const approved = await decide('vezeto.a', r.id, 'Jóváhagyom');
    const { who, step } = REFERENTS[area];
    expect(approved.current_step.name).toBe(step);
    expect(ids(await get(who, `${base}/?waiting_for_me=true&limit=100`))).toContain(r.id);
    const closed = await decide(who, r.id, 'Teljesítve');
    expect(closed.state).toBe('closed_positive');
  });

  it('a referent of another area cannot see, so cannot decide, the form', async () => {
    const r = await create('education');
    await decide('igenylo.a', r.id, 'Beküldés');
    await decide('vezeto.a', r.id, 'Jóváhagyom');
    const option = (await get('tanugy', `${base}/${r.id}/`)).current_step.options[0].id;
    expect((await send('muszak', 'POST', `${base}/${r.id}/donteshozas/`, { decision_option: option, answers: {} })).statusCode).toBe(404);
  });

  it('the referent sends it back for completion with a required reason', async () => {
    const r = await create('technical');
    await decide('igenylo.a', r.id, 'Beküldés');
    await decide('vezeto.a', r.id, 'Jóváhagyom');
    const detail = await get('muszak', `${base}/${r.id}/`);
    const back = detail.current_step.options.find((o: { label: string }) => o.label === 'Hiánypótlásra visszaküldöm');
    const noReason = await send('muszak', 'POST', `${base}/${r.id}/donteshozas/`, { decision_option: back.id, answers: {} });
    expect(noReason.statusCode).toBe(400);
    const sent = await decide('muszak', r.id, 'Hiánypótlásra visszaküldöm', { reason: 'Melyik teremhez kell a kulcs?' });
    expect(sent).toMatchObject({ state: 'open', current_step: { name: 'Kérvényezés' } });
  });
});
