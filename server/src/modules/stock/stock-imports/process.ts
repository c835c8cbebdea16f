// Processing an uploaded register (the `stock-import` job, DESIGN.md "Stock-taking"): claimed
// with SKIP LOCKED (one process takes it), then two streamed passes over the stored file. The
// first checks every row (required columns, lengths, dates, amounts, a stock number twice) and
// counts them: any error fails the import with its row errors and nothing is written. The second
// writes every row in ONE transaction — INSERT … ON CONFLICT on (institution, stock number, sub
// id), so a re-import updates the items and never duplicates them, and a failure halfway leaves
// nothing — while the progress (done_rows of total_rows) is written beside it on another connection.
// A process that dies mid-import (kill -9, out of memory) leaves it `processing` with a heartbeat
// that stops: after HEARTBEAT_STALE another process claims it again and starts over (nothing was
// written), and a file that was claimed MAX_ATTEMPTS times fails instead of killing every process.
import { Prisma } from '../../../generated/prisma/client.ts';
import type { TServices } from '../../../services.ts';
import type { TTx } from '../../../db/client.ts';
import { stockItemSearchText } from '../item-search.ts';
import { readHeader, readRow, REGISTER_COLUMNS, type TRegisterRow, type TRowError } from './columns.ts';
import { registerRows, type TRegisterKind } from './register-rows.ts';

export const IMPORT_LIMITS = { maxRows: 100_000, maxStoredErrors: 500 };
const BATCH = 1000;
const PROGRESS_EVERY = 2000;
const TRANSACTION_MS = 10 * 60 * 1000;
export const HEARTBEAT_STALE_SECONDS = 120;
export const MAX_ATTEMPTS = 3;

export const IMPORT_MESSAGES = {
  empty: 'A fájlban nincs egyetlen tétel sem.',
  missingColumns: (names: string[]) => `Hiányzó oszlop: ${names.join(', ')}.`,
  tooManyRows: `Legfeljebb ${IMPORT_LIMITS.maxRows.toLocaleString('hu-HU')} sor importálható.`,
  duplicate: (row: number) => `Ez a leltári szám (alszámmal) már szerepel a(z) ${row}. sorban.`,
  unreadable: 'A fájl nem olvasható.',
  interrupted: 'A feldolgozás megszakadt; a leltár nem változott.',
} as const;

const fileError = (message: string): TRowError => ({ row: 0, field: '', message });

interface TClaimed {
  id: number;
  institution_id: number;
  file: string;
  file_key: string;
}

/**
 * The next import waiting, now processing (null: none waits): a pending one, or one whose process
 * stopped beating. One claimed too often fails here and the next is looked for.
 */
async function claimNext(services: TServices): Promise<TClaimed | null> {
  for (;;) {
    const rows = await services.prisma.$queryRaw<(TClaimed & { attempts: number })[]>`
      UPDATE "StockImport" SET state = 'processing', heartbeat_at = now(), attempts = attempts + 1
      WHERE id = (
        SELECT id FROM "StockImport"
        WHERE state = 'pending'
           OR (state = 'processing' AND heartbeat_at < now() - make_interval(secs => ${HEARTBEAT_STALE_SECONDS}))
        ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, institution_id, file, file_key, attempts`;
    const claimed = rows[0];
    if (!claimed || claimed.attempts <= MAX_ATTEMPTS) return claimed ?? null;
    await finish(services, claimed.id, { state: 'failed', done_rows: 0, errors: [fileError(IMPORT_MESSAGES.interrupted)] as unknown as Prisma.InputJsonValue });
  }
}

/** Tells the other processes this import is still being worked on. */
const beat = (services: TServices, id: number) =>
  services.prisma.stockImport.update({ where: { id }, data: { heartbeat_at: new Date() }, select: { id: true } });

const kindOf = (file: string): TRegisterKind => (file.toLowerCase().endsWith('.csv') ? 'csv' : 'xlsx');

type TPass = { errors: TRowError[]; errorCount: number; total: number; areas: Set<string> };

