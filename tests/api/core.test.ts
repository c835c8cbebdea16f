// The start-up and shared calls (spec 000 §7) over REST for a school user and the centre, and
// the same procedures through the tRPC caller.
import { describe, expect, it } from 'vitest';
import { authHeader, login, startTestServer } from '../helpers/server.ts';
import { createCaller } from '../../server/src/trpc/caller.ts';
import { loadCurrentUser } from '../../server/src/auth/current-user.ts';
import { extractPdfText } from '../../server/src/pdf/extract-text.ts';

const { app, services } = await startTestServer();
const prisma = services.prisma;
const [schoolA, schoolB, centre, managerA] = await Promise.all([
  login(app, 'igenylo.a@etanker.local'),
  login(app, 'igenylo.b@etanker.local'),
  login(app, 'admin@etanker.local'),
  login(app, 'vezeto.a@etanker.local'),
]);

const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: authHeader(token) });
const post = (url: string, token: string, payload?: object) => app.inject({ method: 'POST', url, headers: authHeader(token), payload });
const userId = async (email: string) => (await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;
const institutionId = async (unit_code: string) => (await prisma.institution.findFirstOrThrow({ where: { unit_code }, select: { id: true } })).id;

describe('every start-up call needs a login', () => {
  it.each([
    '/api/statikus-adatok/',
    '/api/felhasznalok/en/',
    '/api/beallitasok/',
    '/api/intezmenyek/',
    '/api/munkaviszonyok/mind/',
    '/api/hirek/',
    '/api/landing-info/',
    '/api/feladataim/',
  ])('%s → 401', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'A hitelesítési adatok nem lettek megadva.' });
  });
});

describe('GET /api/felhasznalok/en/', () => {
  it('answers every field of the logged-in user for a school user', async () => {
    const res = await get('/api/felhasznalok/en/', managerA);
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(Object.keys(me).sort()).toEqual(
      [
        'attachments',
        'bank_account_number',
        'birth_date',
        'email',
        'employment',
        'groups',
        'id',
        'institution',
        'is_centre',
        'is_readonly',
        'is_superuser',
        'lays',
        'managed_institutions',
        'name',
        'needs_password_change',
        'permanent_address',
        'permissions',
        'tax_number',
        'temporary_address',
        'writable_institutions',
      ].sort(),
    );
    expect(me).toMatchObject({
      email: 'vezeto.a@etanker.local',
      name: 'Szabó László',
      birth_date: '1968-11-05',
      is_readonly: false,
      is_centre: false,
      attachments: [],
    });
    expect(me.institution).toMatchObject({
      unit_code: '001',
      parent: await institutionId('000'),
      city: expect.any(String),
      zip_code: expect.any(String),
      address_1: expect.any(String),
    });
    expect(me.managed_institutions).toEqual([
      expect.objectContaining({ unit_code: '001', address: expect.stringContaining(' '), type: expect.any(String), managed_by_school_district: false }),
    ]);
    expect(me.groups).toEqual([{ id: expect.any(Number), name: 'Iskolavezetők' }]);
    expect(me.permissions).toEqual(expect.arrayContaining([expect.stringMatching(/^\w+\.\w+$/)]));
    expect(me.employment).toMatchObject({ institution: { id: me.institution.id }, start_date: '2020-09-01', end_date: null });
  });

  it('gives the centre superuser every permission', async () => {
    const me = (await get('/api/felhasznalok/en/', centre)).json();
    expect(me.is_centre).toBe(true);
    expect(me.permissions).toHaveLength(await prisma.permission.count());
  });
});

