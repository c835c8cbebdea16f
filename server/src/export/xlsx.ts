// Spreadsheet export and import with exceljs' streaming writer and reader: rows are committed as
// they are written, so memory stays flat however long the list is.
import { type EventEmitter, once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type ExcelJS from 'exceljs';

// exceljs takes ~0.6 s to load: loaded on the first export, not at server start.
const loadExcelJS = async () => (await import('exceljs')).default;
import { formatDate, parseDate, toBudapestWallClock } from '../format/hu.ts';

export type TXlsxColumnType = 'text' | 'number' | 'money' | 'date' | 'datetime';

export type TXlsxColumn = { header: string; key: string; width?: number; type?: TXlsxColumnType };

type TRow = Record<string, unknown>;

// Format codes are stored locale-neutral: ',' is the grouping symbol and a Hungarian Excel or
// LibreOffice shows it as the locale's space ('1 234 567 Ft'). A literal space in the code would
// be printed at a fixed position instead ('1234 567 Ft').
const NUMBER_FORMATS: Partial<Record<TXlsxColumnType, string>> = {
  money: '#,##0 "Ft"',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
};

const DEFAULT_WIDTH = 18;
// How often the writer pauses for the compressor and the reader (see letCompressorCatchUp).
const ROWS_PER_YIELD = 500;

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value));
  return Number.isFinite(n) ? n : null;
}

/** Excel has no time zones: a cell holds wall-clock time, so instants become Budapest time. */
function toWallClock(value: unknown, type: 'date' | 'datetime'): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (!(value instanceof Date) && typeof value !== 'string') return null;
  return type === 'date' ? parseDate(formatDate(value)) : toBudapestWallClock(value);
}

function cellValue(value: unknown, type: TXlsxColumnType): ExcelJS.CellValue {
  switch (type) {
    case 'number':
    case 'money':
      return toNumber(value);
    case 'date':
    case 'datetime':
      return toWallClock(value, type);
    case 'text':
      if (value === null || value === undefined) return null;
      return typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
  }
}

type TZipEntry = EventEmitter & { _writableState?: { needDrain: boolean } };

/** exceljs hands committed rows to the zip entry without waiting for it (its StreamBuf in batch
 * mode ignores backpressure), so a producer faster than deflate piles uncompressed XML up in
 * memory. Wait for that entry, and for our reader, to drain; stop when the reader has gone. */
async function letCompressorCatchUp(sheet: ExcelJS.Worksheet, output: PassThrough, signal: AbortSignal) {
  signal.throwIfAborted();
  const entry = (sheet as unknown as { stream?: { pipes?: TZipEntry[] } }).stream?.pipes?.[0];
  if (entry?._writableState?.needDrain) await once(entry, 'drain', { signal });
  if (output.writableNeedDrain) await once(output, 'drain', { signal });
  await new Promise((resolve) => setImmediate(resolve));
}

async function writeRows(
  output: PassThrough,
  input: { sheetName: string; columns: TXlsxColumn[]; rows: AsyncIterable<TRow> | Iterable<TRow> },
  signal: AbortSignal,
): Promise<void> {
  const Excel = await loadExcelJS();
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(input.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = input.columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width ?? DEFAULT_WIDTH,
    ...(NUMBER_FORMATS[column.type ?? 'text'] ? { style: { numFmt: NUMBER_FORMATS[column.type ?? 'text'] } } : {}),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();

  let written = 0;
  for await (const row of input.rows) {
    const values = input.columns.map((column) => cellValue(row[column.key], column.type ?? 'text'));
    sheet.addRow(values).commit();
    if (++written % ROWS_PER_YIELD === 0) await letCompressorCatchUp(sheet, output, signal);
  }
  sheet.commit();
  await workbook.commit();
}

/** The xlsx bytes as a stream: one sheet, bold frozen header, typed and formatted cells. */
export function writeXlsx(input: {
  sheetName: string;
  columns: TXlsxColumn[];
  rows: AsyncIterable<TRow> | Iterable<TRow>;
}): NodeJS.ReadableStream {
  const output = new PassThrough();
  // A reader that goes away (a closed download) stops the writer and so the row source.
  const readerGone = new AbortController();
  output.once('close', () => readerGone.abort());
  writeRows(output, input, readerGone.signal).catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** Every sheet's rows as arrays of cell values (dates as Date, numbers as number). */
export async function readXlsx(data: Buffer): Promise<{ sheetName: string; rows: unknown[][] }[]> {
  const Excel = await loadExcelJS();
  const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from([data]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const sheets: { sheetName: string; rows: unknown[][] }[] = [];
  for await (const worksheet of reader) {
    const rows: unknown[][] = [];
    for await (const row of worksheet) {
      const values = row.values as ExcelJS.CellValue[];
      rows[row.number - 1] = Array.from({ length: Math.max(values.length - 1, 0) }, (_, i) => values[i + 1] ?? null);
    }
    // exceljs sets `name` from workbook.xml but its typings omit it.
    const { name } = worksheet as unknown as { name: string };
    sheets.push({ sheetName: name, rows: Array.from(rows, (r) => r ?? []) });
  }
  return sheets;
}
