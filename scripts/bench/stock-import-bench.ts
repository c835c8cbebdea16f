// Issue 27's import figure: a 50,000-row asset register (xlsx with the README's columns) uploaded
// as a school's staff would, then processed by the job queue. Measured: the seconds from upload to
// done, the server's peak resident memory meanwhile, and the stock list's p99 at 32 connections
// while the import runs beside the same list on a quiet server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { REGISTER_COLUMNS } from '../../server/src/modules/stock/stock-imports/columns.ts';
import { getJson } from './http.ts';
import { httpLoad, type TLoadFigure } from './load.ts';
import type { TBenchServer } from './server.ts';

export const STOCK_IMPORT_ROWS = 50_000;
const POLL_MS = 250;
const LIST_SECONDS = 5;

export interface TStockImportFigure {
  rows: number;
  megabytes: number;
  state: string;
  seconds: number;
  peak_rss_mb: number;
  rss_before_mb: number;
  list_quiet: TLoadFigure;
  list_during: TLoadFigure;
}

const COLUMNS = [
  'stock_number',
  'item_id',
  'name',
  'name_2',
  'item_class_code',
  'item_class_name',
  'item_type_code',
  'item_type_name',
  'technical_group_code',
  'technical_group_name',
  'manufacturing_number',
  'activity_date',
  'cost_area',
  'base',
  'note',
] as const satisfies readonly (keyof typeof REGISTER_COLUMNS)[];

/** The register as an asset-management system exports it, written row by row (streaming). */
async function writeRegister(file: string, rows: number): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet('Nyilvántartás');
  sheet.addRow(COLUMNS.map((c) => REGISTER_COLUMNS[c])).commit();
  for (let i = 1; i <= rows; i++) {
    const kind = i % 40;
    sheet
      .addRow([
        `B-${String(i).padStart(6, '0')}`,
        `E${i}`,
        `Eszköz ${i}`,
        `Terem ${i % 120}`,
        `EO${kind}`,
        `Eszközosztály ${kind}`,
        `ET${kind % 12}`,
        `Eszköztípus ${kind % 12}`,
        `MCS${kind % 7}`,
        `Műszaki csoport ${kind % 7}`,
        `SN-${i * 7919}`,
        `20${10 + (i % 15)}-0${1 + (i % 9)}-1${i % 10}`,
        `K${i % 30}`,
        1000 + (i % 500) * 137,
        i % 11 === 0 ? 'Javításra szorul' : '',
      ])
      .commit();
  }
  await book.commit();
}

export async function benchStockImport(server: TBenchServer, token: string, log: (line: string) => void): Promise<TStockImportFigure> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-register-')), 'nyilvantartas.xlsx');
  await writeRegister(file, STOCK_IMPORT_ROWS);
  const megabytes = fs.statSync(file).size / 1024 / 1024;
  const list = { url: `${server.baseUrl}/api/leltar/?limit=25`, token, seconds: LIST_SECONDS };
  const listQuiet = await httpLoad(list);
  const me = await getJson<{ institution: { id: number } }>(server.baseUrl, '/api/felhasznalok/en/', token);

  const form = new FormData();
  form.append('institution', String(me.institution.id));
  form.append('file', new Blob([fs.readFileSync(file)]), 'nyilvantartas.xlsx');
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const before = server.memoryMb();
  server.resetPeakMemory();
  const started = performance.now();
  const created = await fetch(`${server.baseUrl}/api/leltar-import/`, { method: 'POST', headers: { authorization: `Token ${token}` }, body: form });
  if (created.status !== 201) throw new Error(`leltár import: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: number };

  let state = 'pending';
  const finished = (async () => {
    while (state === 'pending' || state === 'processing') {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const detail = await getJson<{ state: string; done_rows: number; total_rows: number }>(server.baseUrl, `/api/leltar-import/${id}/`, token);
      state = detail.state;
    }
    return (performance.now() - started) / 1000;
  })();
  const listDuring = await httpLoad(list);
  const seconds = await finished;
  log(`  ${STOCK_IMPORT_ROWS} sor: ${state}, ${seconds.toFixed(1)} s`);
  return {
    rows: STOCK_IMPORT_ROWS,
    megabytes,
    state,
    seconds,
    peak_rss_mb: server.peakMemoryMb(),
    rss_before_mb: before,
    list_quiet: listQuiet,
    list_during: listDuring,
  };
}
