// Where attachments and generated documents live: the local disk by default (here), or an
// S3-compatible store when the portal runs on more than one machine (s3-storage.ts).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/** What a sweep did: `.part` files given their key because a row names it, files removed. */
export type TSweepResult = { linked: number; removed: number };

export interface TFileStorage {
  /** Writes the file under a temporary name (`<key>.part`); nothing names it yet. */
  stage(key: string, data: Buffer): Promise<void>;
  /** Gives a staged file its key: after the commit of the row that names it. */
  link(key: string): Promise<void>;
  /** Removes a staged file whose transaction failed. */
  discard(key: string): Promise<void>;
  /** stage + link, for a file no transaction waits for. */
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  stream(key: string): NodeJS.ReadableStream;
  remove(key: string): Promise<void>;
  /** Files last written before `olderThan` that no row names (`referenced` answers which keys a
   * row names) are removed, leftovers of a crash between the write and the commit; a `.part`
   * whose key a row names lost only its link (a crash after the commit) and is linked. */
  sweep(options: { olderThan: Date; referenced: (keys: string[]) => Promise<Set<string>> }): Promise<TSweepResult>;
}

const KIND = /^[a-z0-9][a-z0-9_-]*$/;
const PART = '.part';
// `<key>.part`, and `<key>.<uuid>.part` as put() named its temporary files before staging.
const PART_SUFFIX = /(\.[0-9a-f-]{36})?\.part$/;
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A fresh key such as `attachments/2026/11/<uuid>`: dated folders keep directories small. */
export function newFileKey(kind: string): string {
  if (!KIND.test(kind)) throw new Error(`Invalid file kind: ${kind}`);
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${kind}/${now.getUTCFullYear()}/${month}/${randomUUID()}`;
}

/** Relative keys of plain segments only (each starts with a letter or digit): no `..`, no
 * absolute paths, no backslashes, no hidden files. */
export function isSafeKey(key: string): boolean {
  return key.length > 0 && key.length <= 500 && key.split('/').every((s) => SEGMENT.test(s));
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
}

export function createLocalStorage(rootDir: string): TFileStorage {
  const root = path.resolve(rootDir);

  function resolveKey(key: string): string {
    assertSafeKey(key);
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
    return full;
  }

  async function stage(key: string, data: Buffer): Promise<void> {
    const full = resolveKey(key);
    await fsp.mkdir(path.dirname(full), { recursive: true });
    await fsp.writeFile(full + PART, data);
  }

  async function link(key: string): Promise<void> {
    const full = resolveKey(key);
    await fsp.rename(full + PART, full);
  }

  /** Every stored file's key (a `.part` as its key and `part: true`) with its last write. */
  async function storedFiles(): Promise<{ key: string; part: boolean; file: string; mtime: Date }[]> {
    const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const files = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const relative = path.relative(root, file).split(path.sep).join('/');
      const part = relative.endsWith(PART);
      const key = part ? relative.replace(PART_SUFFIX, '') : relative;
      if (!isSafeKey(key)) continue;
      files.push({ key, part, file, mtime: (await fsp.stat(file)).mtime });
    }
    return files;
  }

  return {
    stage,
    link,
    async discard(key) {
      await fsp.rm(resolveKey(key) + PART, { force: true });
    },
    async put(key, data) {
      // Write aside, then rename: a reader never sees a half-written file.
      await stage(key, data);
      await link(key);
    },
    async read(key) {
      return fsp.readFile(resolveKey(key));
    },
    stream(key) {
      return fs.createReadStream(resolveKey(key));
    },
    async remove(key) {
      await fsp.rm(resolveKey(key), { force: true });
    },
    async sweep({ olderThan, referenced }) {
      const stale = (await storedFiles()).filter((f) => f.mtime < olderThan);
      const named = await referenced([...new Set(stale.map((f) => f.key))]);
      const result: TSweepResult = { linked: 0, removed: 0 };
      for (const f of stale) {
        const final = resolveKey(f.key);
        if (f.part && named.has(f.key) && !fs.existsSync(final)) {
          await fsp.rename(f.file, final);
          result.linked++;
        } else if (f.part || !named.has(f.key)) {
          await fsp.rm(f.file, { force: true });
          result.removed++;
        }
      }
      return result;
    },
  };
}
