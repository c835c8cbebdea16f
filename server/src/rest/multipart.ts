// Multipart bodies (decisions with files, attachments, comments with an attachment): fields as
// text, files as buffers; @fastify/multipart enforces the size limits (→ 413).
import type { FastifyRequest } from 'fastify';
// The request's multipart methods are declared by the plugin's type augmentation.
import type {} from '@fastify/multipart';
import { badRequest, tooLarge } from '../http/errors.ts';
import { UPLOAD_MESSAGES } from '../files/upload.ts';
import { formatNumber } from '@etanker/shared/format.ts';
import { guardInput } from '../http/input-guard.ts';
import { bodyObject } from '../http/body.ts';

export interface TMultipartFile {
  fieldname: string;
  filename: string;
  data: Buffer;
}

/** `maxUploadMb` only words the 413 answer; the plugin enforces the limit. */
export async function readMultipart(req: FastifyRequest, maxUploadMb: number): Promise<{ fields: Record<string, string>; files: TMultipartFile[] }> {
  if (!req.isMultipart())
    return {
      fields: Object.fromEntries(Object.entries(bodyObject(req.body)).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
      files: [],
    };
  // No prototype: a part named `__proto__` becomes a field the guard refuses, not a prototype.
  const fields: Record<string, string> = Object.create(null);
  const files: TMultipartFile[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') files.push({ fieldname: part.fieldname, filename: part.filename, data: await part.toBuffer() });
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    // Size limits answer 413 (rest/errors.ts); anything else the parser (busboy) throws, with or
    // without a code (a broken boundary, a truncated body), is a malformed request.
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(UPLOAD_MESSAGES.tooLarge(formatNumber(maxUploadMb)));
    if (code.includes('TOO_LARGE') || code.includes('LIMIT')) throw error;
    throw badRequest({ non_field_errors: ['Hibás többrészes (multipart) kérés.'] });
  }
  guardInput(fields);
  return { fields, files };
}

/** A JSON field of a multipart form (e.g. `data` or `answers`). */
export function jsonField(fields: Record<string, string>, name: string): unknown {
  const raw = fields[name];
  if (raw === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest({ [name]: ['Hibás JSON.'] });
  }
  guardInput(value, name);
  return value;
}
