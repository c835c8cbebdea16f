// A hash of the reference-data seed sources (prisma/seed), so a restart of the embedded database
// re-seeds reference data only when the seed changed (about 3 s saved on every `npm start`).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../db/schema-engine.ts';

export function seedFingerprint(seedDir = path.join(repoRoot, 'prisma/seed')): string {
  const hash = crypto.createHash('sha1');
  for (const file of fs.readdirSync(seedDir, { recursive: true }).map(String).sort()) {
    const full = path.join(seedDir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

export function readFingerprint(file: string): string | null {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null;
}