describe('GET /api/statikus-adatok/', () => {
  it('answers the lists keyed by list key, with partners, permissions and groups', async () => {
    const res = await get('/api/statikus-adatok/', schoolA);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.vat).toEqual(expect.arrayContaining([expect.objectContaining({ id: 1, name: expect.any(String), code: expect.any(String) })]));
    expect(data.currencies.length).toBeGreaterThan(0);
    expect(data.permissions[0]).toEqual({ codename: expect.any(String), name: expect.any(String) });
    expect(data.groups[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    const partner = data.partners[0];
    expect(Object.keys(partner).sort()).toEqual(['display_name', 'id', 'is_active', 'name', 'note', 'tax_id']);
    expect(partner.display_name).toBe(`${partner.name} ${partner.note || partner.tax_id}`);
    expect(data.system_messages).toEqual(expect.any(Array));
  });
});

describe('system messages', () => {
  it('lists the valid ones and forgets a dismissed one for that user only', async () => {
    const now = Date.now();
    const message = await prisma.systemMessage.create({
      data: { title: 'Teszt üzenet', message: 'Szerveráthelyezés', valid_from: new Date(now - 60_000), valid_till: new Date(now + 3600_000) },
      select: { id: true },
    });
    await prisma.systemMessage.create({
      data: { title: 'Lejárt', message: 'Régi', valid_from: new Date(now - 7200_000), valid_till: new Date(now - 3600_000) },
      select: { id: true },
    });
    const listed = (await get('/api/statikus-adatok/system_messages/', schoolA)).json();
    expect(listed.map((m: { title: string }) => m.title)).toContain('Teszt üzenet');
    expect(listed.map((m: { title: string }) => m.title)).not.toContain('Lejárt');
    const read = await post(`/api/statikus-adatok/${message.id}/read_system_message/`, schoolA);
    expect(read.statusCode).toBe(200);
    expect((await get('/api/statikus-adatok/system_messages/', schoolA)).json().map((m: { id: number }) => m.id)).not.toContain(message.id);
    expect((await get('/api/statikus-adatok/system_messages/', schoolB)).json().map((m: { id: number }) => m.id)).toContain(message.id);
    expect((await post('/api/statikus-adatok/999999/read_system_message/', schoolA)).statusCode).toBe(404);
    expect((await post('/api/statikus-adatok/abc/read_system_message/', schoolA)).json()).toEqual({ detail: 'Nem található.' });
  });
});

describe('settings, institutions, people', () => {
  it('GET /api/beallitasok/ groups settings by group and key', async () => {
    const settings = (await get('/api/beallitasok/', schoolA)).json();
    expect(settings.commitments).toMatchObject({ financial_entry_required: true, use_products: false });
  });

  it('GET /api/intezmenyek/ lists active institutions in Hungarian order with display names', async () => {
    const list = (await get('/api/intezmenyek/', schoolA)).json();
    expect(Object.keys(list[0]).sort()).toEqual([
      'address_1',
      'city',
      'display_name',
      'id',
      'managed_by_school_district',
      'name',
      'om_code',
      'parent',
      'type',
      'unit_code',
      'zip_code',
    ]);
    const names = list.map((i: { name: string }) => i.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('hu').compare));
    const a = list.find((i: { unit_code: string }) => i.unit_code === '001');
    expect(a.display_name).toBe(`001 - ${a.name}`);
  });

  it('scopes employments and own users: school B sees nothing of school A, the centre sees all', async () => {
    const aId = await institutionId('001');
    const employmentsB = (await get('/api/munkaviszonyok/mind/', schoolB)).json();
    expect(employmentsB.length).toBeGreaterThan(0);
    expect(employmentsB.every((e: { institution: number }) => e.institution !== aId)).toBe(true);
    expect(employmentsB[0]).toMatchObject({
      id: expect.any(Number),
      user_name: expect.any(String),
      institution_name: expect.any(String),
      start_date: '2020-09-01',
      end_date: null,
      active: true,
    });
    const usersB = (await get('/api/felhasznalok/sajat-felhasznalok/', schoolB)).json();
    expect(usersB.map((u: { email: string }) => u.email)).toContain('vezeto.b@etanker.local');
    expect(usersB.map((u: { email: string }) => u.email)).not.toContain('igenylo.a@etanker.local');
    expect(Object.keys(usersB[0]).sort()).toEqual(['email', 'id', 'institution', 'name']);
    const usersCentre = (await get('/api/felhasznalok/sajat-felhasznalok/', centre)).json();
    expect(usersCentre.map((u: { email: string }) => u.email)).toEqual(expect.arrayContaining(['igenylo.a@etanker.local', 'igenylo.b@etanker.local']));
    expect((await get('/api/munkaviszonyok/mind/', centre)).json().some((e: { institution: number }) => e.institution === aId)).toBe(true);
  });

  it('marks an ended employment inactive', async () => {
    const employment = await prisma.employment.create({
      data: {
        user_id: await userId('igenylo.b@etanker.local'),
        institution_id: await institutionId('002'),
        start_date: new Date('2015-09-01'),
        end_date: new Date('2019-08-31'),
      },
      select: { id: true },
    });
    const row = (await get('/api/munkaviszonyok/mind/', schoolB)).json().find((e: { id: number }) => e.id === employment.id);
    expect(row).toMatchObject({ end_date: '2019-08-31', active: false });
  });

  it('lists referents and HR referents with their managed institutions', async () => {
    const referents = (await get('/api/felhasznalok/referensek/', schoolA)).json();
    expect(referents).toEqual([
      {
        id: expect.any(Number),
        name: 'Kiss Andrea',
        email: 'penzugy@etanker.local',
        managed_institutions: expect.arrayContaining([await institutionId('001')]),
      },
      {
        id: expect.any(Number),
        name: 'Szűcs Balázs',
        email: 'penzugy2@etanker.local',
        managed_institutions: expect.arrayContaining([await institutionId('001')]),
      },
    ]);
    const hr = (await get('/api/felhasznalok/hr-referensek/', schoolA)).json();
    expect(hr.map((u: { email: string }) => u.email)).toEqual(['hr@etanker.local']);
  });
});

