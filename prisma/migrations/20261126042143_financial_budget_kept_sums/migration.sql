-- AlterTable
ALTER TABLE "FinancialBudget" ADD COLUMN     "commitments_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "commitments_sum" DECIMAL(20,2) NOT NULL DEFAULT 0,
ADD COLUMN     "commitments_without_invoice_sum" DECIMAL(20,2) NOT NULL DEFAULT 0,
ADD COLUMN     "invoices_sum" DECIMAL(20,2) NOT NULL DEFAULT 0,
ADD COLUMN     "unfinished_commitments_sum" DECIMAL(20,2) NOT NULL DEFAULT 0;

-- A budget's sums kept in the transaction that changes what they count (issue 14: "consistent
-- with the records at every moment … never recomputed by a nightly job"). Statement triggers
-- on Commitment, Invoice, Case and Decision collect the budgets a statement touched from its
-- transition tables and recompute each once, so every write path (workflow engine, copy,
-- storno, bench generator, seeds, raw SQL) keeps them right and a bulk insert recomputes once,
-- not per row. The recompute is sums.ts's former read-time statement, and the test
-- tests/modules/financial-budget-sums.test.ts holds it as the reference.
-- The migration runner splits scripts at every semicolon, so function bodies are E-strings
-- whose statement ends are written as the octal escape 073.

-- The budget rows are locked first, in id order: the recompute is a later statement, so under
-- READ COMMITTED its snapshot holds every change committed by a transaction that recomputed the
-- same budget before us (one computed from an older snapshot would overwrite theirs).
CREATE FUNCTION financial_budget_sums_refresh(budget_ids int[]) RETURNS void LANGUAGE plpgsql AS E'
BEGIN
  IF cardinality(budget_ids) = 0 THEN
    RETURN\073
  END IF\073
  PERFORM 1 FROM "FinancialBudget" WHERE id = ANY (budget_ids) ORDER BY id FOR UPDATE\073
  UPDATE "FinancialBudget" b
  SET (commitments_count, commitments_sum, invoices_sum, commitments_without_invoice_sum, unfinished_commitments_sum) = (
    SELECT
      count(*)::int,
      COALESCE(SUM(COALESCE(m.approved_cost, m.cost)) FILTER (WHERE k.state = ''closed_positive''), 0),
      COALESCE(SUM(inv.amount), 0),
      COALESCE(SUM(COALESCE(m.approved_cost, m.cost)) FILTER (WHERE k.state = ''closed_positive'' AND inv.amount IS NULL), 0),
      COALESCE(SUM(COALESCE(m.approved_cost, m.cost)) FILTER (
        WHERE k.state = ''under_checking'' OR (k.state = ''open'' AND EXISTS (SELECT 1 FROM "Decision" d WHERE d.case_id = m.id))), 0)
    FROM "Commitment" m
    JOIN LATERAL (SELECT c.state FROM "Case" c WHERE c.id = m.id LIMIT 1) k ON true
    LEFT JOIN LATERAL (
      SELECT SUM(i.amount) AS amount
      FROM "Invoice" i JOIN "Case" ik ON ik.id = i.id
      WHERE k.state = ''closed_positive'' AND i.commitment_id = m.id AND ik.state NOT IN (''rolled_back'', ''cancelled'', ''closed_negative'')
    ) inv ON true
    WHERE m.financial_budget_id = b.id)
  WHERE b.id = ANY (budget_ids)\073
END
';
-- JIT off: the write paths outside the app's connections (seeds, generator) would compile the
-- recompute for ~200 ms (DESIGN.md "Details at scale").
ALTER FUNCTION financial_budget_sums_refresh(int[]) SET search_path = pg_catalog, public, pg_temp;
ALTER FUNCTION financial_budget_sums_refresh(int[]) SET jit = off;

-- Commitments: the budgets they are charged to, before and after. An update counts only when
-- the budget or a cost changed.
CREATE FUNCTION commitment_budget_sums() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''INSERT'' THEN
    PERFORM financial_budget_sums_refresh(ARRAY(SELECT DISTINCT financial_budget_id FROM new_rows WHERE financial_budget_id IS NOT NULL))\073
  ELSIF TG_OP = ''DELETE'' THEN
    PERFORM financial_budget_sums_refresh(ARRAY(SELECT DISTINCT financial_budget_id FROM old_rows WHERE financial_budget_id IS NOT NULL))\073
  ELSE
    PERFORM financial_budget_sums_refresh(ARRAY(
      SELECT DISTINCT v.budget_id
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.financial_budget_id), (n.financial_budget_id)) v(budget_id)
      WHERE v.budget_id IS NOT NULL
        AND (o.financial_budget_id, o.cost, o.approved_cost) IS DISTINCT FROM (n.financial_budget_id, n.cost, n.approved_cost)))\073
  END IF\073
  RETURN NULL\073
