// Issue 14's budget figure: the details of the bench budget (generate-budgets.ts: 5,000 linked
// commitments, ~5,000 invoices, ten change requests; the four SQL sums, the newest linked
// commitments with their count, the change requests) for the centre's finance referent, at one
// connection (target p50 ≤ 30 ms) and at 32, each beside the same SQL through pg and its floor.
import pg from 'pg';
import { financialBudgets } from '../../server/src/modules/finance/financial-budgets/module.ts';
import { plainItem } from '../../server/src/modules/plain-item.ts';
import { createQueryCapture } from './capture.ts';
import { BENCH_BUDGET_COMMITMENTS, BENCH_BUDGET_SCHOOL } from './generate-budgets.ts';
import { getJson, login } from './http.ts';
import { httpLoad, sqlLoad, type TCapturedQuery } from './load.ts';
import { SINGLE_SECONDS, startFloorServer, userIds, withRatio, type TApiFigure } from './api.ts';

const USERS = { referent: 'penzugy@etanker.local' };

async function benchBudgetId(databaseUrl: string): Promise<number> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number }>(
      'SELECT b.id FROM "FinancialBudget" b JOIN "Institution" i ON i.id = b.institution_id WHERE i.unit_code = $1',
      [BENCH_BUDGET_SCHOOL],
    );
    if (rows.length !== 1) throw new Error('A bench adatbázisban nincs pénzügyi keret (--fresh újraépíti).');
    return rows[0].id;
  } finally {
    await db.end();
  }
}

export async function benchBudgets(options: { baseUrl: string; databaseUrl: string; dataDir: string; log: (line: string) => void }): Promise<TApiFigure[]> {
  const { baseUrl, databaseUrl, log } = options;
  const ids = await userIds(databaseUrl, USERS);
  const token = await login(baseUrl, USERS.referent);
  const id = await benchBudgetId(databaseUrl);
  const path = `/api/penzugy/penzugyi-keretek/${id}/`;
  const answer = await getJson<{ commitments: unknown[]; commitments_count: number; change_requests: unknown[]; sums: object }>(baseUrl, path, token);
  const body = JSON.stringify(answer);
  const name = `pénzügyi keret részletei (${answer.commitments_count} kötelezettségvállalás)`;
  log(
    `${name}: ${answer.commitments.length} listázva, ${answer.change_requests.length} módosítási kérelem, ${(body.length / 1024).toFixed(0)} KB, összegek ${JSON.stringify(answer.sums)}`,
  );
  if (answer.commitments_count !== BENCH_BUDGET_COMMITMENTS)
    log(`Figyelem: ${BENCH_BUDGET_COMMITMENTS} kötelezettségvállalás helyett ${answer.commitments_count}.`);
  const capture = createQueryCapture(databaseUrl, options.dataDir);
  let sql: TCapturedQuery[];
  try {
    const ctx = await capture.contextFor(ids.referent);
    const call = () => plainItem(ctx, financialBudgets, id);
    await call();
    sql = await capture.capture(call);
  } finally {
    await capture.close();
  }
  log(`  ${sql.length} SQL utasítás kérésenként`);
  const floor = await startFloorServer(databaseUrl, options.dataDir, [{ queries: sql, body }]);
  try {
    const url = `${baseUrl}${path}`;
    const single = await httpLoad({ url, token, connections: 1, seconds: SINGLE_SECONDS });
    const floorSingle = await httpLoad({ url: `${floor.baseUrl}/0`, token: '', connections: 1, seconds: SINGLE_SECONDS });
    const api = await httpLoad({ url, token });
    const raw = await sqlLoad(databaseUrl, [sql]);
    const floorFigure = await httpLoad({ url: `${floor.baseUrl}/0`, token: '' });
    return [withRatio({ name, path, api, single, raw, floor: floorFigure, floorSingle })];
  } finally {
    await floor.stop();
  }
}
