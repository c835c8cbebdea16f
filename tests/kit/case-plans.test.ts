// The plans of every module's list pages and export on a Case table holding 8,000 records of
// other modules (two decisions each). Issue 23 item 0: the commitment list's page walked Case_pkey
// backwards and discarded 269,768 newer records of other modules (222 ms) where the module index
// answers in 0.45 ms (workflow/list.ts caseModuleWhere).
// Each statement is read as PostgreSQL plans it with its values (`force_custom_plan`: how a list's
// unnamed statement runs, workflow/list-sql/) and as it plans a named statement from its sixth
// call on (`force_generic_plan`: the parameters as $n, the worst a statement can get). A list's
// first page, its second, one state and one of the module's own filters, and the export: the
// module index, never Case_pkey whole; unfiltered pages and batches in the index's order (no
// sort). What waits for the user (the `waiting_for_me` filter, my tasks) reads Case through its
// waiting_for indexes, and four eyes' step and flow (workflow/four-eyes.ts notOwnApprovalWhere)
// are read once per statement or by their key, never scanned per Case row. Small data and
// ANALYZE, no planner switches: the plans are the planner's own choice.
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
import { listMyTasks } from '../../server/src/core/my-tasks.ts';
import { commonWorkflowFilters } from '../../server/src/workflow/filters.ts';
import type { TAnyWorkflowModule } from '../../server/src/workflow/define.ts';
import { CUSTOM_PLAN } from '../../server/src/db/client.ts';

let capture: TQueryCapture;
let db: pg.Client;
const users: Record<string, number> = {};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-plans-'));

interface TPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Parent Relationship'?: string;
  'Subplan Name'?: string;
  Alias?: string;
  Plans?: TPlanNode[];
}

const nodesOf = (node: TPlanNode): TPlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * The nodes run again for every row of their parent: under a correlated SubPlan. A hashed one
 * (named 'hashed SubPlan n' where its parent uses it) is read once per statement. A page row's
 * module columns (aliases s1, s2… of list-sql/select-sql.ts) are read for the page's rows alone
 * (≤ 100): there a small table's seq scan is the planner's right choice, not a scan per Case.
 */
function perRowNodes(plan: TPlanNode): TPlanNode[] {
  const hashed = new Set([...JSON.stringify(plan).matchAll(/hashed (SubPlan \d+)/g)].map((m) => m[1]));
  const walk = (node: TPlanNode, perRow: boolean): TPlanNode[] => {
    if (/^s\d+$/.test(node.Alias ?? '')) return [];
    const again = perRow || (node['Parent Relationship'] === 'SubPlan' && !hashed.has(node['Subplan Name'] ?? ''));
    return [...(again ? [node] : []), ...(node.Plans ?? []).flatMap((child) => walk(child, again))];
  };
  return walk(plan, false);
}

/** What a plan must never do, whatever the statement: read the whole Case table, or scan a table once per row. */
function expectNoScans(plan: TPlanNode, sql: string) {
  expect(
    nodesOf(plan).filter((n) => n['Relation Name'] === 'Case' && n['Node Type'] === 'Seq Scan'),
    sql,
  ).toEqual([]);
  expect(
    perRowNodes(plan).filter((n) => n['Node Type'] === 'Seq Scan'),
    sql,
  ).toEqual([]);
}

/** A plan of what waits for the user: Case through its waiting_for indexes. */
function expectWaitingIndex(plan: TPlanNode, sql: string) {
  expectNoScans(plan, sql);
  expect(
    nodesOf(plan).some((n) => n['Index Name']?.startsWith('Case_waiting_for')),
    sql,
  ).toBe(true);
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const literal = (p: unknown): string =>
  p === null ? 'NULL' : Array.isArray(p) ? quote(`{${p.map((x) => `"${String(x).replace(/["\\]/g, '\\$&')}"`).join(',')}}`) : quote(String(p));

/** The plan of a captured statement: generic (its parameters as $n) or custom (made with its values). */
async function planOf(q: TCapturedQuery, mode: 'generic' | 'custom' = 'generic'): Promise<TPlanNode> {
  await db.query(`SET plan_cache_mode = force_${mode}_plan`);
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
  // Two decisions each, as decided records have: a page reads its records' decisions by Decision(case_id).
  await db.query(
    `INSERT INTO "Decision" (case_id, user_id, user_name, step_name, position, decision, decision_label)
     SELECT c.id, $1, 'Admin', 'Lépés', n, 'approve', 'Jóváhagyom' FROM "Case" c, generate_series(1, 2) n`,
    [users['admin@etanker.local']],
  );
  await db.query('ANALYZE');
  capture = createQueryCapture(url, dataDir);
}, 120_000);