describe('news', () => {
  it('lets a permitted user create news (201) and forbids others', async () => {
    const created = await post('/api/hirek/', centre, { title: 'Új menza-rend', content: 'December 1-jétől új ebédrend.' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: expect.any(Number), title: 'Új menza-rend', read: true });
    const forbidden = await post('/api/hirek/', schoolA, { title: 'x', content: 'y' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ detail: 'Nincs jogosultsága ehhez a művelethez.' });
    const invalid = await post('/api/hirek/', centre, { title: '', content: 'y', pinned: true });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ title: ['Ez a mező nem lehet üres'], pinned: ['Ismeretlen mező.'] });
  });

  it('lists newest first with a read marker, pages, and marks read', async () => {
    const list = (await get('/api/hirek/?limit=2', schoolA)).json();
    expect(list.total).toBeGreaterThan(2);
    expect(list.data).toHaveLength(2);
    expect(new Date(list.data[0].created_at) >= new Date(list.data[1].created_at)).toBe(true);
    const item = list.data.find((n: { read: boolean }) => !n.read);
    expect((await post(`/api/hirek/${item.id}/olvasottnak-jeloles/`, schoolA)).statusCode).toBe(200);
    expect((await get(`/api/hirek/${item.id}/`, schoolA)).json()).toMatchObject({ id: item.id, read: true });
    expect((await get(`/api/hirek/${item.id}/`, schoolB)).json().read).toBe(false);
    expect((await get('/api/hirek/999999/', schoolA)).statusCode).toBe(404);
    expect((await get('/api/hirek/?page=0', schoolA)).json()).toEqual({ page: ['Nem lehet kisebb mint 1'] });
  });
});

describe('my tasks and landing info', () => {
  it('lists cases waiting for me across modules and counts them on the landing page', async () => {
    const managerId = await userId('vezeto.a@etanker.local');
    const requesterId = await userId('igenylo.a@etanker.local');
    const waiting = await prisma.case.create({
      data: {
        module: 'system_error_reports',
        institution_id: await institutionId('001'),
        creator_id: requesterId,
        reference_number: 'RH-2026/0042',
        state: 'under_checking',
        waiting_for_user_id: managerId,
      },
      select: { id: true },
    });
    await prisma.case.create({
      data: {
        module: 'commitments',
        institution_id: await institutionId('001'),
        creator_id: requesterId,
        state: 'closed_positive',
        waiting_for_user_id: managerId,
      },
      select: { id: true },
    });
    await prisma.subscription.create({ data: { case_id: waiting.id, user_id: managerId } });
    await prisma.unreadMarker.create({ data: { case_id: waiting.id, user_id: managerId, kind: 'comment' } });

    const tasks = (await get('/api/feladataim/', managerA)).json();
    expect(tasks.total).toBe(1);
    expect(tasks.data[0]).toEqual({
      id: waiting.id,
      module: 'system_error_reports',
      module_label: 'Rendszerhiba',
      route: `/rendszerhibak/${waiting.id}.html`,
      title: 'Rendszerhiba RH-2026/0042',
      reference_number: 'RH-2026/0042',
      state: 'under_checking',
      waiting_since: expect.any(String),
    });
    expect((await get('/api/feladataim/', schoolB)).json()).toEqual({ data: [], total: 0 });

    const tiles = (await get('/api/landing-info/', managerA)).json().tiles;
    const count = (label: string) => tiles.find((t: { label: string }) => t.label === label).count;
    expect(tiles.map((t: { label: string }) => t.label)).toEqual(['Döntésre vár', 'Olvasatlan megjegyzések', 'Új mellékletek', 'Követett ügyek', 'Hírek']);
    expect(count('Döntésre vár')).toBe(1);
    expect(count('Olvasatlan megjegyzések')).toBe(1);
    expect(count('Új mellékletek')).toBe(0);
    expect(count('Követett ügyek')).toBe(1);
    // Each tile opens the filtered list of the module its records are in; a tile of none is no link.
    expect(tiles[0]).toEqual({ key: 'waiting_for_me', label: 'Döntésre vár', count: 1, route: '/rendszerhibak.html?waiting_for_me=true' });
    expect(tiles.find((t: { key: string }) => t.key === 'new_attachments').route).toBeNull();
  });
});

describe('privacy notice', () => {
  it('GET /api/adatvedelmi-tajekoztato/ answers a Hungarian PDF', async () => {
    const res = await get('/api/adatvedelmi-tajekoztato/', schoolA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('adatvedelmi_tajekoztato.pdf');
    const text = (await extractPdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Adatkezelési tájékoztató');
    expect(text).toContain('Nemzeti Adatvédelmi és Információszabadság Hatóság');
  });
});

describe('the same procedures through the tRPC caller', () => {
  it('answers core.me, core.institutions and core.myTasks and enforces login', async () => {
    const user = await loadCurrentUser(prisma, await userId('igenylo.b@etanker.local'));
    const caller = createCaller({ ...services, user, badToken: false, ip: '127.0.0.1' });
    expect((await caller.core.me()).email).toBe('igenylo.b@etanker.local');
    expect((await caller.core.institutions()).length).toBeGreaterThan(1);
    expect(await caller.core.myTasks()).toEqual({ data: [], total: 0 });
    await expect(caller.core.news.create({ title: 'a', content: 'b' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const anonymous = createCaller({ ...services, user: null, badToken: false, ip: '127.0.0.1' });
    await expect(anonymous.core.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const { key } = await anonymous.auth.login({ email: 'igenylo.b@etanker.local', password: 'etanker' });
    expect(services.tokens.verify(key)?.userId).toBe(user!.id);
  });
});
