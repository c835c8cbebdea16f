// A workflow list's page (with its decisions and module columns) and total, read in SQL compiled
// from its Prisma where, orderBy and select (workflow/list-sql/), answer what Prisma's findMany
// and count of the same where and select answered, for every workflow module of the registry:
// every active demo user without filters (each role's scope), and waiting for them as a school's
// manager and the finance referent (their tasks and four eyes); each declared filter once (two
// of its choices, else a value its schema takes), a search, a second page and each `order_by`
// column once (directions alternating), spread over the centre, a school's requester, its
// manager and the finance referent. Sampled, not every combination: each compiles to the same
// SQL fragments whoever asks.
// Prisma refuses NULLS LAST through a relation (a manifest's nullable column: `order_by` answered
// 500 before); the reference then sorts without it, which is the same order ascending, and the
// same rows descending.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../helpers/db.ts';
import { loadConfig } from '../../server/src/config.ts';
import { createServices } from '../../server/src/create-services.ts';
import type { Prisma } from '../../server/src/generated/prisma/client.ts';
import type { TServices } from '../../server/src/services.ts';
import type { TAuthedContext } from '../../server/src/access/context.ts';
import { loadCurrentUser } from '../../server/src/auth/current-user.ts';
import { CASE_ORDER_COLUMNS, CASE_ROW_SELECT, caseOrderBy, listWhere, ZPaging } from '../../server/src/workflow/list.ts';
import { DECISION_SELECT } from '../../server/src/workflow/case-access.ts';
import { caseCount, casePage } from '../../server/src/workflow/list-sql/case-page.ts';
import type { TAnyWorkflowModule } from '../../server/src/workflow/define.ts';
import { workflowModules } from '../../server/src/modules/index.ts';
import { seedDemoRecords } from '../../prisma/seed/demo-records.ts';

let services: TServices;
let contexts: TAuthedContext[];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-list-sql-'));

beforeAll(async () => {
  const { url, prisma } = await createTestDb();
  services = createServices(loadConfig({ DATABASE_URL: url, DATA_DIR: dataDir }), prisma, url);
  await seedDemoRecords(services);
  const users = await prisma.user.findMany({ where: { is_active: true }, select: { id: true }, orderBy: { id: 'asc' } });
  contexts = await Promise.all(users.map(async ({ id }) => ({ ...services, user: (await loadCurrentUser(prisma, id))!, badToken: false, ip: '127.0.0.1' })));
}, 300_000);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The page and total as Prisma read them (the list before list-sql/), and as the SQL does. */
async function pages(ctx: TAuthedContext, def: TAnyWorkflowModule, input: Record<string, unknown>) {
  const select = def.listColumns.select as Record<string, unknown>;
  const paging = ZPaging.parse(input);
  const [where, orderBy] = [await listWhere(ctx, def, input), caseOrderBy(def, input)];
  const descendingNulls = JSON.stringify(orderBy).includes('"sort":"desc","nulls"');
  const page = { skip: (paging.page - 1) * paging.limit, take: paging.limit };
  const prisma = services.prisma;
  const [rows, total, sqlRows, sqlTotal] = await Promise.all([
    prisma.case.findMany({
      where,
      orderBy: orderBy.map(withoutNulls),
      ...page,
      select: { ...CASE_ROW_SELECT, decisions: { orderBy: { id: 'asc' }, select: DECISION_SELECT }, ...select },
    }),
    prisma.case.count({ where }),
    casePage(prisma, where, orderBy, page, def.listColumns.select),
    caseCount(prisma, where),
  ]);
  const byId = (list: { id: number }[]) => (descendingNulls ? list.toSorted((a, b) => a.id - b.id) : list);
  // Prisma's row holds the module's select beside the Case columns; the SQL row holds it as `record`.
  const asPage = (row: Record<string, unknown>) =>
    Object.assign(Object.fromEntries(Object.keys(CASE_ROW_SELECT).map((key) => [key, row[key]])), {
      decisions: row.decisions,
      record: Object.fromEntries(Object.keys(select).map((key) => [key, row[key]])),
    });
  return { prisma: { rows: byId(rows).map(asPage), total }, sql: { rows: byId(sqlRows), total: sqlTotal } };
}

/** An orderBy without `nulls` in relations (see above). */
const withoutNulls = (order: object): Prisma.CaseOrderByWithRelationInput =>
  JSON.parse(JSON.stringify(order), (_key, value: unknown) =>
    value && typeof value === 'object' && 'sort' in value && 'nulls' in value ? (value as { sort: string }).sort : value,
  ) as Prisma.CaseOrderByWithRelationInput;

/** The value a filter is tried with: two of its choices (one if it has one), else the first of these its schema takes. */
const FALLBACKS = ['true', '2026-01-15', '2026', '1', 'a'];

async function filterInputs(def: TAnyWorkflowModule, centre: TAuthedContext): Promise<Record<string, unknown>[]> {
  const inputs: Record<string, unknown>[] = [];
  for (const [name, filter] of Object.entries(def.filters)) {
    const options = await filter.options?.(centre);
    const choices = (options?.choices ?? []).map((c) => String(c.value));
    const value = choices.length ? choices.slice(0, 2).join(',') : FALLBACKS.find((v) => filter.schema.safeParse(v).success);
    if (value !== undefined && filter.schema.safeParse(value).success) inputs.push({ [name]: value });
  }
  return inputs;
}

describe('workflow lists in SQL', () => {
  it.each(workflowModules.map((m) => [m.key, m] as const))(
    '%s: every user, every filter, a search, pages and orders answer as the Prisma read',
    async (_key, def) => {
      const some = ['admin', 'igenylo.a', 'vezeto.a', 'penzugy'].map((name) => contexts.find((c) => c.user.email === `${name}@etanker.local`)!);
      const words = await services.prisma.case.findFirst({
        where: { module: def.caseModule, search_text: { not: '' } },
        select: { search_text: true },
        orderBy: { id: 'asc' },
      });
      const orders = Object.keys({ ...CASE_ORDER_COLUMNS, ...def.orderBy }).map((name, i) => ({ order_by: i % 2 ? `-${name}` : name }));
      const inputs = [{ page: 2, limit: 3 }, { q: words?.search_text.split(' ')[0] ?? 'a' }, { q: '_%' }, ...(await filterInputs(def, some[0])), ...orders].map(
        (input) => ({ limit: 100, ...input }),
      );
      const calls = [
        ...contexts.map((ctx) => [ctx, { limit: 100 }] as const),
        ...some.slice(2).map((ctx) => [ctx, { limit: 100, waiting_for_me: 'true' }] as const),
        ...inputs.map((input, i) => [some[i % some.length], input] as const),
      ];
      // Four at a time (the test database's pool).
      for (let i = 0; i < calls.length; i += 4) {
        await Promise.all(
          calls.slice(i, i + 4).map(async ([ctx, input]) => {
            const { prisma, sql } = await pages(ctx, def, input);
            expect(sql, `${ctx.user.email} ${JSON.stringify(input)}`).toEqual(prisma);
          }),
        );
      }
    },
    120_000,
  );
});