END
';
ALTER FUNCTION commitment_budget_sums() SET search_path = pg_catalog, public, pg_temp;
CREATE TRIGGER commitment_budget_sums_insert AFTER INSERT ON "Commitment"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION commitment_budget_sums();
CREATE TRIGGER commitment_budget_sums_update AFTER UPDATE ON "Commitment"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION commitment_budget_sums();
CREATE TRIGGER commitment_budget_sums_delete AFTER DELETE ON "Commitment"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION commitment_budget_sums();

-- Invoices: the budgets of the commitments they pay, before and after. An update counts only
-- when the amount or the commitment changed.
CREATE FUNCTION invoice_budget_sums() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''INSERT'' THEN
    PERFORM financial_budget_sums_refresh(ARRAY(
      SELECT DISTINCT m.financial_budget_id FROM "Commitment" m
      WHERE m.id IN (SELECT commitment_id FROM new_rows) AND m.financial_budget_id IS NOT NULL))\073
  ELSIF TG_OP = ''DELETE'' THEN
    PERFORM financial_budget_sums_refresh(ARRAY(
      SELECT DISTINCT m.financial_budget_id FROM "Commitment" m
      WHERE m.id IN (SELECT commitment_id FROM old_rows) AND m.financial_budget_id IS NOT NULL))\073
  ELSE
    PERFORM financial_budget_sums_refresh(ARRAY(
      SELECT DISTINCT m.financial_budget_id FROM "Commitment" m
      WHERE m.financial_budget_id IS NOT NULL AND m.id IN (
        SELECT v.commitment_id
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        CROSS JOIN LATERAL (VALUES (o.commitment_id), (n.commitment_id)) v(commitment_id)
        WHERE (o.commitment_id, o.amount) IS DISTINCT FROM (n.commitment_id, n.amount))))\073
  END IF\073
  RETURN NULL\073
END
';
ALTER FUNCTION invoice_budget_sums() SET search_path = pg_catalog, public, pg_temp;
CREATE TRIGGER invoice_budget_sums_insert AFTER INSERT ON "Invoice"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_budget_sums();
CREATE TRIGGER invoice_budget_sums_update AFTER UPDATE ON "Invoice"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_budget_sums();
CREATE TRIGGER invoice_budget_sums_delete AFTER DELETE ON "Invoice"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_budget_sums();

-- Case: a commitment's or an invoice's state change (submit, approve, reject, storno, cancel).
-- Inserts need nothing (the Commitment or Invoice row comes after its Case) and deletes neither
-- (they cascade to the Commitment or Invoice row, whose trigger counts them).
CREATE FUNCTION case_budget_sums() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM financial_budget_sums_refresh(ARRAY(
    WITH changed AS (
      SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE n.module IN (''commitments'', ''invoices'') AND o.state IS DISTINCT FROM n.state
    )
    SELECT m.financial_budget_id FROM "Commitment" m WHERE m.id IN (SELECT id FROM changed) AND m.financial_budget_id IS NOT NULL
    UNION
    SELECT m.financial_budget_id FROM "Invoice" i JOIN "Commitment" m ON m.id = i.commitment_id
    WHERE i.id IN (SELECT id FROM changed) AND m.financial_budget_id IS NOT NULL))\073
  RETURN NULL\073
END
';
ALTER FUNCTION case_budget_sums() SET search_path = pg_catalog, public, pg_temp;
CREATE TRIGGER case_budget_sums_update AFTER UPDATE ON "Case"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION case_budget_sums();

-- Decision: a commitment's first decision makes it unfinished while it is back in its first state
-- (sent back for correction, not a draft), and deleting its last one makes it a draft again. Any
-- other decision changes nothing the sums count: a state change that comes with it (the engine
-- writes both in one statement) is counted by the Case trigger, so a decision costs one recompute.
CREATE FUNCTION decision_budget_sums() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''INSERT'' THEN
    PERFORM financial_budget_sums_refresh(ARRAY(
      SELECT DISTINCT m.financial_budget_id FROM "Commitment" m JOIN "Case" c ON c.id = m.id
      WHERE m.id IN (SELECT case_id FROM new_rows) AND c.state = ''open'' AND m.financial_budget_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM "Decision" d WHERE d.case_id = m.id AND d.id NOT IN (SELECT id FROM new_rows))))\073
  ELSE
    PERFORM financial_budget_sums_refresh(ARRAY(
      SELECT DISTINCT m.financial_budget_id FROM "Commitment" m JOIN "Case" c ON c.id = m.id
      WHERE m.id IN (SELECT case_id FROM old_rows) AND c.state = ''open'' AND m.financial_budget_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM "Decision" d WHERE d.case_id = m.id)))\073
  END IF\073
  RETURN NULL\073
END
';
ALTER FUNCTION decision_budget_sums() SET search_path = pg_catalog, public, pg_temp;
CREATE TRIGGER decision_budget_sums_insert AFTER INSERT ON "Decision"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION decision_budget_sums();
CREATE TRIGGER decision_budget_sums_delete AFTER DELETE ON "Decision"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION decision_budget_sums();

-- The budgets of existing databases.
SELECT financial_budget_sums_refresh(ARRAY(SELECT id FROM "FinancialBudget"));
