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
});
