// Stock imports (/api/leltar-import/): an uploaded register is processed by the job
// (runPendingImports, as `npm start`'s job queue runs it): pending → processing → done with its
// progress, re-importing updates the items (never duplicates), a broken file fails with its row
// errors and changes nothing, a zip bomb is refused before any parser sees it, and a school
// imports into and reads only its own register. An import whose process died is taken over.
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { multipartBody, type TFormFile } from '../workflow/multipart.ts';
import { HEARTBEAT_STALE_SECONDS, MAX_ATTEMPTS, runPendingImports } from '../../server/src/modules/stock/stock-imports/process.ts';
import { REGISTER_COLUMNS } from '../../server/src/modules/stock/stock-imports/columns.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const schools: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'igenylo.b', 'olvaso', 'hr']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  for (const unit of ['001', '002'])
    schools[unit] = (await server.services.prisma.institution.findFirstOrThrow({ where: { unit_code: unit }, select: { id: true } })).id;
});

type TImport = {
  id: number;
  state: string;
  total_rows: number;
  done_rows: number;
  created_count: number;
  updated_count: number;
  errors: { row: number; field: string; message: string }[];
};
const HEADER = ['Leltári szám', 'Alszám', 'Megnevezés', 'Eszközosztály kód', 'Eszközosztály', 'Bekerülési érték', 'Aktiválás dátuma', 'Körzet'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Nyilvántartás');
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(file: TFormFile, who = 'igenylo.a', institution = schools['001']) {
  const body = await multipartBody({ institution: String(institution) }, { file });
  return server.app.inject({
    method: 'POST',
    url: '/api/leltar-import/',
    headers: { ...authHeader(tokens[who]), 'content-type': body.contentType },
    payload: body.payload,
  });
}

const detail = async (id: number, who = 'igenylo.a') =>
  (await server.app.inject({ method: 'GET', url: `/api/leltar-import/${id}/`, headers: authHeader(tokens[who]) })).json<TImport>();
const itemCount = (prefix: string) => server.services.prisma.stockItem.count({ where: { stock_number: { startsWith: prefix } } });

async function importDone(file: TFormFile): Promise<TImport> {
  const res = await upload(file);
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({ state: 'pending', institution: { id: schools['001'] }, creator: { name: expect.any(String) } });
  await runPendingImports(server.services);
  return detail(res.json<TImport>().id);
}

describe('stock imports', () => {
  it('an xlsx register is imported by the job; importing it again updates the items, never duplicates them', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => [`IMP-${1000 + i}`, '', `Szék ${i}`, '14', 'Bútor', 12000 + i, '2023-09-01', 'Tanári']);
    const first = await importDone({ filename: 'leltar.xlsx', data: await xlsx(rows), type: XLSX });
    expect(first).toMatchObject({ state: 'done', total_rows: 30, done_rows: 30, created_count: 30, updated_count: 0, errors: [] });
    expect(await itemCount('IMP-')).toBe(30);
    const item = await server.services.prisma.stockItem.findFirstOrThrow({
      where: { stock_number: 'IMP-1000' },
      select: { id: true, base: true, area: { select: { name: true } } },
    });
    expect(item.base.toNumber()).toBe(12000);
    expect(item.area?.name).toBe('Tanári');
    // The count of an item survives a re-import of the register.
    await server.app.inject({
      method: 'POST',
      url: `/api/leltar/${item.id}/donteshozas/`,
      headers: authHeader(tokens['igenylo.a']),
      payload: { decision_option: 'missing' },
    });

    rows[0][2] = 'Szék (javított)';
    const again = await importDone({ filename: 'leltar.xlsx', data: await xlsx(rows), type: XLSX });
    expect(again).toMatchObject({ state: 'done', created_count: 0, updated_count: 30 });
    expect(await itemCount('IMP-')).toBe(30);
    expect(await server.services.prisma.stockItem.findUniqueOrThrow({ where: { id: item.id }, select: { name: true, status: true } })).toEqual({
      name: 'Szék (javított)',
      status: 'missing',
    });
  });

  it('a csv register (; separated, BOM, Hungarian amounts) is imported too', async () => {
    const csv = `\uFEFF${HEADER.join(';')}\nCSV-1;;Projektor;13;Gép;"219 000,50";2024.09.01.;\nCSV-1;2;Projektor tartó;13;Gép;0;;\n`;
    const done = await importDone({ filename: 'leltar.csv', data: csv, type: 'text/csv' });
    expect(done).toMatchObject({ state: 'done', created_count: 2 });
    const item = await server.services.prisma.stockItem.findFirstOrThrow({
      where: { stock_number: 'CSV-1', item_sub_id: '' },
      select: { base: true, activity_date: true },
    });
    expect(item.base.toNumber()).toBe(219000.5);
    expect(item.activity_date?.toISOString().slice(0, 10)).toBe('2024-09-01');
  });

  it('a broken file fails with its row errors and changes nothing', async () => {
    const before = await server.services.prisma.stockItem.count();
    const rows = [
      ['BRK-1', '', 'Asztal', '', '', 1000, '', ''],
      ['BRK-2', '', '', '', '', 'sok', '2024-13-45', ''],
      ['BRK-1', '', 'Asztal ismét', '', '', 0, '', ''],
    ];
    const failed = await importDone({ filename: 'hibas.xlsx', data: await xlsx(rows), type: XLSX });
    expect(failed.state).toBe('failed');
    expect(failed.errors).toEqual(
      expect.arrayContaining([
        { row: 3, field: REGISTER_COLUMNS.name, message: 'Kötelező mező.' },
        { row: 3, field: REGISTER_COLUMNS.base, message: 'Érvénytelen összeg.' },
        { row: 3, field: REGISTER_COLUMNS.activity_date, message: expect.stringContaining('Érvénytelen dátum') },
        { row: 4, field: REGISTER_COLUMNS.stock_number, message: expect.stringContaining('2. sorban') },
      ]),
    );
    expect(await server.services.prisma.stockItem.count()).toBe(before);
    const noHeader = await importDone({ filename: 'rossz.csv', data: 'Valami;Más\n1;2\n', type: 'text/csv' });
    expect(noHeader).toMatchObject({ state: 'failed', errors: [{ row: 0, message: expect.stringContaining('Hiányzó oszlop: Leltári szám, Megnevezés') }] });
  });

  it('a zip bomb is refused with a Hungarian 413 before it is stored; a non-spreadsheet with a 400', async () => {
    // A real workbook whose sheet is 160 MB of spaces once unpacked (well under 1 MB packed).
    const zip = await JSZip.loadAsync(await xlsx([['BMB-1', '', 'Bomba']]));
    zip.file('xl/worksheets/sheet1.xml', Buffer.alloc(160 * 1024 * 1024, 0x20));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const imports = await server.services.prisma.stockImport.count();
    const refused = await upload({ filename: 'bomba.xlsx', data: bomb, type: XLSX });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().detail).toContain('kicsomagolva túl nagy');
    const pdf = await upload({
      filename: 'leltar.pdf',
      data: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
      type: 'application/pdf',
    });
    expect(pdf.statusCode).toBe(400);
    expect(await server.services.prisma.stockImport.count()).toBe(imports);
  });

  it('progress: processing with done_rows of total_rows while it runs, then done', async () => {
    const rows = Array.from({ length: 6000 }, (_, i) => [`PRG-${i}`, '', `Eszköz ${i}`, '', '', i, '', '']);
    const res = await upload({ filename: 'nagy.xlsx', data: await xlsx(rows), type: XLSX });
    const { id } = res.json<TImport>();
    const seen = new Set<string>();
    const running = runPendingImports(server.services);
    let finished = false;
    void running.then(() => (finished = true));
    while (!finished) {
      const now = await detail(id);
      seen.add(now.state === 'processing' && now.done_rows > 0 ? 'progress' : now.state);
      expect(now.done_rows).toBeLessThanOrEqual(Math.max(now.total_rows, 0));
      await new Promise((r) => setTimeout(r, 25));
    }
    await running;
    expect(seen.has('processing') || seen.has('progress')).toBe(true);
    expect(await detail(id)).toMatchObject({ state: 'done', total_rows: 6000, done_rows: 6000, created_count: 6000 });
  });

  it('scope: another school neither reads an import nor imports into another school; read-only users and users without the permission are refused', async () => {
    const res = await upload({ filename: 'sajat.csv', data: `${HEADER.join(';')}\nSCP-1;;Tábla;;;;;\n`, type: 'text/csv' });
    const { id } = res.json<TImport>();
    expect((await server.app.inject({ method: 'GET', url: `/api/leltar-import/${id}/`, headers: authHeader(tokens['igenylo.b']) })).statusCode).toBe(404);
    const list = await server.app.inject({ method: 'GET', url: '/api/leltar-import/?limit=100', headers: authHeader(tokens['igenylo.b']) });
    expect(list.json<{ data: { id: number }[] }>().data.map((i) => i.id)).not.toContain(id);
    const foreign = await upload({ filename: 'idegen.csv', data: `${HEADER.join(';')}\nSCP-2;;Tábla;;;;;\n`, type: 'text/csv' }, 'igenylo.b', schools['001']);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toHaveProperty('institution');
    expect((await upload({ filename: 'x.csv', data: `${HEADER.join(';')}\n`, type: 'text/csv' }, 'olvaso')).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/leltar-import/', headers: authHeader(tokens.hr) })).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'DELETE', url: `/api/leltar-import/${id}/`, headers: authHeader(tokens['igenylo.b']) })).statusCode).toBe(404);
  });

  it('an import left processing by a dead process is claimed again once its heartbeat is stale; one that keeps dying fails', async () => {
    const csv = (n: string) => `${HEADER.join(';')}\n${n};;Szekrény;;;;;\n`;
    const stale = new Date(Date.now() - (HEARTBEAT_STALE_SECONDS + 5) * 1000);
    const left = (await upload({ filename: 'elhagyott.csv', data: csv('DEAD-1'), type: 'text/csv' })).json<TImport>().id;
    const beating = (await upload({ filename: 'fut.csv', data: csv('LIVE-1'), type: 'text/csv' })).json<TImport>().id;
    const hopeless = (await upload({ filename: 'remenytelen.csv', data: csv('KILL-1'), type: 'text/csv' })).json<TImport>().id;
    const imports = server.services.prisma.stockImport;
    await imports.update({ where: { id: left }, data: { state: 'processing', heartbeat_at: stale, attempts: 1 } });
    await imports.update({ where: { id: beating }, data: { state: 'processing', heartbeat_at: new Date(), attempts: 1 } });
    await imports.update({ where: { id: hopeless }, data: { state: 'processing', heartbeat_at: stale, attempts: MAX_ATTEMPTS } });
    await runPendingImports(server.services);
    expect(await detail(left)).toMatchObject({ state: 'done', created_count: 1 });
    // Another process is still working on this one: it is not taken from it.
    expect(await detail(beating)).toMatchObject({ state: 'processing' });
    expect(await detail(hopeless)).toMatchObject({ state: 'failed', errors: [{ message: 'A feldolgozás megszakadt; a leltár nem változott.' }] });
    expect(await itemCount('KILL-')).toBe(0);
    await imports.update({ where: { id: beating }, data: { state: 'done' } });
  });

  it('deleting an import removes the record and keeps its items', async () => {
    const done = await importDone({ filename: 'torlendo.csv', data: `${HEADER.join(';')}\nDEL-1;;Lámpa;;;;;\n`, type: 'text/csv' });
    const deleted = await server.app.inject({ method: 'DELETE', url: `/api/leltar-import/${done.id}/`, headers: authHeader(tokens['igenylo.a']) });
    expect(deleted.statusCode).toBe(204);
    expect((await server.app.inject({ method: 'GET', url: `/api/leltar-import/${done.id}/`, headers: authHeader(tokens['igenylo.a']) })).statusCode).toBe(404);
    expect(await server.services.prisma.stockItem.findFirst({ where: { stock_number: 'DEL-1' }, select: { import_id: true } })).toEqual({ import_id: null });
  });
});
