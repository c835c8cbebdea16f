// The rows of an uploaded asset register, streamed (never the whole sheet in memory): the first
// worksheet of an .xlsx through exceljs's streaming reader, or a .csv (';' or ',' separated, as
// the asset-management system exports it, UTF-8 with or without BOM) through fast-csv. Each row
// is its cells as text; the first row is the header.
import ExcelJS from 'exceljs';
import { parse } from 'fast-csv';
import { formatDate } from '@etanker/shared/format.ts';

export type TRegisterKind = 'xlsx' | 'csv';

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDate(value);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown };
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return cellText(v.result);
    if (v.text !== undefined) return cellText(v.text);
    return '';
  }
  return String(value).trim();
}

type TOpen = () => NodeJS.ReadableStream;

async function* xlsxRows(open: TOpen): AsyncGenerator<string[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(open() as unknown as import('node:stream').Stream, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      // exceljs rows are 1-based: values[0] is empty.
      const values = (row.values as unknown[]).slice(1);
      yield Array.from(values, cellText);
    }
    // The register is the first worksheet.
    return;
  }
}

/** ';' when the header line has more of them than ',' (Hungarian exports), else ','. */
async function csvDelimiter(open: TOpen): Promise<string> {
  const stream = open();
  let head = '';
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    head += chunk.toString('utf8');
    if (head.includes('\n') || head.length > 4096) break;
  }
  (stream as unknown as { destroy?: () => void }).destroy?.();
  const first = head.split(/\r?\n/)[0] ?? '';
  return (first.match(/;/g)?.length ?? 0) > (first.match(/,/g)?.length ?? 0) ? ';' : ',';
}

async function* csvRows(open: TOpen): AsyncGenerator<string[]> {
  const delimiter = await csvDelimiter(open);
  const stream = open().pipe(parse({ delimiter, trim: true, ignoreEmpty: true, encoding: 'utf8' }));
  let first = true;
  for await (const row of stream as AsyncIterable<string[]>) {
    if (first && row.length) row[0] = row[0].replace(/^\uFEFF/, '');
    first = false;
    yield row;
  }
}

/** `open` opens the stored file anew (the csv's separator is read from its first line first). */
export const registerRows = (open: TOpen, kind: TRegisterKind) => (kind === 'xlsx' ? xlsxRows(open) : csvRows(open));