/** Pass 1: every row checked and counted, without writing. */
async function check(services: TServices, job: TClaimed): Promise<TPass> {
  const pass: TPass = { errors: [], errorCount: 0, total: 0, areas: new Set() };
  const add = (e: TRowError) => {
    pass.errorCount++;
    if (pass.errors.length < IMPORT_LIMITS.maxStoredErrors) pass.errors.push(e);
  };
  const seen = new Map<string, number>();
  let positions: ReturnType<typeof readHeader>['positions'] | null = null;
  let rowNumber = 0;
  for await (const cells of registerRows(() => services.storage.stream(job.file_key), kindOf(job.file))) {
    rowNumber++;
    if (!positions) {
      const header = readHeader(cells);
      if (header.missing.length) return { ...pass, errors: [fileError(IMPORT_MESSAGES.missingColumns(header.missing))], errorCount: 1 };
      positions = header.positions;
      continue;
    }
    if (cells.every((c) => c === '')) continue;
    pass.total++;
    if (pass.total % PROGRESS_EVERY === 0) await beat(services, job.id);
    if (pass.total > IMPORT_LIMITS.maxRows) return { ...pass, errors: [fileError(IMPORT_MESSAGES.tooManyRows)], errorCount: 1 };
    const { row, errors } = readRow(cells, positions, rowNumber);
    errors.forEach(add);
    if (!row) continue;
    const key = `${row.stock_number}\u0000${row.item_sub_id}`;
    const earlier = seen.get(key);
    if (earlier) add({ row: rowNumber, field: REGISTER_COLUMNS.stock_number, message: IMPORT_MESSAGES.duplicate(earlier) });
    else seen.set(key, rowNumber);
    if (row.area) pass.areas.add(row.area);
  }
  if (!positions || pass.total === 0) return { ...pass, errors: [fileError(IMPORT_MESSAGES.empty)], errorCount: 1 };
  return pass;
}

/** The school's areas by name and code; areas the register names and the school lacks are made. */
async function areaIds(tx: TTx, institutionId: number, named: Set<string>): Promise<Map<string, number>> {
  const existing = await tx.stockArea.findMany({ where: { institution_id: institutionId }, select: { id: true, code: true, name: true } });
  const ids = new Map<string, number>();
  for (const a of existing) {
    ids.set(a.name, a.id);
    if (a.code) ids.set(a.code, a.id);
  }
  for (const name of named) {
    if (ids.has(name)) continue;
    const made = await tx.stockArea.create({ data: { institution_id: institutionId, name: name.slice(0, 200) }, select: { id: true } });
    ids.set(name, made.id);
  }
  return ids;
}

const TEXT_COLUMNS = [
  'stock_number',
  'item_sub_id',
  'item_id',
  'name',
  'name_2',
  'name_3',
  'item_class_code',
  'item_class_name',
  'item_type_code',
  'item_type_name',
  'technical_group_code',
  'technical_group_name',
  'statistic_category_code',
  'statistic_category_name',
  'property_qualification_code',
  'property_qualification_name',
  'manufacturing_number',
  'cost_area',
  'description',
  'stock_group_code',
  'stock_method',
  'note',
] as const;

/** One batch as one statement: inserted rows answer true, updated ones false. The count's status and decision stay. */
async function upsertBatch(tx: TTx, job: TClaimed, rows: TRegisterRow[], areas: Map<string, number>): Promise<{ created: number; updated: number }> {
  const texts = TEXT_COLUMNS.map((c) => Prisma.sql`${rows.map((r) => r[c])}::text[]`);
  const columns = Prisma.raw(TEXT_COLUMNS.map((c) => `"${c}"`).join(', '));
  const updates = Prisma.raw(
    [...TEXT_COLUMNS.filter((c) => c !== 'stock_number' && c !== 'item_sub_id'), 'activity_date', 'base', 'area_id', 'import_id', 'search_text']
      .map((c) => `"${c}" = EXCLUDED."${c}"`)
      .join(', '),
  );
  const dates = rows.map((r) => (r.activity_date ? r.activity_date.toISOString().slice(0, 10) : null));
  const result = await tx.$queryRaw<{ inserted: boolean }[]>`
    INSERT INTO "StockItem" (institution_id, import_id, ${columns}, activity_date, base, area_id, search_text)
    SELECT ${job.institution_id}, ${job.id}, t.*
    FROM unnest(${Prisma.join(texts)}, ${dates}::date[], ${rows.map((r) => r.base)}::numeric[], ${rows.map((r) => (r.area ? (areas.get(r.area) ?? null) : null))}::int[], ${rows.map((r) => stockItemSearchText(r))}::text[]) AS t
    ON CONFLICT (institution_id, stock_number, item_sub_id) DO UPDATE SET ${updates}
    RETURNING (xmax = 0) AS inserted`;
  const created = result.filter((r) => r.inserted).length;
  return { created, updated: result.length - created };
}