afterAll(async () => {
  await capture?.close();
  await db?.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const COMMON_FILTERS = new Set(Object.keys(commonWorkflowFilters('any', 'open', { subscribable: true })));

/** One of the module's own filters (the last declared) with a value its schema takes. */
function ownFilter(def: TAnyWorkflowModule): Record<string, string> | null {
  const name = Object.keys(def.filters)
    .filter((key) => !COMMON_FILTERS.has(key))
    .at(-1);
  const value = name && ['1', 'true', '2026-01-15', 'a'].find((v) => def.filters[name].schema.safeParse(v).success);
  return name && value ? { [name]: value } : null;
}

/** Both plans of a statement on Case: the module index, never Case_pkey whole; `ordered`: a page or batch without a sort. */
async function expectModulePlans(q: TCapturedQuery, ordered: boolean) {
  for (const mode of q.sql.startsWith(CUSTOM_PLAN) ? (['custom', 'generic'] as const) : (['generic'] as const)) {
    const plan = await planOf(q, mode);
    const what = `${mode} plan of ${q.sql}`;
    expectNoScans(plan, what);
    const nodes = nodesOf(plan);
    // Case_pkey without a condition: every newer record of every module read and discarded.
    expect(
      nodes.filter((n) => n['Index Name'] === 'Case_pkey' && !n['Index Cond']).map((n) => n['Node Type']),
      what,
    ).toEqual([]);
    // Unfiltered, the module index; filtered, Case may come by the filter's rows' ids instead (an
    // EXISTS on the module's table driving the read), but always through an index's condition.
    if (ordered && /"module" >= \$\d/.test(q.sql))
      expect(
        nodes.some((n) => n['Index Name']?.startsWith('Case_module')),
        what,
      ).toBe(true);
    expect(
      nodes.filter((n) => n['Index Name']?.startsWith('Case') && !n['Index Cond']).map((n) => n['Index Name']),
      what,
    ).toEqual([]);
    // A page (list-sql's subquery) or an export batch comes in the index's order, not sorted out of every match.
    if (ordered && /ORDER BY[^)]*LIMIT \$\d+( OFFSET \$\d+)?(\) c)?$/.test(q.sql))
      expect(nodes.filter((n) => n['Node Type'].endsWith('Sort')).length, what).toBe(0);
  }
}

describe("Case statements' plans", () => {
  it.each(workflowModules.map((m) => [m.key, m] as const))(
    '%s: list pages (one state, one own filter too) and export read the module index, in order unfiltered, never Case_pkey whole',
    async (_key, def) => {
      const own = ownFilter(def);
      const reads: [Record<string, unknown>, boolean][] = [
        [{}, true],
        [{ page: 2 }, true],
        ...(def.filters.state ? [[{ state: 'pending' }, true] as [Record<string, unknown>, boolean]] : []),
        ...(own ? [[own, false] as [Record<string, unknown>, boolean]] : []),
      ];
      for (const email of ['admin@etanker.local', 'igenylo.a@etanker.local']) {
        const ctx = await capture.contextFor(users[email]);
        for (const [input, ordered] of reads) {
          const queries = await capture.capture(() => listCases(ctx.prisma, ctx, def, input));
          for (const q of queries.filter((x) => /"Case"/.test(x.sql))) await expectModulePlans(q, ordered);
        }
        const batches = await capture.capture(async () => {
          for await (const row of exportCases(ctx.prisma, ctx, def, {})) void row;
        });
        for (const q of batches.filter((x) => /"Case"/.test(x.sql))) await expectModulePlans(q, true);
      }
    },
  );

  it.each(workflowModules.filter((m) => m.filters.waiting_for_me).map((m) => [m.key, m] as const))(
    '%s: waiting for me reads the waiting_for indexes, four eyes once per statement',
    async (_key, def) => {
      for (const email of ['vezeto.a@etanker.local', 'penzugy@etanker.local']) {
        const ctx = await capture.contextFor(users[email]);
        const queries = await capture.capture(() => listCases(ctx.prisma, ctx, def, { waiting_for_me: 'true' }));
        const statements = queries.filter((x) => /FROM "Case" c WHERE/.test(x.sql));
        expect(statements.length).toBe(2);
        for (const q of statements) expectWaitingIndex(await planOf(q), q.sql);
      }
    },
  );

  it('my tasks read the waiting_for indexes, four eyes by key or once per statement', async () => {
    for (const email of ['vezeto.a@etanker.local', 'penzugy@etanker.local', 'igenylo.a@etanker.local']) {
      const ctx = await capture.contextFor(users[email]);
      const queries = await capture.capture(() => listMyTasks(ctx.prisma, ctx.caseModule, ctx.user, { page: 1, limit: 25 }));
      expect(queries.length).toBe(2);
      for (const q of queries) expectWaitingIndex(await planOf(q), q.sql);
    }
  });
});
