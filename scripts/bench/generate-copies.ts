// Records of every built module the other generators leave out (issue 24: the bench carries data
// of every module, so a list is read beside every other module's Cases): each workflow module
// holding fewer than COPIED_RECORDS Cases gets copies of its demo records (Case, module row and
// decisions; child lines and files left out), each plain table of PLAIN_TABLES copies of its
// demo rows. Generic, read from the catalogue, so a new module is covered without code. Runs
// inside generate.ts's transaction, after the other generators.
import type pg from 'pg';
import { workflowModules } from '../../server/src/modules/index.ts';
import { modelOf } from '../../server/src/workflow/list-sql/schema.ts';

export const COPIED_RECORDS = 2000;
/** Changes when the plan below does: a bench database built on another plan is rebuilt. */
export const BENCH_COPY_PLAN = `every other module: ${COPIED_RECORDS} copies of its demo records`;
/** Plain modules' tables no generator fills (plain modules declare no model: named here). */
const PLAIN_TABLES = ['Tender', 'LibraryContract', 'AuthorityInspection', 'UtilityMeter'];

/** The table a workflow module keeps beside Case: the one-to-one relation its list selects, joined by id. */
function moduleTable(select: Record<string, unknown>): string | undefined {
  const { relations } = modelOf('Case');
  return Object.keys(select)
    .map((key) => relations.get(key))
    .find((r) => r && !r.many && r.from.join() === 'id' && r.to.join() === 'id')?.target;
}

interface TColumnInfo {
  name: string;
  nullable: boolean;
  unique: boolean;
  text: boolean;
}

/** The table's columns but `id`; unique ones are written apart (texts suffixed, the rest NULL). */
async function columnsOf(db: pg.Client, table: string): Promise<TColumnInfo[]> {
  const { rows } = await db.query<TColumnInfo>(
    `SELECT a.attname AS name, NOT a.attnotnull AS nullable, a.atttypid = 'text'::regtype AS text,
       EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = a.attrelid AND i.indisunique AND NOT i.indisprimary AND a.attnum = ANY(i.indkey)) AS unique
     FROM pg_attribute a WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attname <> 'id' AND a.attgenerated = ''
     ORDER BY a.attnum`,
    [`"${table}"`],
  );
  return rows;
}

/** A column's value in a copy numbered `k`: unique texts get ' #k', other unique columns NULL. */
function copied(column: TColumnInfo, alias: string): string {
  const col = `${alias}."${column.name}"`;
  if (!column.unique) return col;
  if (column.text) return `${col} || ' #' || k`;
  if (column.nullable) return 'NULL';
  throw new Error(`bench: cannot copy the unique column ${column.name}`);
}

async function copyWorkflowModule(db: pg.Client, caseModule: string, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Case" WHERE module = $1`, [caseModule]);
  const have = rows[0].n;
  if (have === 0 || have >= COPIED_RECORDS) return 0;
  await db.query(
    `CREATE TEMP TABLE bench_copy AS
     SELECT c.id AS source, nextval(pg_get_serial_sequence('"Case"', 'id'))::int AS target, k
     FROM "Case" c, generate_series(1, $2::int) k WHERE c.module = $1`,
    [caseModule, Math.ceil(COPIED_RECORDS / have) - 1],
  );
  const insert = async (name: string, key: string) => {
    const columns = (await columnsOf(db, name)).filter((c) => c.name !== key);
    const names = columns.map((c) => `"${c.name}"`).join(', ');
    await db.query(
      `INSERT INTO "${name}" (${key === 'id' ? 'id' : `"${key}"`}, ${names})
       SELECT m.target, ${columns.map((c) => copied(c, 't')).join(', ')} FROM bench_copy m JOIN "${name}" t ON t."${key}" = m.source`,
    );
  };
  await insert('Case', 'id');
  await insert(table, 'id');
  await insert('Decision', 'case_id');
  const { rowCount } = await db.query('SELECT 1 FROM bench_copy');
  await db.query('DROP TABLE bench_copy');
  return rowCount ?? 0;
}

async function copyPlainTable(db: pg.Client, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`);
  const have = rows[0].n;
  if (have === 0 || have >= COPIED_RECORDS) return 0;
  // A plain row's file case (case_id) stays the demo row's: a copy opens its own on first use.
  const columns = (await columnsOf(db, table)).map((c) => (c.name === 'case_id' ? { ...c, unique: true } : c));
  const inserted = await db.query(
    `INSERT INTO "${table}" (${columns.map((c) => `"${c.name}"`).join(', ')})
     SELECT ${columns.map((c) => (c.name === 'case_id' ? 'NULL' : copied(c, 't'))).join(', ')} FROM "${table}" t, generate_series(1, $1::int) k`,
    [Math.ceil(COPIED_RECORDS / have) - 1],
  );
  return inserted.rowCount ?? 0;
}

export async function generateCopies(db: pg.Client, log: (line: string) => void): Promise<void> {
  // The generators before write Case ids of their own; copies take theirs from the sequence.
  await db.query(`SELECT setval(pg_get_serial_sequence('"Case"', 'id'), (SELECT max(id) FROM "Case"))`);
  for (const def of workflowModules) {
    const table = moduleTable(def.listColumns.select as Record<string, unknown>);
    if (!table) throw new Error(`bench: no table of ${def.caseModule} on Case`);
    const n = await copyWorkflowModule(db, def.caseModule, table);
    if (n) log(`  ${def.caseModule}: ${n} másolat`);
  }
  for (const table of PLAIN_TABLES) {
    const n = await copyPlainTable(db, table);
    if (n) log(`  ${table}: ${n} másolat`);
  }
}
