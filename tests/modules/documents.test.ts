// The document library (/api/dokumentumtar/…, MODULES.md §3.60): a school never reaches another
// school's own tree (404 whatever id it guesses); a shared folder hidden from the schools hides
// everything in it; provided documents are read-only to schools; uploads are bounded, sniffed
// (an HTML page or an executable named .pdf is refused) and served with Content-Disposition and
// nosniff; a re-upload under the same name keeps the earlier version; exports are their owner's.
import { beforeAll, describe, expect, it } from 'vitest';
import { authHeader, login, startTestServer, type TTestServer } from '../helpers/server.ts';
import { multipartBody } from '../workflow/multipart.ts';
import { PREDEFINED_FOLDERS } from '../../server/src/modules/library/documents/my-documents/predefined.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const OWN = '/api/dokumentumtar/sajat-dokumentumok';
const SHARED = '/api/dokumentumtar/megosztott-dokumentumok';
const PROVIDED = '/api/dokumentumtar/etanker-dokumentumok';
const EXPORTS = '/api/dokumentumtar/export-dokumentumok';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

type TEntry = {
  id: number;
  name: string;
  institution: { id: number; name: string } | null;
  is_folder: boolean;
  read_only: boolean;
  file: string | null;
  version_count: number;
  can_delete: boolean;
};
type TFolder = TEntry & {
  id: number | null;
  entries: TEntry[];
  versions: { id: number; file: string }[];
  path: { id: number; name: string }[];
  can_create: boolean;
};

beforeAll(async () => {
  server = await startTestServer({ env: { MAX_UPLOAD_MB: '1' } });
  for (const who of ['admin', 'igenylo.a', 'igenylo.b', 'vezeto.a', 'olvaso']) tokens[who] = await login(server.app, `${who}@etanker.local`);
});

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, who: string, payload?: object) =>
  server.app.inject({ method, url, headers: authHeader(tokens[who]), payload });
const get = async (url: string, who: string) => (await send('GET', url, who)).json<TFolder>();
const folder = (base: string, who: string, name: string, parent?: number, extra: object = {}) =>
  send('POST', `${base}/${parent ? `${parent}/` : ''}uj-mappa/`, who, { name, ...extra });

