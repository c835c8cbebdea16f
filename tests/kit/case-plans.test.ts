// The plans of every module's list pages and export, read as PostgreSQL runs a named statement
// from its sixth call on (`plan_cache_mode = force_generic_plan`: planned without the values, the
// parameters as $n), on a Case table holding 8,000 records of other modules. Issue 23 item 0: the
// commitment list's page walked Case_pkey backwards and discarded 269,768 newer records of other
// modules (222 ms) where the module index answers in 0.45 ms (workflow/list.ts caseModuleWhere).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../helpers/db.ts';
import { createQueryCapture, type TQueryCapture } from '../../scripts/bench/capture.ts';
import type { TCapturedQuery } from '../../scripts/bench/load.ts';
import { exportCases, listCases } from '../../server/src/workflow/list.ts';
import { workflowModules } from '../../server/src/modules/index.ts';

let capture: TQueryCapture;
let db: pg.Client;
const users: Record<string, number> = {};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-plans-'));

interface TPlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: TPlanNode[];
}

const nodesOf = (node: TPlanNode): TPlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const literal = (p: unknown): string =>
  p === null ? 'NULL' : Array.isArray(p) ? quote(`{${p.map((x) => `"${String(x).replace(/["\\]/g, '\\$&')}"`).join(',')}}`) : quote(String(p));

/** The generic plan of a captured statement, its parameters as $n. */
async function genericPlan(q: TCapturedQuery): Promise<TPlanNode> {
  await db.query('PREPARE plan_probe AS ' + q.sql);
  try {
    const literals = q.params.map(literal);
    const res = await db.query<{ 'QUERY PLAN': [{ Plan: TPlanNode }] }>(
      `EXPLAIN (FORMAT JSON) EXECUTE plan_probe${literals.length ? `(${literals.join(', ')})` : ''}`,
    );
    return res.rows[0]['QUERY PLAN'][0].Plan;
  } finally {
    await db.query('DEALLOCATE plan_probe');
  }
}

beforeAll(async () => {
  const { url, prisma } = await createTestDb();
  await prisma.$disconnect();
  db = new pg.Client({ connectionString: url });
  await db.connect();
  const found = await db.query<{ id: number; email: string }>(`SELECT id, email FROM "User"`);
  for (const u of found.rows) users[u.email] = u.id;
  // 8,000 records of eight other modules, each module's in one run of ids as the bench builds
  // them, the runs not in the modules' order (the module index then reads as scattered).
  const modules = ['m_f', 'm_c', 'm_a', 'm_e', 'm_b', 'm_d', 'm_h', 'm_g'];
  await db.query(
    `INSERT INTO "Case" (module, institution_id, creator_id, state, reference_number)
     SELECT ($1::text[])[1 + (g - 1) / 1000], (SELECT min(id) FROM "Institution"), $2, 'pending', 'X/' || g
       FROM generate_series(1, 1000 * cardinality($1::text[])) g`,
    [modules, users['admin@etanker.local']],
  );
  await db.query('ANALYZE');
  await db.query('SET plan_cache_mode = force_generic_plan');
  capture = createQueryCapture(url, dataDir);
}, 120_000);

afterAll(async () => {
  await capture?.close();
  await db?.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("Case statements' plans", () => {
  it.each(workflowModules.map((m) => [m.key, m] as const))(
    '%s: list pages (one state too) and export read the module index in order, never Case_pkey whole',
    async (_key, def) => {
      for (const email of ['admin@etanker.local', 'igenylo.a@etanker.local']) {
        const ctx = await capture.contextFor(users[email]);
        const queries = await capture.capture(async () => {
          await listCases(ctx.prisma, ctx, def, {});
          await listCases(ctx.prisma, ctx, def, { page: 2 });
          if (def.filters.state) await listCases(ctx.prisma, ctx, def, { state: 'pending' });
          for await (const row of exportCases(ctx.prisma, ctx, def, {})) void row;
        });
        for (const q of queries.filter((x) => /"Case"/.test(x.sql))) {
          const nodes = nodesOf(await genericPlan(q));
          // Case_pkey without a condition: every newer record of every module read and discarded.
          expect(
            nodes.filter((n) => n['Index Name'] === 'Case_pkey' && !n['Index Cond']).map((n) => n['Node Type']),
            q.sql,
          ).toEqual([]);
          if (/"module" >= \$\d/.test(q.sql))
            expect(
              nodes.some((n) => n['Index Name']?.startsWith('Case_module')),
              q.sql,
            ).toBe(true);
          // A page or a batch comes in the index's order, not sorted out of every match.
          if (/ORDER BY[^)]*LIMIT \$\d+( OFFSET \$\d+)?$/.test(q.sql)) expect(nodes.filter((n) => n['Node Type'].endsWith('Sort')).length, q.sql).toBe(0);
        }
      }
    },
  );
});
