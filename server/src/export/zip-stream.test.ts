import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createZipWriter } from './zip-stream.ts';

type TParsedEntry = { name: string; flags: number; method: number; content: Buffer };

/** Every entry of an archive, read the way unzip does: the end record, the central directory,
 * then each local header, its deflated data and its data descriptor, all checked against each other. */
function parseZip(zip: Buffer): TParsedEntry[] {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  let at = zip.readUInt32LE(end + 16);
  expect(at + directorySize).toBe(end);
  const entries: TParsedEntry[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const [flags, method] = [zip.readUInt16LE(at + 8), zip.readUInt16LE(at + 10)];
    const [crc, compressedSize, size] = [zip.readUInt32LE(at + 16), zip.readUInt32LE(at + 20), zip.readUInt32LE(at + 24)];
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const local = zip.readUInt32LE(at + 42);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    expect(zip.subarray(local + 30, local + 30 + nameLength).toString('utf8')).toBe(name);
    const dataStart = local + 30 + nameLength + zip.readUInt16LE(local + 28);
    const content = zlib.inflateRawSync(zip.subarray(dataStart, dataStart + compressedSize));
    expect(content.length).toBe(size);
    expect(zlib.crc32(content)).toBe(crc);
    const descriptor = dataStart + compressedSize;
    expect([0, 4, 8, 12].map((field) => zip.readUInt32LE(descriptor + field))).toEqual([0x08074b50, crc, compressedSize, size]);
    entries.push({ name, flags, method, content });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

const hasUnzip = spawnSync('unzip', ['-v']).status === 0;

async function twoEntryZip(): Promise<{ zip: Buffer; big: Buffer }> {
  const output = new PassThrough();
  const bytes = buffer(output);
  const zip = createZipWriter(output, new AbortController().signal);
  await zip.addFile('árvíztűrő/tükör.txt', 'Árvíztűrő tükörfúrógép');
  const big = Buffer.from('<row r="1"><c r="A1"><v>1</v></c></row>'.repeat(20_000));
  const chunk = Buffer.alloc(64 * 1024);
  await zip.addEntry('big.xml', async (write) => {
    for (let at = 0; at < big.length; at += chunk.length) {
      const end = Math.min(at + chunk.length, big.length);
      big.copy(chunk, 0, at, end);
      // One buffer for every chunk: the writer must have copied the previous one.
      await write(chunk.subarray(0, end - at));
    }
  });
  zip.finish();
  return { zip: await bytes, big };
}

describe('createZipWriter', () => {
  it('writes deflated entries with data descriptors, a central directory and UTF-8 names', async () => {
    const { zip, big } = await twoEntryZip();
    const entries = parseZip(zip);
    expect(entries.map((entry) => entry.name)).toEqual(['árvíztűrő/tükör.txt', 'big.xml']);
    for (const entry of entries) {
      expect(entry.method).toBe(8);
      expect(entry.flags & 0x0808).toBe(0x0808);
    }
    expect(entries[0].content.toString('utf8')).toBe('Árvíztűrő tükörfúrógép');
    expect(entries[1].content.equals(big)).toBe(true);
  });

  it.skipIf(!hasUnzip)('passes unzip -t', async () => {
    const { zip } = await twoEntryZip();
    const dir = mkdtempSync(path.join(tmpdir(), 'zip-stream-'));
    try {
      const file = path.join(dir, 'test.zip');
      writeFileSync(file, zip);
      const result = spawnSync('unzip', ['-t', file], { encoding: 'utf8' });
      expect(result.stdout).toContain('No errors detected');
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('waits for a slow reader, and stops waiting when the signal aborts', async () => {
    // Nobody reads the output: deflate backs up and the writer waits until the abort.
    const output = new PassThrough();
    const aborted = new AbortController();
    const zip = createZipWriter(output, aborted.signal);
    const incompressible = randomBytes(64 * 1024);
    let written = 0;
    const entry = zip.addEntry('endless.bin', async (write) => {
      for (;;) {
        await write(incompressible);
        written++;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(written).toBeLessThan(20);
    aborted.abort();
    await expect(entry).rejects.toThrow(/abort/i);
  });
});
