// The store's catalogue (/api/keszlet/): a category's spreadsheet round trip (export, a few rows
// edited with exceljs as a spreadsheet program would, import: exact counts, only those rows
// changed), a broken or oversized file refused with nothing changed, variants' defaults, and the
// catalogue kept by the centre only.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { multipartBody } from '../workflow/multipart.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['muszak', 'igenylo.a', 'olvaso']) tokens[who] = await login(server.app, `${who}@etanker.local`);
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: object) =>
  server.app.inject({ method, url, headers: as(who), payload });

async function importFile(categoryId: number, data: Buffer, who = 'muszak', filename = 'kategoria.xlsx') {
  const { payload, contentType } = await multipartBody({}, { file: { filename, data } });
  return server.app.inject({
    method: 'POST',
    url: `/api/keszlet/categories/${categoryId}/import/`,
    headers: { ...as(who), 'content-type': contentType },
    payload,
  });
}

/** A category of its own with two products and three variants, made through the API. */
async function category(name: string) {
  const created = await send('POST', '/api/keszlet/categories/', 'muszak', { name });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ id: number }>().id;
  for (const p of [
    {
      name: `${name} toll`,
      variants: [
        { name: 'kék', price: 190, minimum_order_quantity: 10, packaging_unit: 10 },
        { name: 'piros', price: 210 },
      ],
    },
    { name: `${name} füzet`, description: 'Kockás', variants: [{ name: 'A5', price: 350, vat: 1, available_from: '2026-01-01' }] },
  ]) {
    const product = await send('POST', '/api/keszlet/products/', 'muszak', { ...p, category: id });
    expect(product.statusCode, product.body).toBe(201);
  }
  return id;
}

const variantsOf = (categoryId: number) =>
  server.services.prisma.storeVariant.findMany({ where: { product: { category_id: categoryId } }, orderBy: { id: 'asc' }, include: { product: true } });

