// System error reports (/api/rendszerhibak/) through the documented REST calls: list with every
// filter, szurok/, xlsx export, create/update/delete, the flow, megjeloles/, comments,
// attachments, the PDF preview, reference numbers and the access matrix.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { extractPdfText } from '../../server/src/pdf/extract-text.ts';
import { readXlsx } from '../../server/src/export/xlsx.ts';
import { multipartBody } from '../workflow/multipart.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/rendszerhibak';
let categories: Map<string, number>;

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'vezeto.a', 'igenylo.b', 'rendszergazda', 'admin', 'olvaso', 'hr'])
    tokens[who] = await login(server.app, `${who}@etanker.local`);
  const options = (await get('igenylo.a', `${base}/szurok/`)).category.choices as { value: number; label: string }[];
  categories = new Map(options.map((c) => [c.label, c.value]));
});

async function get(who: string, url: string) {
  const res = await server.app.inject({ method: 'GET', url, headers: as(who) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

async function report(who = 'igenylo.a', title = 'Nem tölt be a kezdőlap', category = 'Lassúság') {
  const res = await server.app.inject({
    method: 'POST',
    url: `${base}/`,
    headers: as(who),
    payload: { title, description: 'Reggel óta a kezdőlap fél percig töltődik.', category: categories.get(category) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function decide(who: string, id: number, label: string, answers: object = {}) {
  const detail = await get(who, `${base}/${id}/`);
  const option = detail.current_step.options.find((o: { label: string }) => o.label === label);
  expect(option, `${who}: ${label}`).toBeTruthy();
  return server.app.inject({ method: 'POST', url: `${base}/${id}/donteshozas/`, headers: as(who), payload: { decision_option: option.id, answers } });
}

async function submitted(title?: string, category?: string) {
  const r = await report('igenylo.a', title, category);
  expect((await decide('igenylo.a', r.id, 'Beküldés')).statusCode).toBe(200);
  return r;
}

const ids = (list: { data: { id: number }[] }) => list.data.map((r) => r.id);

describe('create, update, delete', () => {
  it('creates a report with a reference number RH/<year>/<5 digits>, counting up', async () => {
    const first = await report();
    const second = await report();
    const year = new Date().getFullYear();
    expect(first.reference_number).toMatch(new RegExp(`^RH/${year}/\\d{5}$`));
    const n = (ref: string) => Number(ref.split('/')[2]);
    expect(n(second.reference_number)).toBe(n(first.reference_number) + 1);
    expect(first).toMatchObject({
      state: 'pending',
      state_label: 'Elmentett',
      title: 'Nem tölt be a kezdőlap',
      category: { id: categories.get('Lassúság'), name: 'Lassúság' },
      can_edit: true,
      can_delete: true,
    });
    expect(first.current_step.name).toBe('Bejelentés');
    expect(first.institution.name).toContain('Petőfi');
  });

  it('the first report of a fresh year-counter is RH/<year>/00001', async () => {
    const prisma = server.services.prisma;
    await prisma.referenceCounter.deleteMany({ where: { module: 'system_error_reports' } });
    const r = await report();
    expect(r.reference_number).toBe(`RH/${new Date().getFullYear()}/00001`);
  });

  it('validates with Hungarian messages', async () => {
    const res = await server.app.inject({ method: 'POST', url: `${base}/`, headers: as('igenylo.a'), payload: { title: '', description: 'rövid' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ title: ['Ez a mező nem lehet üres'], description: ['Minimum 10 karakter kötelező'] });
  });

  it('the creator updates until submitted, then not; deletes only before submitting', async () => {
    const r = await report();
    const put = await server.app.inject({
      method: 'PUT',
      url: `${base}/${r.id}/`,
      headers: as('igenylo.a'),
      payload: { title: 'Lassú a kezdőlap', description: 'Reggel óta lassú, 30 másodperc.' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ title: 'Lassú a kezdőlap', category: null });
    expect(
      (
        await server.app.inject({
          method: 'PUT',
          url: `${base}/${r.id}/`,
          headers: as('vezeto.a'),
          payload: { title: 'Más', description: 'Valaki más írná át.' },
        })
      ).statusCode,
    ).toBe(403);
    await decide('igenylo.a', r.id, 'Beküldés');
    expect(
      (
        await server.app.inject({
          method: 'PUT',
          url: `${base}/${r.id}/`,
          headers: as('igenylo.a'),
          payload: { title: 'Késő', description: 'Már beküldve, nem írható.' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await server.app.inject({ method: 'DELETE', url: `${base}/${r.id}/`, headers: as('igenylo.a') })).statusCode).toBe(400);
    const fresh = await report();
    expect((await server.app.inject({ method: 'DELETE', url: `${base}/${fresh.id}/`, headers: as('igenylo.a') })).statusCode).toBe(204);
    expect((await server.app.inject({ method: 'GET', url: `${base}/${fresh.id}/`, headers: as('igenylo.a') })).statusCode).toBe(404);
  });

  it('a read-only user cannot report', async () => {
    const res = await server.app.inject({ method: 'POST', url: `${base}/`, headers: as('olvaso'), payload: { title: 'x', description: 'Csak olvashatok.' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('the flow', () => {
  it('reporter → Rendszergazdák → Megoldva', async () => {
    const r = await submitted();
    const d = await get('rendszergazda', `${base}/${r.id}/`);
    expect(d).toMatchObject({ state: 'under_checking', state_label: 'Folyamatban', can_decide: true });
    expect(d.current_step.name).toBe('Hibaelhárítás');
    expect(d.current_step.group.name).toBe('Rendszergazdák');
    expect(d.current_step.options.map((o: { label: string }) => o.label)).toEqual(['Megoldva', 'Elutasítva', 'Visszaküldés a bejelentőnek']);
    const missing = await decide('rendszergazda', r.id, 'Megoldva');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().solution).toEqual(['Ez a mező nem lehet üres']);
    const solved = await decide('rendszergazda', r.id, 'Megoldva', { solution: 'Gyorsítótár ürítve.' });
    expect(solved.statusCode, solved.body).toBe(200);
    expect(solved.json().state).toBe('closed_positive');
    const done = await get('igenylo.a', `${base}/${r.id}/`);
    expect(done.state_label).toBe('Jóváhagyott');
    expect(done.decisions.at(-1)).toMatchObject({ user: 'Farkas Tamás', decision_label: 'Megoldva', verification_step: 'Hibaelhárítás' });
    expect(done.decisions.at(-1).answers[0]).toMatchObject({ codename: 'solution', label: 'Megoldás leírása', value: 'Gyorsítótár ürítve.' });
  });

  it('Elutasítva closes negative with its reason', async () => {
    const r = await submitted();
    const res = await decide('rendszergazda', r.id, 'Elutasítva', { reason: 'Nem hiba, hanem beállítás.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state).toBe('closed_negative');
  });

  it('back to the reporter: pending again, waiting on the reporter, editable, resubmittable', async () => {
    const r = await submitted();
    const back = await decide('rendszergazda', r.id, 'Visszaküldés a bejelentőnek', { question: 'Melyik böngészőben?' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().state).toBe('pending');
    const d = await get('igenylo.a', `${base}/${r.id}/`);
    expect(d).toMatchObject({ state_label: 'Elmentett', can_edit: true, can_decide: true, waiting_for: { name: 'Nagy Eszter' } });
    expect((await decide('igenylo.a', r.id, 'Beküldés')).statusCode).toBe(200);
    expect((await get('rendszergazda', `${base}/${r.id}/`)).current_step.name).toBe('Hibaelhárítás');
  });
});

describe('list, filters, szurok/, export', () => {
  it('szurok/ answers every documented filter with label, type and choices', async () => {
    const f = await get('igenylo.a', `${base}/szurok/`);
    for (const name of ['institution', 'state', 'category', 'waiting_for', 'waiting_for_me', 'has_unread_comment', 'has_unseen_attachment', 'subscribed']) {
      expect(f[name], name).toMatchObject({ label: expect.any(String), type: expect.stringMatching(/^(select|multi_select|bool)$/) });
    }
    expect(f.state.choices.map((c: { value: string }) => c.value)).toEqual([
      'pending',
      'under_checking',
      'closed_positive',
      'closed_negative',
      'rolled_back',
      'cancelled',
    ]);
    expect(f.category.choices.map((c: { label: string }) => c.label)).toContain('Dokumentumgenerálás');
    expect(f.waiting_for.choices.map((c: { label: string }) => c.label)).toContain('Rendszergazdák');
    // A school user picks only among its own institutions.
    expect(f.institution.choices).toHaveLength(1);
  });

  it('list answers {data, total} with the documented row fields and paging', async () => {
    await report();
    await report();
    const page = await get('igenylo.a', `${base}/?limit=1&page=2`);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.data).toHaveLength(1);
    expect(Object.keys(page.data[0])).toEqual(
      expect.arrayContaining([
        'id',
        'reference_number',
        'title',
        'category',
        'state',
        'state_label',
        'institution',
        'creator',
        'created_at',
        'current_step',
        'decisions',
        'waiting_for',
        'waiting_for_me',
      ]),
    );
  });

  it('filters: institution, state, category, waiting_for, waiting_for_me, q', async () => {
    const slow = await report('igenylo.a', 'Lassú lista', 'Lassúság');
    const login = await submitted('Nem tudok belépni', 'Belépés');
    const other = await report('igenylo.b', 'Másik iskola hibája', 'Belépés');
    const groupId = (await server.services.prisma.group.findUniqueOrThrow({ where: { name: 'Rendszergazdák' }, select: { id: true } })).id;
    const schoolA = slow.institution.id;
    const checks: [string, string, number[], number[]][] = [
      ['rendszergazda', `institution=${schoolA}`, [slow.id, login.id], [other.id]],
      ['rendszergazda', `institution=${schoolA},${other.institution.id}`, [slow.id, login.id, other.id], []],
      ['rendszergazda', 'state=pending', [slow.id, other.id], [login.id]],
      ['rendszergazda', 'state=under_checking,closed_positive', [login.id], [slow.id]],
      ['rendszergazda', `category=${categories.get('Belépés')}`, [login.id, other.id], [slow.id]],
      ['rendszergazda', `waiting_for=g${groupId}`, [login.id], [slow.id, other.id]],
      ['rendszergazda', 'waiting_for_me=true', [login.id], [slow.id, other.id]],
      ['rendszergazda', 'waitingForMe=true', [login.id], [slow.id]],
      ['igenylo.a', 'waiting_for_me=true', [slow.id], [login.id]],
      ['rendszergazda', 'q=belepni', [login.id], [slow.id, other.id]],
      ['rendszergazda', 'q=LASSU', [slow.id], [login.id]],
    ];
    const userId = (await server.services.prisma.user.findUniqueOrThrow({ where: { email: 'igenylo.a@etanker.local' }, select: { id: true } })).id;
    checks.push(['rendszergazda', `waiting_for=${userId}`, [slow.id], [login.id, other.id]]);
    for (const [who, query, included, excluded] of checks) {
      const found = ids(await get(who, `${base}/?${query}&limit=100`));
      for (const id of included) expect(found, `${who} ?${query} has ${id}`).toContain(id);
      for (const id of excluded) expect(found, `${who} ?${query} lacks ${id}`).not.toContain(id);
    }
    const bad = await server.app.inject({ method: 'GET', url: `${base}/?waiting_for=valaki`, headers: as('rendszergazda') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().waiting_for).toHaveLength(1);
  });

  it('a new comment or attachment from the reporter marks the record for the group it waits on', async () => {
    const r = await submitted('Eltűnt menüpont', 'Megjelenés');
    const comment = await server.app.inject({
      method: 'POST',
      url: `${base}/${r.id}/uj-komment/`,
      headers: as('igenylo.a'),
      payload: { content: 'A Pénzügy menü hiányzik.' },
    });
    expect(comment.statusCode, comment.body).toBe(200);
    expect(ids(await get('rendszergazda', `${base}/?has_unread_comment=true&limit=100`))).toContain(r.id);
  });

  it('has_unread_comment, has_unseen_attachment and subscribed follow the user', async () => {
    const r = await submitted('Hibás összesítő', 'Adathiba');
    const comment = await server.app.inject({
      method: 'POST',
      url: `${base}/${r.id}/uj-komment/`,
      headers: as('rendszergazda'),
      payload: { content: 'Melyik oldalon látja?' },
    });
    expect(comment.statusCode, comment.body).toBe(200);
    expect(ids(await get('igenylo.a', `${base}/?has_unread_comment=true&limit=100`))).toContain(r.id);
    expect(ids(await get('rendszergazda', `${base}/?has_unread_comment=true&limit=100`))).not.toContain(r.id);
    await get('igenylo.a', `${base}/${r.id}/`);
    expect(ids(await get('igenylo.a', `${base}/?has_unread_comment=true&limit=100`))).not.toContain(r.id);

    const { payload, contentType } = await multipartBody(
      { name: 'Képernyőkép' },
      { document: { filename: 'hiba.txt', data: 'Összesítő: 0 Ft', type: 'text/plain' } },
    );
    const up = await server.app.inject({
      method: 'POST',
      url: `${base}/${r.id}/uj-melleklet/`,
      headers: { ...as('igenylo.a'), 'content-type': contentType },
      payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    expect(ids(await get('rendszergazda', `${base}/?has_unseen_attachment=true&limit=100`))).toContain(r.id);
    expect(ids(await get('igenylo.a', `${base}/?has_unseen_attachment=true&limit=100`))).not.toContain(r.id);

    expect(ids(await get('vezeto.a', `${base}/?subscribed=true&limit=100`))).not.toContain(r.id);
    expect(await get('vezeto.a', `${base}/${r.id}/megjeloles/`)).toEqual({ subscribed: true });
    expect(ids(await get('vezeto.a', `${base}/?subscribed=true&limit=100`))).toContain(r.id);
    expect((await get('vezeto.a', `${base}/${r.id}/`)).subscribed).toBe(true);
    expect(await get('vezeto.a', `${base}/${r.id}/megjeloles/`)).toEqual({ subscribed: false });
    expect(ids(await get('vezeto.a', `${base}/?subscribed=true&limit=100`))).not.toContain(r.id);
  });

  it('export: an xlsx of the filtered rows', async () => {
    const r = await report('igenylo.a', 'Exportálandó különleges hiba', 'Egyéb');
    await report('igenylo.a', 'Másik hiba', 'Egyéb');
    const res = await server.app.inject({ method: 'GET', url: `${base}/export/?q=kulonleges`, headers: as('igenylo.a') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/rendszerhibak_\d{4}-\d{2}-\d{2}\.xlsx/);
    const [sheet] = await readXlsx(res.rawPayload);
    const header = sheet.rows[0] as string[];
    expect(header).toEqual(expect.arrayContaining(['Azonosító', 'Iktatószám', 'Tárgy', 'Kategória', 'Állapot']));
    const rows = sheet.rows.slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0][header.indexOf('Tárgy')]).toBe('Exportálandó különleges hiba');
    expect(rows[0][header.indexOf('Iktatószám')]).toBe(r.reference_number);
    expect(rows[0][header.indexOf('Kategória')]).toBe('Egyéb');
  });
});

describe('comments, attachments, PDF', () => {
  it('comments: add, centre-only flags, newest own deletion', async () => {
    const r = await submitted();
    const flagged = await server.app.inject({
      method: 'POST',
      url: `${base}/${r.id}/uj-komment/`,
      headers: as('igenylo.a'),
      payload: { content: 'Sürgős!', private_comment: true },
    });
    expect(flagged.statusCode).toBe(400);
    const first = await server.app.inject({
      method: 'POST',
      url: `${base}/${r.id}/uj-komment/`,
      headers: as('igenylo.a'),
      payload: { content: 'Még mindig lassú.' },
    });
    expect(first.statusCode).toBe(200);
    const internal = await server.app.inject({
      method: 'POST',
      url: `${base}/${r.id}/uj-komment/`,
      headers: as('rendszergazda'),
      payload: { content: 'Belső: szerver újraindítva.', private_comment: true },
    });
    expect(internal.statusCode, internal.body).toBe(200);
    const mine = (await get('igenylo.a', `${base}/${r.id}/`)).comments;
    expect(mine.map((c: { content: string }) => c.content)).toEqual(['Még mindig lassú.']);
    expect((await get('rendszergazda', `${base}/${r.id}/`)).comments).toHaveLength(2);
    // The reporter's comment is not the newest any more.
    const del = await server.app.inject({
      method: 'POST',
      url: `${base}/${r.id}/delete_comment/`,
      headers: as('igenylo.a'),
      payload: { comment_id: mine[0].id },
    });
    expect(del.statusCode).toBe(403);
    const internalId = (await get('rendszergazda', `${base}/${r.id}/`)).comments[1].id;
    const own = await server.app.inject({
      method: 'POST',
      url: `${base}/${r.id}/delete_comment/`,
      headers: as('rendszergazda'),
      payload: { comment_id: internalId },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()[1]).toMatchObject({ is_deleted: true, content: '' });
  });

  it('attachments: upload, download, soft delete by the uploader', async () => {
    const r = await report();
    const { payload, contentType } = await multipartBody(
      { name: 'Naplórészlet' },
      { document: { filename: 'naplo.txt', data: 'HIBA: időtúllépés', type: 'text/plain' } },
    );
    const up = await server.app.inject({
      method: 'POST',
      url: `${base}/${r.id}/uj-melleklet/`,
      headers: { ...as('igenylo.a'), 'content-type': contentType },
      payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const att = up.json()[0];
    expect(att).toMatchObject({ name: 'Naplórészlet', uploaded_by: 'Nagy Eszter', deletable: true });
    const file = await server.app.inject({ method: 'GET', url: att.document, headers: as('rendszergazda') });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('HIBA: időtúllépés');
    expect((await server.app.inject({ method: 'GET', url: att.document, headers: as('igenylo.b') })).statusCode).toBe(404);
    const del = await server.app.inject({
      method: 'POST',
      url: `${base}/${r.id}/melleklet-torlese/`,
      headers: as('igenylo.a'),
      payload: { attachment_id: att.id },
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()[0]).toMatchObject({ deleted_by: 'Nagy Eszter', document: null, deletable: false });
    expect((await server.app.inject({ method: 'GET', url: att.document, headers: as('igenylo.a') })).statusCode).toBe(404);
  });

  it('the PDF preview holds the report in Hungarian', async () => {
    const r = await report('igenylo.a', 'Árvíztűrő tükörfúrógép nem jelenik meg', 'Megjelenés');
    const res = await server.app.inject({
      method: 'GET',
      url: `${base}/${r.id}/generate_preview/?document_type=system_error_report`,
      headers: as('igenylo.a'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await extractPdfText(res.rawPayload);
    for (const expected of [
      'Rendszerhiba-bejelentés',
      'Árvíztűrő tükörfúrógép nem jelenik meg',
      'Megjelenés',
      'Nagy Eszter',
      r.reference_number,
      'Petőfi Sándor Technikum',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });
});

describe('access matrix', () => {
  it('school B cannot list, read, change, decide, comment, attach, export or preview school A', async () => {
    const r = await report();
    const b = as('igenylo.b');
    expect(ids(await get('igenylo.b', `${base}/?limit=100`))).not.toContain(r.id);
    const { payload, contentType } = await multipartBody({ name: 'x' }, { document: { filename: 'x.txt', data: 'x' } });
    const calls = [
      { method: 'GET', url: `${base}/${r.id}/` },
      { method: 'PUT', url: `${base}/${r.id}/`, payload: { title: 'Átírva', description: 'Idegen iskola írná át.' } },
      { method: 'DELETE', url: `${base}/${r.id}/` },
      { method: 'POST', url: `${base}/${r.id}/donteshozas/`, payload: { decision_option: r.current_step.options[0].id } },
      { method: 'POST', url: `${base}/${r.id}/uj-komment/`, payload: { content: 'Idegen' } },
      { method: 'POST', url: `${base}/${r.id}/uj-melleklet/`, payload, headers: { 'content-type': contentType } },
      { method: 'GET', url: `${base}/${r.id}/generate_preview/?document_type=system_error_report` },
      { method: 'GET', url: `${base}/${r.id}/megjeloles/` },
      { method: 'POST', url: `${base}/${r.id}/masolas/` },
      { method: 'POST', url: `${base}/${r.id}/sztorno/` },
    ] as const;
    const before = await server.services.prisma.case.findUniqueOrThrow({ where: { id: r.id }, select: { version: true } });
    for (const call of calls) {
      const res = await server.app.inject({ ...call, headers: { ...b, ...('headers' in call ? call.headers : {}) } } as never);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect(await server.services.prisma.case.findUniqueOrThrow({ where: { id: r.id }, select: { version: true } })).toEqual(before);
    const exported = await server.app.inject({ method: 'GET', url: `${base}/export/`, headers: b });
    const [sheet] = await readXlsx(exported.rawPayload);
    expect(sheet.rows.slice(1).map((row) => row[0])).not.toContain(r.id);
  });

  it('the centre and the handling group see every school; any user may report (no module permission)', async () => {
    const r = await report('igenylo.b', 'B iskola hibája');
    expect((await get('rendszergazda', `${base}/${r.id}/`)).id).toBe(r.id);
    expect((await get('admin', `${base}/${r.id}/`)).id).toBe(r.id);
    expect((await server.app.inject({ method: 'GET', url: `${base}/`, headers: as('hr') })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: `${base}/` })).statusCode).toBe(401);
  });
});
