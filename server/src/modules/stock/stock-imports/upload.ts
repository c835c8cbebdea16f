// An uploaded register (POST /api/leltar-import/, multipart file + institution): checked before
// anything is stored — size (MAX_UPLOAD_MB, the multipart limit's 413), the type sniffed from the
// bytes (.xlsx or .csv), and an .xlsx's zip bounds (entries, unpacked size: a zip bomb is a 413
// before any parser sees it) — then stored and queued as a pending import for the job.
import { z } from 'zod';
import type { TAuthedContext } from '../../../access/context.ts';
import { canUseInstitution } from '../../../access/scope.ts';
import { badRequest, tooLarge } from '../../../http/errors.ts';
import { inspectUpload } from '../../../files/upload.ts';
import { newFileKey } from '../../../files/storage.ts';
import { zipProblem } from '../../../files/zip-guard.ts';
import { ZRowIdText } from '../../../http/schemas.ts';
import type { TMultipartFile } from '../../../rest/multipart.ts';

const MEGABYTE = 1024 * 1024;
export const ZIP_LIMITS = { maxEntries: 200, maxTotalBytes: 150 * MEGABYTE };
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV_MIME = 'text/csv';

export const UPLOAD_IMPORT_MESSAGES = {
  noFile: 'A fájl megadása kötelező.',
  type: 'Csak .xlsx vagy .csv fájl importálható.',
  zipTooLarge: `A táblázat kicsomagolva túl nagy vagy túl sok részből áll (legfeljebb ${ZIP_LIMITS.maxTotalBytes / MEGABYTE} MB, ${ZIP_LIMITS.maxEntries} rész).`,
  broken: 'A táblázat nem olvasható.',
  institution: 'Érvénytelen választás.',
} as const;

export const ZImportCreate = z.object({ institution: ZRowIdText });

/** Checks and stores the upload, and writes the pending import; answers its id. */
export async function createImport(ctx: TAuthedContext, input: z.infer<typeof ZImportCreate>, files: TMultipartFile[]): Promise<number> {
  const file = files.find((f) => f.fieldname === 'file');
  if (!file) throw badRequest({ file: [UPLOAD_IMPORT_MESSAGES.noFile] });
  if (!canUseInstitution(ctx.user, input.institution)) throw badRequest({ institution: [UPLOAD_IMPORT_MESSAGES.institution] });
  const institution = await ctx.prisma.institution.findUnique({ where: { id: input.institution }, select: { id: true } });
  if (!institution) throw badRequest({ institution: [UPLOAD_IMPORT_MESSAGES.institution] });
  const inspected = await inspectUpload({ data: file.data, filename: file.filename, maxBytes: ctx.config.MAX_UPLOAD_MB * MEGABYTE });
  if (!inspected.ok) throw badRequest({ file: [inspected.message] });
  if (inspected.mime !== XLSX_MIME && inspected.mime !== CSV_MIME) throw badRequest({ file: [UPLOAD_IMPORT_MESSAGES.type] });
  if (inspected.mime === XLSX_MIME) {
    const problem = zipProblem(file.data, ZIP_LIMITS);
    if (problem === 'broken') throw badRequest({ file: [UPLOAD_IMPORT_MESSAGES.broken] });
    if (problem) throw tooLarge(UPLOAD_IMPORT_MESSAGES.zipTooLarge);
  }
  const key = newFileKey('stock-imports');
  await ctx.storage.stage(key, file.data);
  try {
    const created = await ctx.prisma.stockImport.create({
      data: { institution_id: institution.id, creator_id: ctx.user.id, file: inspected.safeName, file_key: key },
      select: { id: true },
    });
    await ctx.storage.link(key);
    return created.id;
  } catch (error) {
    await ctx.storage.discard(key);
    throw error;
  }
}
