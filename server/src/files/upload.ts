// Upload gate: size, then the type sniffed from the bytes (never trusted from the name), then a
// file name that is safe to store and to send back in a Content-Disposition header.
import { fileTypeFromBuffer } from 'file-type';
import { zipEntryNames } from './zip-guard.ts';
import { formatNumber } from '@etanker/shared/format.ts';

export type TUploadInspection = { ok: true; mime: string; safeName: string; size: number } | { ok: false; message: string };

export const UPLOAD_MESSAGES = {
  empty: 'Üres fájl nem tölthető fel.',
  tooLarge: (megabytes: string) => `A fájl túl nagy (legfeljebb ${megabytes} MB).`,
  notAllowed: 'Nem engedélyezett fájltípus.',
} as const;

const MAX_NAME_LENGTH = 150;
const MEGABYTE = 1024 * 1024;

/** Binary formats by sniffed MIME type → the extension the stored name gets. */
const ALLOWED_BINARY: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/tiff': 'tif',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
};

/** Compound File Binary is a container (Word/Excel 97 but also .msi installers): only the two
 * legacy office formats are accepted, told apart by the name. */
const ALLOWED_CFB: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
};

const TEXT_TYPES: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };

function extensionOf(filename: string): string {
  const match = /\.([^./\\]+)$/.exec(filename);
  return match ? match[1].toLowerCase() : '';
}

/** Plain text has no magic number: valid UTF-8, no NUL, and not markup or a script. */
function isPlainText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return false;
  }
  const start = text.replace(/^\uFEFF/, '').trimStart();
  return !start.startsWith('<') && !start.startsWith('#!');
}

/** Office Open XML packages by the part that names their kind. */
const OOXML_PARTS: Record<string, string> = {
  'xl/workbook.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'word/document.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'ppt/presentation.xml': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/**
 * file-type reads a zip's entries from the start and gives up after its sample: a spreadsheet
 * written as a stream (exceljs's streaming writer, asset-management exports) has its big sheet
 * first and is answered as a plain zip. The central directory names the package's parts.
 */
function officeTypeOfZip(data: Buffer): string | undefined {
  const names = zipEntryNames(data);
  if (!names?.includes('[Content_Types].xml')) return undefined;
  return names.map((name) => OOXML_PARTS[name]).find(Boolean);
}

async function sniff(data: Buffer, filename: string): Promise<{ mime: string; ext: string } | null> {
  const nameExt = extensionOf(filename);
  const sniffed = await fileTypeFromBuffer(data);
  const office = sniffed?.mime === 'application/zip' ? officeTypeOfZip(data) : undefined;
  const detected = office ? { mime: office, ext: ALLOWED_BINARY[office] } : sniffed;
  if (detected) {
    if (ALLOWED_BINARY[detected.mime]) return { mime: detected.mime, ext: ALLOWED_BINARY[detected.mime] };
    if (detected.ext === 'cfb' && ALLOWED_CFB[nameExt]) return { mime: ALLOWED_CFB[nameExt], ext: nameExt };
    return null;
  }
  if (!isPlainText(data)) return null;
  if (nameExt === '') return { mime: TEXT_TYPES.txt, ext: 'txt' };
  return TEXT_TYPES[nameExt] ? { mime: TEXT_TYPES[nameExt], ext: nameExt } : null;
}

/** Last path part, control characters and reserved punctuation removed, Hungarian letters kept,
 * the extension replaced by the sniffed one, at most 150 characters. */
export function safeFileName(filename: string, ext: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ');
  const stem = cleaned.replace(/\.[^.]*$/, '').replace(/^[.\s]+|[.\s]+$/g, '') || 'fajl';
  const room = MAX_NAME_LENGTH - ext.length - 1;
  const shortened = Array.from(stem).slice(0, room).join('').trimEnd();
  return `${shortened}.${ext}`;
}

export async function inspectUpload(input: { data: Buffer; filename: string; maxBytes: number }): Promise<TUploadInspection> {
  const { data, filename, maxBytes } = input;
  if (data.length === 0) return { ok: false, message: UPLOAD_MESSAGES.empty };
  if (data.length > maxBytes) {
    return { ok: false, message: UPLOAD_MESSAGES.tooLarge(formatNumber(maxBytes / MEGABYTE)) };
  }
  const type = await sniff(data, filename);
  if (!type) return { ok: false, message: UPLOAD_MESSAGES.notAllowed };
  return { ok: true, mime: type.mime, safeName: safeFileName(filename, type.ext), size: data.length };
}