async function upload(base: string, who: string, parent: number | null, fields: Record<string, string>, file: { filename: string; data: Buffer }) {
  const body = await multipartBody(fields, { file });
  return server.app.inject({
    method: 'POST',
    url: `${base}/${parent ? `${parent}/` : ''}feltolt/`,
    headers: { ...authHeader(tokens[who]), 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('own documents', () => {
  it('start with the predefined folders, take new folders at the top and inside, and search with q and order_by', async () => {
    const root = await get(`${OWN}/`, 'igenylo.b');
    expect(root.entries.filter((e) => e.is_folder).map((e) => e.name)).toEqual(expect.arrayContaining([...PREDEFINED_FOLDERS]));
    const top = await folder(OWN, 'igenylo.b', 'Tanévnyitó 2026');
    expect(top.statusCode).toBe(201);
    const inner = await folder(OWN, 'igenylo.b', 'Meghívók', top.json<TFolder>().id!);
    expect(inner.statusCode).toBe(201);
    expect(inner.json<TFolder>().path).toEqual([{ id: top.json<TFolder>().id, name: 'Tanévnyitó 2026' }]);
    expect((await folder(OWN, 'igenylo.b', 'tanévnyitó 2026')).json()).toEqual({ name: ['Ebben a mappában már van ilyen nevű elem.'] });
    expect((await folder(OWN, 'igenylo.b', '')).json()).toEqual({ name: ['Ez a mező nem lehet üres'] });
    const found = await get(`${OWN}/?q=meghivo`, 'igenylo.b');
    expect(found.entries.map((e) => e.name)).toEqual(['Meghívók']);
    expect((await send('GET', `${OWN}/?order_by=color`, 'igenylo.b')).statusCode).toBe(400);
    const desc = await get(`${OWN}/?order_by=-name`, 'igenylo.b');
    expect(desc.entries[0].name.localeCompare(desc.entries[1].name, 'hu')).toBeGreaterThan(0);
  });

  it('are never reached by another school: its folder, file and download are 404, and so is writing into them', async () => {
    const theirs = (await folder(OWN, 'igenylo.a', 'Belső ügyek')).json<TFolder>().id!;
    const file = (await upload(OWN, 'igenylo.a', theirs, { name: 'Jegyzőkönyv' }, { filename: 'jk.pdf', data: PDF })).json<TFolder>().id!;
    for (const id of [theirs, file]) {
      expect((await send('GET', `${OWN}/${id}/`, 'igenylo.b')).statusCode).toBe(404);
      expect((await send('GET', `${OWN}/${id}/letoltes/`, 'igenylo.b')).statusCode).toBe(404);
      expect((await send('DELETE', `${OWN}/${id}/`, 'igenylo.b')).statusCode).toBe(404);
      // Nor through another library's path.
      expect((await send('GET', `${SHARED}/${id}/`, 'igenylo.a')).statusCode).toBe(404);
    }
    expect((await folder(OWN, 'igenylo.b', 'Betörés', theirs)).statusCode).toBe(404);
    expect((await upload(OWN, 'igenylo.b', theirs, {}, { filename: 'x.pdf', data: PDF })).statusCode).toBe(404);
    expect((await get(`${OWN}/?q=belso`, 'igenylo.b')).entries).toEqual([]);
    expect((await send('GET', `${OWN}/?institution=${(await get(`${OWN}/${theirs}/`, 'igenylo.a')).institution?.id}`, 'igenylo.b')).statusCode).toBe(404);
    // The school's head and the centre reach it.
    expect((await send('GET', `${OWN}/${file}/`, 'vezeto.a')).statusCode).toBe(200);
    expect((await send('GET', `${OWN}/${file}/`, 'admin')).statusCode).toBe(200);
  });

  it('are read, not written, by the read-only user, who sees every entry read-only', async () => {
    const root = await get(`${OWN}/`, 'olvaso');
    expect(root.can_create).toBe(false);
    expect(root.entries.every((e) => e.read_only && !e.can_delete)).toBe(true);
    expect((await folder(OWN, 'olvaso', 'Nem lehet')).statusCode).toBe(403);
    expect((await send('DELETE', `${OWN}/${root.entries[0].id}/`, 'olvaso')).statusCode).toBe(403);
  });

  it('keep a folder the centre made read-only: the school neither writes into it nor deletes it', async () => {
    const institution = (await get(`${OWN}/`, 'igenylo.a')).institution!.id;
    const locked = await send('POST', `${OWN}/uj-mappa/`, 'admin', { name: 'Fenntartói utasítások', read_only: true, institution });
    expect(locked.statusCode).toBe(201);
    const id = locked.json<TFolder>().id!;
    const seen = await get(`${OWN}/${id}/`, 'igenylo.a');
    expect(seen).toMatchObject({ read_only: true, can_delete: false, can_create: false });
    expect((await folder(OWN, 'igenylo.a', 'Saját', id)).json()).toEqual({ detail: 'Ez a mappa csak olvasható.' });
    expect((await send('DELETE', `${OWN}/${id}/`, 'igenylo.a')).statusCode).toBe(403);
    expect((await folder(OWN, 'igenylo.a', 'Zárt', undefined, { read_only: true })).json()).toEqual({
      read_only: ['Csak olvasható mappát csak a központ hozhat létre.'],
    });
  });
});

describe('uploads', () => {
  it('are bounded in size and sniffed: an HTML page or an executable named .pdf is refused', async () => {
    const big = await upload(OWN, 'igenylo.a', null, {}, { filename: 'nagy.pdf', data: Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10)]) });
    expect(big.statusCode).toBe(413);
    const html = await upload(OWN, 'igenylo.a', null, {}, { filename: 'szamla.pdf', data: Buffer.from('<html><script>alert(1)</script></html>') });
    expect(html.statusCode).toBe(400);
    expect(html.json()).toEqual({ file: ['Nem engedélyezett fájltípus.'] });
    const exe = await upload(OWN, 'igenylo.a', null, {}, { filename: 'program.pdf', data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]) });
    expect(exe.statusCode).toBe(400);
    expect((await upload(OWN, 'igenylo.a', null, { name: 'Semmi' }, { filename: 'ures.pdf', data: Buffer.alloc(0) })).statusCode).toBe(400);
    const none = await send('POST', `${OWN}/feltolt/`, 'igenylo.a', { name: 'Fájl nélkül' });
    expect(none.json()).toEqual({ file: ['A fájl megadása kötelező.'] });
  });

  it('are downloaded as the sniffed type with Content-Disposition and nosniff; PDFs and images preview inline', async () => {
    const made = await upload(OWN, 'igenylo.a', null, { name: 'Logó' }, { filename: 'logo.txt', data: PNG });
    expect(made.statusCode).toBe(201);
    const entry = made.json<TFolder>();
    expect(entry).toMatchObject({ name: 'Logó', is_folder: false, version_count: 1 });
    const download = await send('GET', entry.file!, 'igenylo.a');
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe("attachment; filename=Logo.png; filename*=UTF-8''Log%C3%B3.png");
    const inline = await send('GET', `${entry.file!}?inline=1`, 'igenylo.a');
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('under a name the folder holds become its newest version; earlier versions stay downloadable', async () => {
    const first = (await upload(OWN, 'igenylo.a', null, { name: 'Házirend' }, { filename: 'hazirend.pdf', data: PDF })).json<TFolder>();
    const second = await upload(
      OWN,
      'igenylo.a',
      null,
      { name: 'házirend' },
      { filename: 'hazirend-2026.pdf', data: Buffer.concat([PDF, Buffer.from('% 2026\n')]) },
    );
    expect(second.statusCode).toBe(201);
    const doc = second.json<TFolder>();
    expect(doc.id).toBe(first.id);
    expect(doc.version_count).toBe(2);
    expect(doc.versions).toHaveLength(2);
    const older = await send('GET', doc.versions[1].file, 'igenylo.a');
    expect(older.rawPayload.equals(PDF)).toBe(true);
    const newest = await send('GET', doc.file!, 'igenylo.a');
    expect(newest.rawPayload.length).toBe(PDF.length + 7);
    expect((await send('DELETE', `${OWN}/${doc.id}/`, 'igenylo.a')).statusCode).toBe(204);
    expect((await send('GET', doc.versions[1].file, 'igenylo.a')).statusCode).toBe(404);
  });
});

describe('shared documents', () => {
  it("are the centre's: a folder hidden from the schools hides everything in it, and schools write nothing", async () => {
    const open = (await folder(SHARED, 'admin', 'Körlevelek')).json<TFolder>().id!;
    const hidden = (await folder(SHARED, 'admin', 'Előkészítés alatt', undefined, { descendants_can_see: false })).json<TFolder>().id!;
    const below = (await folder(SHARED, 'admin', 'Tervezetek', hidden)).json<TFolder>().id!;
    const file = (await upload(SHARED, 'admin', below, { name: 'Tervezet' }, { filename: 't.pdf', data: PDF })).json<TFolder>().id!;
    const hiddenFile = (await upload(SHARED, 'admin', open, { name: 'Belső', descendants_can_see: 'false' }, { filename: 'b.pdf', data: PDF })).json<TFolder>()
      .id!;
    const visible = (await upload(SHARED, 'admin', open, { name: 'Körlevél' }, { filename: 'k.pdf', data: PDF })).json<TFolder>().id!;
    const school = await get(`${SHARED}/`, 'igenylo.a');
    expect(school.entries.map((e) => e.id)).toContain(open);
    expect(school.entries.map((e) => e.id)).not.toContain(hidden);
    expect((await get(`${SHARED}/${open}/`, 'igenylo.a')).entries.map((e) => e.id)).toEqual([visible]);
    for (const id of [hidden, below, file, hiddenFile]) {
      expect((await send('GET', `${SHARED}/${id}/`, 'igenylo.a')).statusCode).toBe(404);
      expect((await send('GET', `${SHARED}/${id}/letoltes/`, 'igenylo.a')).statusCode).toBe(404);
    }
    expect((await get(`${SHARED}/?q=tervezet`, 'igenylo.a')).entries).toEqual([]);
    expect((await get(`${SHARED}/?q=tervezet`, 'admin')).entries.map((e) => e.id)).toEqual(expect.arrayContaining([below, file]));
    expect((await send('GET', `${SHARED}/${visible}/letoltes/`, 'igenylo.a')).statusCode).toBe(200);
    expect(school.read_only).toBe(true);
    expect((await folder(SHARED, 'igenylo.a', 'Iskolai', open)).statusCode).toBe(403);
    expect((await upload(SHARED, 'igenylo.a', open, {}, { filename: 'x.pdf', data: PDF })).statusCode).toBe(403);
    expect((await send('DELETE', `${SHARED}/${visible}/`, 'igenylo.a')).statusCode).toBe(403);
  });
});

describe('provided documents', () => {
  it('are read-only to schools (read_only on every entry), kept by the centre', async () => {
    const made = await folder(PROVIDED, 'admin', 'Sablonok');
    expect(made.statusCode).toBe(201);
    await upload(PROVIDED, 'admin', made.json<TFolder>().id!, { name: 'Beszámoló sablon' }, { filename: 's.pdf', data: PDF });
    const school = await get(`${PROVIDED}/`, 'igenylo.b');
    expect(school.entries.length).toBeGreaterThan(0);
    expect(school.entries.every((e) => e.read_only && !e.can_delete)).toBe(true);
    expect((await get(`${PROVIDED}/${made.json<TFolder>().id}/`, 'igenylo.b')).entries.every((e) => e.read_only)).toBe(true);
    expect((await folder(PROVIDED, 'igenylo.b', 'Saját sablon')).json()).toEqual({ detail: 'Ez a mappa csak olvasható.' });
    expect((await send('DELETE', `${PROVIDED}/${made.json<TFolder>().id}/`, 'igenylo.b')).statusCode).toBe(403);
  });
});

describe('export documents', () => {
  it("are their owner's alone, who deletes them; nobody makes folders there", async () => {
    const owner = await server.services.prisma.user.findUniqueOrThrow({ where: { email: 'igenylo.a@etanker.local' }, select: { id: true } });
    const key = 'documents/2026/11/export-test';
    await server.services.storage.put(key, PDF);
    const entry = await server.services.prisma.documentEntry.create({
      data: {
        library: 'export',
        owner_id: owner.id,
        name: 'Kötelezettségvállalások',
        is_folder: false,
        versions: { create: { file_name: 'k.xlsx', file_key: key, mime_type: 'application/pdf', size: PDF.length } },
      },
      select: { id: true },
    });
    expect((await get(`${EXPORTS}/`, 'igenylo.a')).entries.map((e) => e.id)).toEqual([entry.id]);
    expect((await get(`${EXPORTS}/`, 'vezeto.a')).entries).toEqual([]);
    expect((await send('GET', `${EXPORTS}/${entry.id}/`, 'vezeto.a')).statusCode).toBe(404);
    expect((await send('DELETE', `${EXPORTS}/${entry.id}/`, 'vezeto.a')).statusCode).toBe(404);
    expect((await send('POST', `${EXPORTS}/uj-mappa/`, 'igenylo.a', { name: 'x' })).statusCode).toBe(404);
    expect((await send('DELETE', `${EXPORTS}/${entry.id}/`, 'igenylo.a')).statusCode).toBe(204);
  });
});
