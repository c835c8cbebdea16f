// The S3 store against a real S3 API server (s3rver): what the local disk guarantees, kept —
// whole files, safe keys, staged files that a failed transaction discards, and a sweep that removes
// old objects no row names and keeps the rest.
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, testS3Storage, type TTestS3 } from '../../../tests/helpers/s3.ts';
import { newFileKey } from './storage.ts';

let s3: TTestS3;
let storage: ReturnType<typeof testS3Storage>;

beforeAll(async () => {
  s3 = await startTestS3();
  storage = testS3Storage(s3);
});

afterAll(async () => {
  storage.client.destroy();
  await s3.stop();
});

describe('S3 file storage', () => {
  it('stores, reads, streams and removes a file', async () => {
    const key = newFileKey('attachments');
    const content = Buffer.from('Árvíztűrő tükörfúrógép\n', 'utf8');
    await storage.put(key, content);
    expect(await storage.read(key)).toEqual(content);
    expect(await text(storage.stream(key))).toBe('Árvíztűrő tükörfúrógép\n');
    await storage.remove(key);
    await expect(storage.read(key)).rejects.toMatchObject({ name: 'NoSuchKey' });
    await expect(text(storage.stream(key))).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('refuses unsafe keys before asking the store', async () => {
    for (const key of ['../escape', '/etc/passwd', 'a//b', 'a/.hidden', '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid file key');
      await expect(storage.read(key)).rejects.toThrow('Invalid file key');
      expect(() => storage.stream(key)).toThrow('Invalid file key');
    }
  });

  it('a staged file is linked or discarded', async () => {
    const [linked, discarded] = [newFileKey('attachments'), newFileKey('attachments')];
    await storage.stage(linked, Buffer.from('marad'));
    await storage.stage(discarded, Buffer.from('eltűnik'));
    await storage.link(linked);
    await storage.discard(discarded);
    expect((await storage.read(linked)).toString()).toBe('marad');
    await expect(storage.read(discarded)).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('the sweep removes old objects no row names and keeps named and fresh ones', async () => {
    const [named, orphan, fresh] = [newFileKey('sweep'), newFileKey('sweep'), newFileKey('sweep')];
    await storage.put(named, Buffer.from('n'));
    await storage.put(orphan, Buffer.from('o'));
    // S3 keeps the last write to the second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const olderThan = new Date();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await storage.put(fresh, Buffer.from('f'));
    const asked: string[] = [];
    const result = await storage.sweep({ olderThan, referenced: async (keys) => (asked.push(...keys), new Set(keys.filter((k) => k === named))) });
    expect(result.linked).toBe(0);
    expect(asked).toEqual(expect.arrayContaining([named, orphan]));
    expect(asked).not.toContain(fresh);
    expect((await storage.read(named)).toString()).toBe('n');
    expect((await storage.read(fresh)).toString()).toBe('f');
    await expect(storage.read(orphan)).rejects.toMatchObject({ name: 'NoSuchKey' });
  });
});
