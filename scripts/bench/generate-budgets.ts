// The benchmark's financial budget (issue 14): school 006's operating budget of 2025 carries
// the school's 5,000 generated commitments (every state of generate.ts's buckets), the ~2,000
// approved ones but one in six invoiced three times each (~5,000 invoices, one in 17 storno, each with its
// one part), and ten change requests (eight approved, one rejected, one at the referent) whose
// approved changes make up the amount. Runs inside generate.ts's transaction, after its
// `planned_record` table; the year is generate.ts's HALF_YEAR.
import type pg from 'pg';

export const BENCH_BUDGET_COMMITMENTS = 5000;
/** Changes when the plan below does: a bench database built on another plan is rebuilt. */
export const BENCH_BUDGET_PLAN = 'school 006, operating 2025: 5,000 commitments, ~5,000 invoices, 10 change requests';
/** The benchmarked budget is this school's operating budget (type 1), its only one. */
export const BENCH_BUDGET_SCHOOL = '006';
const TYPE = 1;
const BASE_AMOUNT = 1_500_000_000;
const CHANGE = 10_000_000;

async function insertBudget(db: pg.Client, year: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO "FinancialBudget" (type, institution_id, amount, year, search_text)
     SELECT ${TYPE}, i.id, ${BASE_AMOUNT + 8 * CHANGE}, ${year}, 'mukodesi keret ${year} ' || i.unit_code || ' ' || lower(i.name)
     FROM "Institution" i WHERE i.unit_code = $1 RETURNING id`,
    [BENCH_BUDGET_SCHOOL],
  );
  return rows[0].id;
}

async function chargeCommitments(db: pg.Client, budgetId: number): Promise<void> {
  await db.query(
    `UPDATE "Commitment" m SET financial_budget_id = $1
     FROM (SELECT r.id FROM planned_record r JOIN "FinancialBudget" b ON b.institution_id = r.institution_id WHERE b.id = $1
       ORDER BY r.n LIMIT ${BENCH_BUDGET_COMMITMENTS}) r WHERE m.id = r.id`,
    [budgetId],
  );
}

/** Three invoices of each approved commitment but one in six, issued 2–4 weeks after its approval. */
async function insertInvoices(db: pg.Client, budgetId: number): Promise<void> {
  await db.query(
    `CREATE TEMP TABLE bench_invoice AS
     SELECT (SELECT coalesce(max(id), 0) FROM "Case") + row_number() OVER (ORDER BY r.n, k) AS id, r.id AS commitment_id, r.institution_id,
       round(r.cost / 4, 2) AS amount, r.created_at + make_interval(days => 9 + 7 * k::int) AS created_at,
       CASE WHEN (r.n + k) % 17 = 0 THEN 'rolled_back' ELSE 'closed_positive' END AS state
     FROM planned_record r JOIN "Commitment" m ON m.id = r.id
     CROSS JOIN generate_series(1, 3) k
     WHERE m.financial_budget_id = $1 AND r.state = 'closed_positive' AND r.n % 6 <> 0`,
    [budgetId],
  );
  await db.query(`
    CREATE TEMP TABLE bench_invoice_ref AS
    SELECT b.id, y, coalesce(c.last, 0) + row_number() OVER (PARTITION BY y ORDER BY b.id) AS seq
    FROM (SELECT id, extract(year FROM created_at AT TIME ZONE 'Europe/Budapest')::int AS y FROM bench_invoice) b
    LEFT JOIN "ReferenceCounter" c ON c.module = 'invoices' AND c.year = b.y`);
  await db.query(`
    INSERT INTO "Case" (id, module, institution_id, creator_id, reference_number, title, state, search_text, closed_at, created_at, updated_at, last_activity_at, version)
    SELECT b.id, 'invoices', b.institution_id, u.id, 'SZ/' || ref.y || '/' || lpad(ref.seq::text, 5, '0'), 'BENCH-' || b.id, b.state,
      'sz/' || ref.y || '/' || lpad(ref.seq::text, 5, '0') || ' bench-' || b.id, b.created_at + interval '3 days', b.created_at,
      b.created_at + interval '3 days', b.created_at + interval '3 days', 2
    FROM bench_invoice b JOIN bench_invoice_ref ref ON ref.id = b.id
    CROSS JOIN (SELECT id FROM "User" WHERE email = 'penzugy@etanker.local') u`);
  await db.query(`SELECT setval(pg_get_serial_sequence('"Case"', 'id'), (SELECT max(id) FROM "Case"))`);
  await db.query(`
    INSERT INTO "Invoice" (id, commitment_id, invoice_number, amount, date, due_date)
    SELECT id, commitment_id, 'BENCH-' || id, amount, created_at::date, created_at::date + 15 FROM bench_invoice`);
  await db.query(`INSERT INTO "InvoicePart" (invoice_id, institution_id, amount) SELECT id, institution_id, amount FROM bench_invoice`);
  await db.query(`
    INSERT INTO "ReferenceCounter" (module, year, last) SELECT 'invoices', y, max(seq) FROM bench_invoice_ref GROUP BY y
    ON CONFLICT (module, year) DO UPDATE SET last = EXCLUDED.last`);
}

/** Ten requests of +10,000,000 Ft: 1–8 approved (the amount holds them), 9 rejected, 10 waiting for the finance referent. */
async function insertChangeRequests(db: pg.Client, budgetId: number, year: number): Promise<void> {
  await db.query(
    `CREATE TEMP TABLE bench_change AS
     SELECT (SELECT coalesce(max(id), 0) FROM "Case") + k AS id, k, b.institution_id,
       CASE WHEN k <= 8 THEN 'closed_positive' WHEN k = 9 THEN 'closed_negative' ELSE 'pending' END AS state,
       timestamptz '${year}-01-15 09:00+01' + make_interval(days => 30 * k) AS created_at
     FROM generate_series(1, 10) k CROSS JOIN "FinancialBudget" b WHERE b.id = $1`,
    [budgetId],
  );
  await db.query(`
    INSERT INTO "Case" (id, module, institution_id, creator_id, reference_number, title, state, flow_id, current_step_id, waiting_for_user_id,
      search_text, closed_at, created_at, updated_at, last_activity_at, version)
    SELECT c.id, 'financialBudgetChanges', c.institution_id, u.id, 'KM/${year}/' || lpad(c.k::text, 5, '0'), 'Keretmódosítás ' || c.k, c.state,
      f.id, CASE WHEN c.state = 'pending' THEN s0.id END, CASE WHEN c.state = 'pending' THEN u.id END,
      'km/${year}/' || lpad(c.k::text, 5, '0'), CASE WHEN c.state <> 'pending' THEN c.created_at + interval '5 days' END,
      c.created_at, c.created_at + interval '5 days', c.created_at + interval '5 days', CASE WHEN c.state = 'pending' THEN 0 ELSE 2 END
    FROM bench_change c
    CROSS JOIN (SELECT id FROM "User" WHERE email = 'penzugy@etanker.local') u
    CROSS JOIN (SELECT id FROM "Flow" WHERE module = 'financialBudgetChanges' ORDER BY id LIMIT 1) f
    JOIN "FlowStep" s0 ON s0.flow_id = f.id AND s0.position = 0`);
  await db.query(`SELECT setval(pg_get_serial_sequence('"Case"', 'id'), (SELECT max(id) FROM "Case"))`);
  await db.query(
    `INSERT INTO "FinancialBudgetChange" (id, financial_budget_id, previous_amount, amount_change, reason)
     SELECT id, $1, ${BASE_AMOUNT} + ${CHANGE} * least(k - 1, 8), ${CHANGE}, 'Bővítés ' || k || '.' FROM bench_change`,
    [budgetId],
  );
  await db.query(`
    INSERT INTO "ReferenceCounter" (module, year, last) VALUES ('financialBudgetChanges', ${year}, 10)
    ON CONFLICT (module, year) DO UPDATE SET last = greatest("ReferenceCounter".last, 10)`);
}

export async function generateBudgetData(db: pg.Client, year: number): Promise<void> {
  const budgetId = await insertBudget(db, year);
  await chargeCommitments(db, budgetId);
  await insertInvoices(db, budgetId);
  await insertChangeRequests(db, budgetId, year);
}