describe('store catalogue', () => {
  it('a product answers its variants with the documented defaults; PUT takes the GET answer back', async () => {
    const id = await category('Alapértékek');
    const list = (await send('GET', `/api/keszlet/products/?category=${id}`, 'igenylo.a')).json<{ data: { id: number }[]; total: number }>();
    expect(list.total).toBe(2);
    const product = await send('GET', `/api/keszlet/products/${list.data[0].id}/`, 'igenylo.a');
    const body = product.json<{ variants: Record<string, unknown>[]; can_edit: boolean }>();
    expect(body.can_edit).toBe(false);
    expect(body.variants[0]).toMatchObject({ minimum_order_quantity: expect.any(Number), vat: { id: 1, name: '27%' }, inventories: [] });
    const piros = body.variants.find((v) => v.name === 'piros') ?? body.variants[0];
    if (piros.name === 'piros') expect(piros).toMatchObject({ minimum_order_quantity: 1, packaging_unit: 1, provider: 'Központi raktár' });
    const answer = (await send('GET', `/api/keszlet/products/${list.data[0].id}/`, 'muszak')).json<Record<string, unknown>>();
    const put = await send('PUT', `/api/keszlet/products/${list.data[0].id}/`, 'muszak', answer);
    expect(put.statusCode, put.body).toBe(200);
    // A school reads the catalogue, the centre keeps it.
    expect((await send('PUT', `/api/keszlet/products/${list.data[0].id}/`, 'igenylo.a', answer)).statusCode).toBe(403);
    expect((await send('POST', '/api/keszlet/categories/', 'igenylo.a', { name: 'Iskolai' })).statusCode).toBe(403);
    expect((await send('POST', '/api/keszlet/categories/', 'olvaso', { name: 'Olvasó' })).statusCode).toBe(403);
    const mind = (await send('GET', `/api/keszlet/product_variants/mind/?category=${id}`, 'igenylo.a')).json<{ id: number; category: { id: number } }[]>();
    expect(mind).toHaveLength(3);
    expect(mind.every((v) => v.category.id === id)).toBe(true);
    expect((await send('GET', `/api/keszlet/product_variants/${mind[0].id}/`, 'igenylo.a')).json()).toMatchObject({ id: mind[0].id, available: true });
  });

  it('a bad variant is a Hungarian 400 at its field', async () => {
    const id = await category('Hibás');
    const bad = await send('POST', '/api/keszlet/products/', 'muszak', {
      name: 'Rossz',
      category: id,
      variants: [{ name: 'x', price: 10, available_from: '2026-05-01', available_till: '2026-04-01', minimum_order_quantity: 0 }],
    });
    expect(bad.statusCode).toBe(400);
    const errors = bad.json<Record<string, string[]>>();
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['variants.0.available_till', 'variants.0.minimum_order_quantity']));
    expect(errors['variants.0.available_till'][0]).toBe('Az elérhetőség vége nem lehet korábbi a kezdeténél.');
  });

  it('round trip: export, edit two rows and add one in a spreadsheet, import changes exactly those', async () => {
    const id = await category('Körút');
    const before = await variantsOf(id);
    const exported = await send('GET', `/api/keszlet/categories/${id}/export/`, 'igenylo.a');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(4);
    // Unchanged import first: nothing changes.
    const same = await importFile(id, exported.rawPayload);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual({ added: 0, changed: 0, unchanged: 3 });
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    const rowOf = (variantName: string) => [2, 3, 4].find((r) => sheet.getRow(r).getCell(col('Változat')).value === variantName)!;
    sheet.getRow(rowOf('piros')).getCell(col('Bruttó egységár (Ft)')).value = 250;
    sheet.getRow(rowOf('A5')).getCell(col('Elérhető eddig')).value = new Date(Date.UTC(2027, 5, 30));
    const added = sheet.getRow(5);
    added.getCell(col('Termék')).value = 'Körút radír';
    added.getCell(col('Változat')).value = 'fehér';
    added.getCell(col('Bruttó egységár (Ft)')).value = '1 290';
    added.getCell(col('ÁFA')).value = '5%';
    added.getCell(col('Kiszerelés')).value = 3;
    added.getCell(col('Minimális rendelési mennyiség')).value = 3;
    const edited = Buffer.from(await book.xlsx.writeBuffer());
    const imported = await importFile(id, edited);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ added: 1, changed: 2, unchanged: 1 });
    const after = await variantsOf(id);
    expect(after).toHaveLength(4);
    const byId = new Map(after.map((v) => [v.id, v]));
    for (const v of before) {
      const now = byId.get(v.id)!;
      if (v.name === 'piros') expect(now.price.toNumber()).toBe(250);
      else if (v.name === 'A5') expect(now.available_till?.toISOString().slice(0, 10)).toBe('2027-06-30');
      else expect(now).toEqual(v);
    }
    const radir = after.find((v) => v.name === 'fehér')!;
    expect(radir).toMatchObject({ vat: 3, packaging_unit: 3, minimum_order_quantity: 3, provider: 'Központi raktár' });
    expect(radir.product.name).toBe('Körút radír');
  });

  it('a broken file is refused with its rows’ errors and nothing changes; a zip bomb and junk are 400s', async () => {
    const id = await category('Törött');
    const before = await variantsOf(id);
    const exported = await send('GET', `/api/keszlet/categories/${id}/export/`, 'muszak');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    sheet.getRow(2).getCell(6).value = 'sok';
    sheet.getRow(3).getCell(5).value = '';
    sheet.getRow(4).getCell(11).value = 0;
    const refused = await importFile(id, Buffer.from(await book.xlsx.writeBuffer()));
    expect(refused.statusCode).toBe(400);
    const messages = refused.json<{ file: string[] }>().file;
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatch(/^2\. sor, Bruttó egységár \(Ft\): /);
    expect(messages[1]).toMatch(/^3\. sor, Változat: Ez a mező nem lehet üres/);
    expect(await variantsOf(id)).toEqual(before);
    // Another category's variant id is refused too.
    const other = await category('Másik');
    const foreign = await importFile(other, exported.rawPayload);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ file: string[] }>().file[0]).toContain('nem ennek a kategóriának');
    // Not a spreadsheet; a spreadsheet with an entry that would unpack to 64 MB.
    expect((await importFile(id, Buffer.from('Termék;Változat\n'), 'muszak', 'a.csv')).statusCode).toBe(400);
    const bomb = await JSZip.loadAsync(exported.rawPayload);
    bomb.file('xl/media/bomb.bin', Buffer.alloc(64 * 1024 * 1024));
    const bombed = await bomb.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect((await importFile(id, bombed)).json()).toEqual({ file: ['A táblázat kicsomagolva túl nagy vagy túl sok részből áll.'] });
    expect((await importFile(id, exported.rawPayload, 'igenylo.a')).statusCode).toBe(403);
    expect(await variantsOf(id)).toEqual(before);
  });

  it('delete_all_products empties the category, then the category can go', async () => {
    const id = await category('Ürítés');
    expect((await send('DELETE', `/api/keszlet/categories/${id}/`, 'muszak')).statusCode).toBe(409);
    expect((await send('DELETE', `/api/keszlet/categories/${id}/delete_all_products/`, 'igenylo.a')).statusCode).toBe(403);
    const emptied = await send('DELETE', `/api/keszlet/categories/${id}/delete_all_products/`, 'muszak');
    expect(emptied.json()).toEqual({ deleted: 2 });
    expect((await send('DELETE', `/api/keszlet/categories/${id}/`, 'muszak')).statusCode).toBe(204);
  });
});
