// Issue 14's overview figure: one institution-year of the financial overview (a school's ~1,000
// approved commitments of 2025 over the 200,000, each with an invoice, and twelve periodic
// reports) for the centre's finance referent, at one connection and at 32, each beside the same
// SQL through pg and its floor. The invoices and reports are added here on the first run.
import pg from 'pg';
import { institutionOverview } from '../../server/src/modules/finance/financial-overview/overview.ts';
import { createQueryCapture } from './capture.ts';
import { HALF_YEAR } from './generate.ts';
import { getJson, login } from './http.ts';
import { httpLoad, sqlLoad, type TCapturedQuery } from './load.ts';
import { SINGLE_SECONDS, startFloorServer, userIds, withRatio, type TApiFigure } from './api.ts';

const USERS = { referent: 'penzugy@etanker.local' };
const CASE_NAME = `pénzügyi áttekintő (egy iskola, ${HALF_YEAR})`;

/** Each approved forint commitment of the school-year gets an approved invoice of half its cost; each month a report of 23 rovat lines. */
async function addOverviewData(databaseUrl: string, institutionId: number, creatorId: number): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    if ((await db.query('SELECT 1 FROM "PeriodicReport" WHERE institution_id = $1 AND year = $2 LIMIT 1', [institutionId, HALF_YEAR])).rowCount) return;
    await db.query('BEGIN');
    await db.query(
      `WITH c AS (
         SELECT m.id, m.cost FROM "Commitment" m JOIN "Case" k ON k.id = m.id
         WHERE k.module = 'commitments' AND k.institution_id = $1 AND k.state = 'closed_positive'
           AND extract(year FROM k.created_at AT TIME ZONE 'Europe/Budapest') = $2
       ), n AS (
         INSERT INTO "Case" (module, institution_id, creator_id, state, title)
         SELECT 'invoices', $1, $3, 'closed_positive', 'bench ' || c.id FROM c RETURNING id, title
       )
       INSERT INTO "Invoice" (id, commitment_id, invoice_number, amount)
       SELECT n.id, c.id, 'BENCH-' || c.id, round(c.cost / 2, 2) FROM n JOIN c ON 'bench ' || c.id = n.title`,
      [institutionId, HALF_YEAR, creatorId],
    );
    await db.query(
      `WITH r AS (
         INSERT INTO "PeriodicReport" (institution_id, year, month, file_key, file_name, size, uploaded_by_id, uploaded_by)
         SELECT $1, $2, month, 'periodic-reports/bench/' || month, 'bench.xlsx', 0, $3, 'bench' FROM generate_series(1, 12) month
         RETURNING id
       )
       INSERT INTO "PeriodicReportRow" (report_id, position, code, name, planned, used)
       SELECT r.id, e.position, e.code, e.name, 1000000 + e.position * 1000, 500000 FROM r
       CROSS JOIN (SELECT row_number() OVER (ORDER BY key)::int AS position, code, name FROM "StaticItem" WHERE list = 'financial_entries') e`,
      [institutionId, HALF_YEAR, creatorId],
    );
    await db.query('COMMIT');
  } finally {
    await db.end();
  }
}

export async function benchOverview(options: { baseUrl: string; databaseUrl: string; dataDir: string; log: (line: string) => void }): Promise<TApiFigure[]> {
  const { baseUrl, databaseUrl, log } = options;
  const ids = await userIds(databaseUrl, USERS);
  const token = await login(baseUrl, USERS.referent);
  const [school] = await getJson<{ id: number; name: string }[]>(baseUrl, '/api/penzugy/attekinto/intezmenyek', token).then((all) =>
    all.filter((i) => !/Centrum$/.test(i.name)),
  );
  await addOverviewData(databaseUrl, school.id, ids.referent);
  const path = `/api/penzugy/attekinto/?institution=${school.id}&year=${HALF_YEAR}`;
  const answer = await getJson<{ commitment_values: unknown[]; totals: unknown }>(baseUrl, path, token);
  log(`${CASE_NAME}: ${answer.commitment_values.length} kötelezettségvállalás, összesen ${JSON.stringify(answer.totals)}`);
  const capture = createQueryCapture(databaseUrl, options.dataDir);
  let sql: TCapturedQuery[];
  try {
    const ctx = await capture.contextFor(ids.referent);
    const call = () => institutionOverview(ctx, school, HALF_YEAR);
    await call();
    sql = await capture.capture(call);
  } finally {
    await capture.close();
  }
  const floor = await startFloorServer(databaseUrl, options.dataDir, [{ queries: sql, body: JSON.stringify(answer) }]);
  try {
    const url = `${baseUrl}${path}`;
    const single = await httpLoad({ url, token, connections: 1, seconds: SINGLE_SECONDS });
    const floorSingle = await httpLoad({ url: `${floor.baseUrl}/0`, token: '', connections: 1, seconds: SINGLE_SECONDS });
    const api = await httpLoad({ url, token });
    const raw = await sqlLoad(databaseUrl, [sql]);
    const floorFigure = await httpLoad({ url: `${floor.baseUrl}/0`, token: '' });
    return [withRatio({ name: CASE_NAME, path, api, single, raw, floor: floorFigure, floorSingle })];
  } finally {
    await floor.stop();
  }
}
