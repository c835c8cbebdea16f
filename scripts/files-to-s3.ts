// npm run files:to-s3 — copies the files of the local disk (DATA_DIR/files) into the S3-compatible
// store the FILE_STORAGE=s3 settings name, before the portal is restarted with them (README
// "Running in production"). Copies what the store lacks or holds with another size, skips
// unfinished `.part` files, checks each copy's size, and leaves the local files in place (remove
// them once the portal runs from the store). Running it again copies nothing twice.
// Exit codes: 0 every file is in the store, 1 a copy failed, 2 the S3 settings are missing.
import fsp from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { loadConfig } from '../server/src/config.ts';
import { createStorage } from '../server/src/create-services.ts';
import { isSafeKey } from '../server/src/files/storage.ts';
import type { createS3Storage } from '../server/src/files/s3-storage.ts';

async function storedSize(storage: ReturnType<typeof createS3Storage>, bucket: string, key: string): Promise<number | null> {
  try {
    return (await storage.client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength ?? null;
  } catch (error) {
    if ((error as { name?: string }).name === 'NotFound') return null;
    throw error;
  }
}

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.FILE_STORAGE !== 's3' || !config.S3_BUCKET) {
    console.error('Állítsa be a FILE_STORAGE=s3 és az S3_* változókat (README). / Set FILE_STORAGE=s3 and the S3_* variables.');
    return 2;
  }
  const storage = createStorage(config) as ReturnType<typeof createS3Storage>;
  const root = path.join(config.dataDir, 'files');
  const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const counts = { copied: 0, present: 0, skipped: 0, failed: 0 };
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(root, file).split(path.sep).join('/');
    if (!isSafeKey(key) || key.endsWith('.part')) {
      counts.skipped++;
      continue;
    }
    const size = (await fsp.stat(file)).size;
    if ((await storedSize(storage, config.S3_BUCKET, key)) === size) {
      counts.present++;
      continue;
    }
    await storage.put(key, await fsp.readFile(file));
    if ((await storedSize(storage, config.S3_BUCKET, key)) === size) counts.copied++;
    else {
      counts.failed++;
      console.error(`Nem sikerült / failed: ${key}`);
    }
  }
  console.log(`Átmásolva ${counts.copied}, már megvolt ${counts.present}, kihagyva ${counts.skipped}, hibás ${counts.failed}.`);
  storage.client.destroy();
  return counts.failed ? 1 : 0;
}

process.exitCode = await main();
