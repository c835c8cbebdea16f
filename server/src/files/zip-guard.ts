// Bounds on an .xlsx (a zip) checked before exceljs opens it: exceljs inflates every entry into
// memory, so a small zip bomb would take the server's memory. The central directory gives the
// entries; each one is inflated here with a hard output cap (the declared sizes may lie), so
// nothing larger than the limits is ever produced.
import { inflateRawSync } from 'node:zlib';

export interface TZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;

/** Why the zip was refused, or null when it is within the limits. */
export function zipProblem(data: Buffer, limits: TZipLimits): 'broken' | 'entries' | 'size' | null {
  const eocd = findEndOfCentralDirectory(data);
  if (eocd < 0) return 'broken';
  const entries = data.readUInt16LE(eocd + 10);
  const directoryOffset = data.readUInt32LE(eocd + 16);
  // 0xFFFF / 0xFFFFFFFF mean zip64, which no spreadsheet this small needs.
  if (entries === 0xffff || directoryOffset === 0xffffffff) return 'broken';
  if (entries > limits.maxEntries) return 'entries';
  let at = directoryOffset;
  let budget = limits.maxTotalBytes;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL_SIGNATURE) return 'broken';
    const method = data.readUInt16LE(at + 10);
    const compressed = data.readUInt32LE(at + 20);
    const declared = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    const localOffset = data.readUInt32LE(at + 42);
    if (declared > budget) return 'size';
    const inflated = inflatedSize(data, localOffset, method, compressed, Math.min(declared, budget));
    if (inflated === 'size' || inflated === 'broken') return inflated;
    budget -= inflated;
    at += 46 + nameLength + extraLength + commentLength;
  }
  return null;
}

/** The entries' names from the central directory (null: not a readable zip). */
export function zipEntryNames(data: Buffer): string[] | null {
  const eocd = findEndOfCentralDirectory(data);
  if (eocd < 0) return null;
  const entries = data.readUInt16LE(eocd + 10);
  let at = data.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let i = 0; i < entries; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL_SIGNATURE) return null;
    const nameLength = data.readUInt16LE(at + 28);
    names.push(data.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return names;
}

function findEndOfCentralDirectory(data: Buffer): number {
  const lowest = Math.max(0, data.length - EOCD_MIN - MAX_COMMENT);
  for (let at = data.length - EOCD_MIN; at >= lowest; at--) if (data.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  return -1;
}

/** The entry's real size, inflating at most `cap` bytes: beyond it the entry is refused. */
function inflatedSize(data: Buffer, localOffset: number, method: number, compressed: number, cap: number): number | 'size' | 'broken' {
  if (localOffset + 30 > data.length || data.readUInt32LE(localOffset) !== LOCAL_SIGNATURE) return 'broken';
  const start = localOffset + 30 + data.readUInt16LE(localOffset + 26) + data.readUInt16LE(localOffset + 28);
  if (start + compressed > data.length) return 'broken';
  const body = data.subarray(start, start + compressed);
  if (method === STORED) return compressed > cap ? 'size' : compressed;
  if (method !== DEFLATED) return 'broken';
  try {
    // Allowed one byte more than the cap, so an entry larger than declared shows as larger.
    const size = inflateRawSync(body, { maxOutputLength: cap + 1 }).length;
    return size > cap ? 'size' : size;
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'size' : 'broken';
  }
}
