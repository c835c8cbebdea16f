// Saving a file into a user's export folder (the document library's 'export' tree, owner_id): the
// background export writes here and the export documents module reads the same rows. The file is
// stored first, then the entry, its version and the owner's notice in one transaction; a failure
// discards the file, so no half entry is left.
import { modulePaths } from '@etanker/shared/modules.ts';
import { newFileKey } from '../files/storage.ts';
import type { TServices } from '../services.ts';

export const EXPORT_LIBRARY = 'export';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function saveToExportFolder(
  services: TServices,
  owner: { id: number; email: string },
  file: { name: string; data: Buffer; mime: string },
): Promise<number> {
  const key = newFileKey('documents');
  await services.storage.stage(key, file.data);
  try {
    const id = await services.prisma.$transaction(async (tx) => {
      const entry = await tx.documentEntry.create({
        data: { library: EXPORT_LIBRARY, owner_id: owner.id, parent_id: null, name: file.name, is_folder: false, creator_id: owner.id },
        select: { id: true },
      });
      await tx.documentVersion.create({
        data: { entry_id: entry.id, file_name: file.name, file_key: key, mime_type: file.mime, size: file.data.length, creator_id: owner.id },
        select: { id: true },
      });
      await tx.queuedMail.create({
        data: {
          to: owner.email,
          subject: `eTanker: elkészült az export (${file.name})`,
          text: `Tisztelt Kolléga!\n\nA kért export (${file.name}) elkészült, az Export dokumentumok mappában találja.\n\neTanker portál`,
          link: `${services.config.PUBLIC_URL ?? `http://localhost:${services.config.PORT}`}${modulePaths('exportDocuments').listPath}`,
        },
        select: { id: true },
      });
      return entry.id;
    });
    await services.storage.link(key);
    return id;
  } catch (error) {
    await services.storage.discard(key);
    throw error;
  }
}