/** Pass 2: every row written in one transaction; progress on the pool's other connections. */
async function write(services: TServices, job: TClaimed, pass: TPass): Promise<{ created: number; updated: number }> {
  const progress = (done: number) =>
    services.prisma.stockImport.update({ where: { id: job.id }, data: { done_rows: done, heartbeat_at: new Date() }, select: { id: true } });
  await services.prisma.stockImport.update({ where: { id: job.id }, data: { total_rows: pass.total, done_rows: 0 }, select: { id: true } });
  return services.prisma.$transaction(
    async (tx) => {
      const areas = await areaIds(tx, job.institution_id, pass.areas);
      const totals = { created: 0, updated: 0 };
      let batch: TRegisterRow[] = [];
      let done = 0;
      let reported = 0;
      const flush = async () => {
        if (!batch.length) return;
        const counts = await upsertBatch(tx, job, batch, areas);
        totals.created += counts.created;
        totals.updated += counts.updated;
        done += batch.length;
        batch = [];
        if (done - reported >= PROGRESS_EVERY) {
          reported = done;
          await progress(done);
        }
      };
      let positions: ReturnType<typeof readHeader>['positions'] | null = null;
      let rowNumber = 0;
      for await (const cells of registerRows(() => services.storage.stream(job.file_key), kindOf(job.file))) {
        rowNumber++;
        if (!positions) {
          positions = readHeader(cells).positions;
          continue;
        }
        if (cells.every((c) => c === '')) continue;
        // Pass 1 found every row valid: a row refused now means the file changed under us.
        const { row } = readRow(cells, positions, rowNumber);
        if (!row) throw new Error(`row ${rowNumber} changed between the passes`);
        batch.push(row);
        if (batch.length >= BATCH) await flush();
      }
      await flush();
      return totals;
    },
    { timeout: TRANSACTION_MS, maxWait: 10_000 },
  );
}

async function finish(services: TServices, id: number, data: Prisma.StockImportUpdateInput): Promise<void> {
  await services.prisma.stockImport.update({ where: { id }, data: { ...data, finished_at: new Date() }, select: { id: true } });
}

/** Processes one claimed import to done or failed; an unexpected error fails it and is thrown on (the job runner logs it). */
async function processImport(services: TServices, job: TClaimed): Promise<void> {
  try {
    const pass = await check(services, job);
    if (pass.errorCount > 0) {
      await finish(services, job.id, { state: 'failed', total_rows: pass.total, errors: pass.errors as unknown as Prisma.InputJsonValue });
      return;
    }
    const totals = await write(services, job, pass);
    await finish(services, job.id, { state: 'done', done_rows: pass.total, created_count: totals.created, updated_count: totals.updated });
  } catch (error) {
    await finish(services, job.id, { state: 'failed', done_rows: 0, errors: [fileError(IMPORT_MESSAGES.interrupted)] as unknown as Prisma.InputJsonValue });
    throw error;
  }
}

/** Every import waiting now, one after the other; answers how many were processed. */
export async function runPendingImports(services: TServices): Promise<number> {
  let count = 0;
  for (let job = await claimNext(services); job; job = await claimNext(services)) {
    await processImport(services, job);
    count++;
  }
  return count;
}
