import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, newFileKey } from './storage.ts';

let rootDir: string;

beforeAll(async () => {
  rootDir = await fs.mkdtemp(path.join(os.tmpdir(), 'etanker-storage-'));
});

afterAll(async () => {
  await fs.rm(rootDir, { recursive: true, force: true });
});

describe('local file storage', () => {
  it('makes dated keys with a uuid', () => {
    const key = newFileKey('attachments');
    expect(key).toMatch(/^attachments\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(newFileKey('attachments')).not.toBe(key);
    expect(() => newFileKey('../x')).toThrow();
  });

  it('stores, reads, streams and removes a file', async () => {
    const storage = createLocalStorage(rootDir);
    const key = newFileKey('attachments');
    const content = Buffer.from('Árvíztűrő tükörfúrógép\n', 'utf8');

    await storage.put(key, content);
    expect(await storage.read(key)).toEqual(content);
    expect(await text(storage.stream(key))).toBe('Árvíztűrő tükörfúrógép\n');
    expect(await fs.readdir(path.join(rootDir, path.dirname(key)))).toEqual([path.basename(key)]);

    await storage.remove(key);
    await expect(storage.read(key)).rejects.toMatchObject({ code: 'ENOENT' });
    await storage.remove(key);
  });

  it('refuses keys that leave the root or are absolute', async () => {
    const storage = createLocalStorage(rootDir);
    const bad = ['../escape', 'a/../../escape', '/etc/passwd', 'a\\..\\b', '', 'a//b', './a', 'a/.hidden'];
    for (const key of bad) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid file key');
      await expect(storage.read(key)).rejects.toThrow('Invalid file key');
      expect(() => storage.stream(key)).toThrow('Invalid file key');
      await expect(storage.remove(key)).rejects.toThrow('Invalid file key');
    }
    await expect(fs.access(path.join(rootDir, '..', 'escape'))).rejects.toThrow();
  });

  it('stages under a temporary name, links or discards it', async () => {
    const storage = createLocalStorage(rootDir);
    const [linked, discarded] = [newFileKey('attachments'), newFileKey('attachments')];
    await storage.stage(linked, Buffer.from('marad'));
    await storage.stage(discarded, Buffer.from('eltűnik'));
    await expect(storage.read(linked)).rejects.toMatchObject({ code: 'ENOENT' });
    await storage.link(linked);
    await storage.discard(discarded);
    expect((await storage.read(linked)).toString()).toBe('marad');
    const names = await fs.readdir(path.join(rootDir, path.dirname(linked)));
    expect(names).toContain(path.basename(linked));
    expect(names.filter((n) => n.endsWith('.part') || n === path.basename(discarded))).toEqual([]);
  });
});

describe('sweep', () => {
  it('removes old unnamed files and .part files, links an old .part a row names, keeps the rest', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'etanker-sweep-'));
    const storage = createLocalStorage(dir);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const key = () => newFileKey('attachments');
    const files = { named: key(), orphan: key(), orphanPart: key(), oldStylePart: key(), committedPart: key(), fresh: key(), freshPart: key() };
    for (const k of [files.named, files.orphan, files.fresh]) await storage.put(k, Buffer.from(k));
    for (const k of [files.orphanPart, files.committedPart, files.freshPart]) await storage.stage(k, Buffer.from(k));
    // put() before staging named its temporary file <key>.<uuid>.part.
    const oldStylePart = `${files.oldStylePart}.${crypto.randomUUID()}.part`;
    await fs.writeFile(path.join(dir, oldStylePart), 'x');
    const crashed = [files.named, files.orphan, `${files.orphanPart}.part`, `${files.committedPart}.part`, oldStylePart];
    for (const file of crashed) await fs.utimes(path.join(dir, file), twoHoursAgo, twoHoursAgo);

    const asked: string[][] = [];
    const result = await storage.sweep({
      olderThan: new Date(Date.now() - 60 * 60 * 1000),
      referenced: async (keys) => (asked.push(keys), new Set(keys.filter((k) => k === files.named || k === files.committedPart))),
    });

    expect(result).toEqual({ linked: 1, removed: 3 });
    expect(asked.flat().sort()).toEqual([files.named, files.orphan, files.orphanPart, files.oldStylePart, files.committedPart].sort());
    const exists = (file: string) =>
      fs.access(path.join(dir, file)).then(
        () => true,
        () => false,
      );
    expect(await exists(files.named)).toBe(true);
    expect(await exists(files.committedPart)).toBe(true);
    expect(await exists(files.fresh)).toBe(true);
    expect(await exists(`${files.freshPart}.part`)).toBe(true);
    expect(await exists(files.orphan)).toBe(false);
    expect(await exists(`${files.orphanPart}.part`)).toBe(false);
    expect(await exists(oldStylePart)).toBe(false);
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('finds nothing to do in a store that was never written', async () => {
    const storage = createLocalStorage(path.join(rootDir, 'never-written'));
    expect(await storage.sweep({ olderThan: new Date(), referenced: async () => new Set() })).toEqual({ linked: 0, removed: 0 });
  });
});
