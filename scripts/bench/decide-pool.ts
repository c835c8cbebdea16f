// Cases for the decide benchmark: N records put on the head-of-school step, waiting on one head
// (the scope lets a user reach what waits on them), each decided once. Not only the head's own
// school: it holds ~5,000 records, and a faster server ran out of them within the 10 s (the rest
// of its requests were refusals). Afterwards the records, their decisions and the mails they
// queued are restored, so the generated data stays the same from run to run. A run that died
// half-way is restored first.
import pg from 'pg';

const BACKUP = 'bench_decide_backup';
const RESTORE_SQL = `
  UPDATE "Case" c SET state = b.state, flow_id = b.flow_id, current_step_id = b.current_step_id,
    waiting_for_user_id = b.waiting_for_user_id, waiting_for_group_id = b.waiting_for_group_id,
    closed_at = b.closed_at, version = b.version, last_activity_at = b.last_activity_at, updated_at = b.updated_at
  FROM ${BACKUP} b WHERE c.id = b.id`;

export interface TDecidePool {
  caseIds: number[];
  restore: () => Promise<void>;
}

async function restoreLeftover(db: pg.Client): Promise<void> {
  const leftover = await db.query(`SELECT to_regclass('${BACKUP}') IS NOT NULL AS present`);
  if (!leftover.rows[0].present) return;
  await db.query('BEGIN');
  await db.query(RESTORE_SQL);
  await db.query(`DELETE FROM "Decision" d USING ${BACKUP} b WHERE d.case_id = b.id AND d.id > b.last_decision_id`);
  await db.query(`DELETE FROM "QueuedMail" WHERE id > (SELECT max(last_mail_id) FROM ${BACKUP})`);
  await db.query(`DROP TABLE ${BACKUP}`);
  await db.query('COMMIT');
}

/** The load tool stops sending, but the server may still be committing the last decisions:
 * wait until no new Decision row has appeared for a second. */
async function waitForQuiet(db: pg.Client): Promise<void> {
  const newest = async () => (await db.query<{ id: number | null }>('SELECT max(id) AS id FROM "Decision"')).rows[0].id;
  let last = await newest();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await newest();
    if (now === last) return;
    last = now;
  }
}

/** Puts `size` cases on the normal flow's head step, waiting on the head. */
export async function prepareDecidePool(databaseUrl: string, headEmail: string, size: number): Promise<TDecidePool> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await restoreLeftover(db);
  const head = await db.query<{ id: number }>('SELECT id FROM "User" WHERE email = $1', [headEmail]);
  const step = await db.query<{ id: number; flow_id: number }>(
    `SELECT s.id, s.flow_id FROM "FlowStep" s JOIN "Flow" f ON f.id = s.flow_id
     WHERE f.module = 'commitments' AND f.condition IS NULL AND s.position = 1`,
  );
  const { id: headId } = head.rows[0];
  await db.query('BEGIN');
  await db.query(
    `CREATE TABLE ${BACKUP} AS
     SELECT c.id, c.state, c.flow_id, c.current_step_id, c.waiting_for_user_id, c.waiting_for_group_id, c.closed_at, c.version,
       c.last_activity_at, c.updated_at, (SELECT coalesce(max(id), 0) FROM "Decision") AS last_decision_id,
       (SELECT coalesce(max(id), 0) FROM "QueuedMail") AS last_mail_id
     FROM "Case" c JOIN "Commitment" m ON m.id = c.id
     WHERE c.module = 'commitments' AND m.cost < 5000000
     ORDER BY c.id DESC LIMIT $1`,
    [size],
  );
  await db.query(
    `UPDATE "Case" c SET state = 'under_checking', flow_id = $1, current_step_id = $2, waiting_for_user_id = $3,
       waiting_for_group_id = NULL, closed_at = NULL
     FROM ${BACKUP} b WHERE c.id = b.id`,
    [step.rows[0].flow_id, step.rows[0].id, headId],
  );
  await db.query('COMMIT');
  const ids = await db.query<{ id: number }>(`SELECT id FROM ${BACKUP} ORDER BY id`);
  return {
    caseIds: ids.rows.map((r) => r.id),
    restore: async () => {
      try {
        await waitForQuiet(db);
        await restoreLeftover(db);
        // The pool's updates left ~10,000 dead Case rows; where autovacuum is off (as on these
        // machines) they would slow every later run's lists.
        await db.query('VACUUM ANALYZE "Case", "Decision", "QueuedMail"');
      } finally {
        await db.end();
      }
    },
  };
}
