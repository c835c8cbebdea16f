// Files and transactions: a file is linked only after its row is committed, a failed transaction
// leaves no file, and the start-up sweep removes what a crash left behind (old files without a
// row and old .part files) but keeps fresh files and the ones a row names.
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { newFileKey } from '../../server/src/files/storage.ts';
import { sweepOrphanFiles } from '../../server/src/files/orphans.ts';
import { inTransaction } from '../../server/src/workflow/transaction.ts';
import type { TAuthedContext } from '../../server/src/access/context.ts';
import { authHeader, login, startTestServer, type TTestServer } from '../helpers/server.ts';
import { multipartBody } from '../workflow/multipart.ts';

let server: TTestServer;
let filesDir: string;
let token: string;
const HOURS = 60 * 60 * 1000;

const exists = (key: string) =>
  fs.access(path.join(filesDir, key)).then(
    () => true,
    () => false,
  );
const filesUnder = async () => (await fs.readdir(filesDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);

async function backdate(file: string, ms: number) {
  const at = new Date(Date.now() - ms);
  await fs.utimes(path.join(filesDir, file), at, at);
}

beforeAll(async () => {
  server = await startTestServer();
  filesDir = path.join(server.services.config.dataDir, 'files');
  token = await login(server.app, 'igenylo.a@etanker.local');
});

async function uploadedAttachmentKey(): Promise<string> {
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/kotelezettsegvallalas/',
    headers: authHeader(token),
    payload: { subject: 'Csatolmány', financial_entry: 1, payment_type: 1, products: [{ name: 'Toll', quantity: 1, unit: 'db', gross_price: 100, vat: 1 }] },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id;
  const form = await multipartBody({ name: 'Árajánlat' }, { document: { filename: 'ajanlat.txt', data: 'Árajánlat szövege' } });
  const res = await server.app.inject({
    method: 'POST',
    url: `/api/kotelezettsegvallalas/${id}/uj-melleklet/`,
    headers: { ...authHeader(token), 'content-type': form.contentType },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  const row = await server.services.prisma.attachment.findFirstOrThrow({ where: { case_id: id }, select: { file_key: true } });
  return row.file_key;
}

describe('stored files and transactions', () => {
  it('links an uploaded file after the commit: no .part is left', async () => {
    const key = await uploadedAttachmentKey();
    expect(await exists(key)).toBe(true);
    expect((await filesUnder()).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('leaves no file when the transaction that stored it fails', async () => {
    const before = await filesUnder();
    const ctx = { prisma: server.services.prisma, storage: server.services.storage } as unknown as TAuthedContext;
    const key = newFileKey('attachments');
    const failing = inTransaction(ctx, async (tx, c) => {
      await c.storage.put(key, Buffer.from('félbemaradt feltöltés'));
      // No such record: the foreign key fails the transaction after the file was written.
      return tx.attachment.create({
        data: { case_id: 2_000_000_000, name: 'x', file_key: key, file_name: 'x.txt', mime_type: 'text/plain', size: 1, uploaded_by_id: 1, uploaded_by: 'x' },
        select: { id: true },
      });
    });
    await expect(failing).rejects.toThrow();
    expect(await filesUnder()).toEqual(before);
  });

  it('sweeps what a crash left: old orphans go, fresh and linked files stay', async () => {
    const linked = await uploadedAttachmentKey();
    const [orphan, orphanPart, fresh] = [newFileKey('attachments'), newFileKey('documents'), newFileKey('attachments')];
    await server.services.storage.put(orphan, Buffer.from('sor nélküli fájl'));
    await server.services.storage.stage(orphanPart, Buffer.from('félbemaradt'));
    await server.services.storage.put(fresh, Buffer.from('most készül'));
    for (const file of [linked, orphan, `${orphanPart}.part`]) await backdate(file, 2 * HOURS);

    expect(await sweepOrphanFiles(server.services)).toMatchObject({ removed: 2 });
    expect(await exists(linked)).toBe(true);
    expect(await exists(fresh)).toBe(true);
    expect(await exists(orphan)).toBe(false);
    expect(await exists(`${orphanPart}.part`)).toBe(false);
  });
});
