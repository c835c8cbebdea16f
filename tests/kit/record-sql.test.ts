// A record's details read in SQL compiled from their Prisma selects (workflow/list-sql/record-sql.ts)
// answer what Prisma's read of the same select answered, for every workflow module's demo
// records: the Case's details (flow, history, comments, files and the reader's marks) as the
// centre and as a school's requester (private comments, their own subscriptions differ), and the
// module's row with its manifest's select (relations, lines in order, dates, decimals).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../helpers/db.ts';
import { loadConfig } from '../../server/src/config.ts';
import { createServices } from '../../server/src/create-services.ts';
import type { TServices } from '../../server/src/services.ts';
import type { TAuthedContext } from '../../server/src/access/context.ts';
import { loadCurrentUser } from '../../server/src/auth/current-user.ts';
import { caseDetailSelect } from '../../server/src/workflow/detail.ts';
import { selectOne } from '../../server/src/workflow/list-sql/record-sql.ts';
import { modelOf } from '../../server/src/workflow/list-sql/schema.ts';
import { workflowModules } from '../../server/src/modules/index.ts';
import { seedDemoRecords } from '../../prisma/seed/demo-records.ts';

let services: TServices;
let readers: TAuthedContext[];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-record-sql-'));

beforeAll(async () => {
  const { url, prisma } = await createTestDb();
  services = createServices(loadConfig({ DATABASE_URL: url, DATA_DIR: dataDir }), prisma, url);
  await seedDemoRecords(services);
  readers = await Promise.all(
    ['admin', 'igenylo.a'].map(async (name) => {
      const { id } = await prisma.user.findUniqueOrThrow({ where: { email: `${name}@etanker.local` }, select: { id: true } });
      return { ...services, user: (await loadCurrentUser(prisma, id))!, badToken: false, ip: '127.0.0.1' };
    }),
  );
}, 300_000);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

type TDelegate = { findUnique(args: object): Promise<unknown> };

/** The module's table and its manifest's select, when it has a manifest: the one-to-one relation of Case its list selects. */
function moduleRead(select: Record<string, unknown>, manifest: unknown): { model: string; select: Record<string, unknown> } | null {
  const relations = modelOf('Case').relations;
  const relation = Object.keys(select)
    .map((key) => relations.get(key))
    .find((r) => r && !r.many && r.from.join() === 'id' && r.to.join() === 'id');
  const manifestSelect = (manifest as { select?: Record<string, unknown> } | undefined)?.select;
  return relation && manifestSelect ? { model: relation.target, select: manifestSelect } : null;
}

describe('record details in SQL', () => {
  it.each(workflowModules.map((m) => [m.key, m] as const))('%s: the Case and the module row answer as the Prisma read', async (_key, def) => {
    const prisma = services.prisma;
    const ids = (await prisma.case.findMany({ where: { module: def.caseModule }, select: { id: true }, orderBy: { id: 'asc' } })).map((r) => r.id);
    const own = moduleRead(def.listColumns.select as Record<string, unknown>, def.manifest);
    for (const id of ids) {
      for (const ctx of readers) {
        const select = caseDetailSelect(ctx);
        expect(await selectOne(prisma, 'Case', { id }, select), `Case ${id} as ${ctx.user.email}`).toEqual(
          await prisma.case.findUnique({ where: { id }, select }),
        );
      }
      if (!own) continue;
      const delegate = (prisma as unknown as Record<string, TDelegate>)[own.model[0].toLowerCase() + own.model.slice(1)];
      expect(await selectOne(prisma, own.model, { id }, own.select), `${own.model} ${id}`).toEqual(
        await delegate.findUnique({ where: { id }, select: own.select }),
      );
    }
  });
});
