// Where attachments and generated documents live. Local disk by default; the interface is what
// an S3-compatible store would implement when the portal runs on more than one machine.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

export interface TFileStorage {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  stream(key: string): NodeJS.ReadableStream;
  remove(key: string): Promise<void>;
}

const KIND = /^[a-z0-9][a-z0-9_-]*$/;
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
function assertSafeKey(key: string): void {
  const segments = key.split('/');
  const safe = key.length > 0 && key.length <= 500 && segments.every((s) => SEGMENT.test(s));
  if (!safe) throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
}

export function createLocalStorage(rootDir: string): TFileStorage {
  const root = path.resolve(rootDir);

  function resolveKey(key: string): string {
    assertSafeKey(key);
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error(`Invalid file key: ${JSON.stringify(key)}`);
    return full;
  }

  return {
    async put(key, data) {
      const full = resolveKey(key);
      await fsp.mkdir(path.dirname(full), { recursive: true });
      // Write aside, then rename: a reader never sees a half-written file.
      const temp = `${full}.${randomUUID()}.part`;
      await fsp.writeFile(temp, data);
      await fsp.rename(temp, full);
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
  };
}
