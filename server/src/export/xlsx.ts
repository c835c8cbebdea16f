// Spreadsheet export with our own streaming SpreadsheetML writer, import with exceljs' reader.
// The sheet's XML is encoded in ~64 KB chunks and deflated into the zip (yazl) as it goes, so
// memory stays flat however long the list is; exceljs' streaming writer was five times slower.
import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { ZipFile } from 'yazl';
import { formatDate, parseDate, toBudapestWallClock } from '@etanker/shared/format.ts';
import { escapeXml, XML_INVALID, XmlBytes } from './xml-bytes.ts';

// exceljs takes ~0.6 s to load: loaded when a spreadsheet is first read, not at server start.
const loadExcelJS = async () => (await import('exceljs')).default;

export type TXlsxColumnType = 'text' | 'number' | 'money' | 'date' | 'datetime';

export type TXlsxColumn = { header: string; key: string; width?: number; type?: TXlsxColumnType };

type TRow = Record<string, unknown>;

type TXlsxInput = { sheetName: string; columns: TXlsxColumn[]; rows: AsyncIterable<TRow> | Iterable<TRow> };

type TCellValue = number | boolean | string | Date | null;

/** A column's cell markup, ready-made around the row number and the value:
 * `start` 12 `value` 46023 VALUE_END is `<c r="D12" s="3"><v>46023</v></c>`. */
type TCellMarkup = { start: string; value: string; boolean: string; text: string; preservedText: string };

/** A column as the row loop needs it. */
type TSheetColumn = { key: string; value: (raw: unknown) => TCellValue; markup: TCellMarkup };

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIP_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIP_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A cell's s attribute: its index in the cellXfs of STYLES_XML. */
const STYLE = { plain: 0, header: 1, money: 2, date: 3, datetime: 4 } as const;

const COLUMN_STYLE: Record<TXlsxColumnType, number> = {
  text: STYLE.plain,
  number: STYLE.plain,
  money: STYLE.money,
  date: STYLE.date,
  datetime: STYLE.datetime,
};

// Format codes are stored locale-neutral: ',' is the grouping symbol and a Hungarian Excel or
// LibreOffice shows it as the locale's space ('1 234 567 Ft'). A literal space in the code would
// be printed at a fixed position instead ('1234 567 Ft').
const STYLES_XML =
  `${XML_DECLARATION}<styleSheet xmlns="${MAIN_NS}">` +
  '<numFmts count="3"><numFmt numFmtId="164" formatCode="#,##0 &quot;Ft&quot;"/>' +
  '<numFmt numFmtId="165" formatCode="yyyy-mm-dd"/><numFmt numFmtId="166" formatCode="yyyy-mm-dd hh:mm"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

const CONTENT_TYPES_XML =
  `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
  '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>' +
  '</Types>';

const ROOT_RELS_XML =
  `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIP_NS}">` +
  `<Relationship Id="rId1" Type="${RELATIONSHIP_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
  `<Relationship Id="rId3" Type="${RELATIONSHIP_NS}/extended-properties" Target="docProps/app.xml"/>` +
  '</Relationships>';

const WORKBOOK_RELS_XML =
  `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIP_NS}">` +
  `<Relationship Id="rId1" Type="${RELATIONSHIP_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${RELATIONSHIP_NS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

const APP_XML =
  `${XML_DECLARATION}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">` +
  '<Application>Microsoft Excel</Application></Properties>';

// The header row stays in view while scrolling.
const SHEET_VIEWS_XML =
  '<sheetViews><sheetView workbookViewId="0">' +
  '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
  '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>';

const SHEET_TAIL_XML = '</sheetData></worksheet>';

const DEFAULT_WIDTH = 18;
// Big enough to keep deflate's thread busy, small enough to keep memory flat.
const CHUNK_BYTES = 64 * 1024;
const DAY_CACHE_LIMIT = 10_000;
const VALUE_END = '</v></c>';
const TEXT_END = '</t></is></c>';
// Excel's serial day number of 1970-01-01.
const EXCEL_UNIX_EPOCH = 25569;
const DAY_MS = 86_400_000;
const SHEET_NAME_LIMIT = 31;
const FALLBACK_SHEET_NAME = 'Munka1';

const SPACE = 0x20;
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;

/** Excel refuses a sheet name that is empty, 'History', longer than 31 characters, holds any of
 * []:*?/\ or starts or ends with an apostrophe: those characters become '_', the rest is cut. */
function excelSheetName(name: string): string {
  const cut = name
    .replace(XML_INVALID, '')
    .replace(SHEET_NAME_FORBIDDEN, '_')
    .slice(0, SHEET_NAME_LIMIT)
    .replace(/[\uD800-\uDBFF]$/, '')
    .replace(/^'+|'+$/g, '');
  return cut.trim() === '' || cut.toLowerCase() === 'history' ? FALLBACK_SHEET_NAME : cut;
}

/** 0 → 'A', 25 → 'Z', 26 → 'AA'. */
function columnLetters(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : columnLetters(Math.floor(index / 26) - 1) + letter;
}

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

function cellValue(value: unknown, type: TXlsxColumnType): TCellValue {
  switch (type) {
    case 'number':
    case 'money':
      return toNumber(value);
    case 'date':
    case 'datetime':
      return toWallClock(value, type);
    case 'text':
      if (value === null || value === undefined) return null;
      // A reference as the API answers it ({id, name}: a static list value, an institution) shows its name.
      if (typeof value === 'object' && 'name' in value) return String(value.name);
      return typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
  }
}

/** Converting a day costs ~1 µs (formatDate, then parseDate) and a column's days repeat: the
 * result is kept per input value for the length of one export. */
function cachedDateValue(): (raw: unknown) => TCellValue {
  const days = new Map<number | string, Date | null>();
  return (raw) => {
    if (!(raw instanceof Date) && typeof raw !== 'string') return cellValue(raw, 'date');
    const key = raw instanceof Date ? raw.getTime() : raw;
    let day = days.get(key);
    if (day === undefined) {
      day = toWallClock(raw, 'date');
      if (days.size >= DAY_CACHE_LIMIT) days.clear();
      days.set(key, day);
    }
    return day;
  };
}

/** A wall-clock Date (UTC fields read as local time) as Excel's serial day number, computed as
 * exceljs does so that its reader gives back the same Date. */
function excelSerial(wallClock: Date): number {
  return EXCEL_UNIX_EPOCH + wallClock.getTime() / DAY_MS;
}

/** Without xml:space="preserve" Excel trims XML whitespace (space, tab, CR, LF) at either end. */
function hasEdgeWhitespace(text: string): boolean {
  return text.length > 0 && (text.charCodeAt(0) <= SPACE || text.charCodeAt(text.length - 1) <= SPACE);
}

function cellMarkup(letters: string, style: number): TCellMarkup {
  const attributes = style === STYLE.plain ? '"' : `" s="${style}"`;
  return {
    start: `<c r="${letters}`,
    value: `${attributes}><v>`,
    boolean: `${attributes} t="b"><v>`,
    text: `${attributes} t="inlineStr"><is><t>`,
    preservedText: `${attributes} t="inlineStr"><is><t xml:space="preserve">`,
  };
}

function writeNumber(xml: XmlBytes, open: string, value: number): void {
  xml.ascii(open);
  xml.number(value);
  xml.ascii(VALUE_END);
}

function writeText(xml: XmlBytes, markup: TCellMarkup, text: string): void {
  xml.ascii(hasEdgeWhitespace(text) ? markup.preservedText : markup.text);
  xml.text(text);
  xml.ascii(TEXT_END);
}

/** One cell; an empty cell is left out. */
function writeCell(xml: XmlBytes, markup: TCellMarkup, rowNumber: number, value: TCellValue): void {
  if (value === null) return;
  xml.ascii(markup.start);
  xml.number(rowNumber);
  if (value instanceof Date) writeNumber(xml, markup.value, excelSerial(value));
  else if (typeof value === 'boolean') writeNumber(xml, markup.boolean, value ? 1 : 0);
  else if (typeof value === 'number' && Number.isFinite(value)) writeNumber(xml, markup.value, value);
  else writeText(xml, markup, String(value));
}

function sheetColumns(columns: TXlsxColumn[]): TSheetColumn[] {
  return columns.map((column, index) => {
    const type = column.type ?? 'text';
    return {
      key: column.key,
      value: type === 'date' ? cachedDateValue() : (raw: unknown) => cellValue(raw, type),
      markup: cellMarkup(columnLetters(index), COLUMN_STYLE[type]),
    };
  });
}

/** Widths, and each column's number format for cells typed in later. */
function colsXml(columns: TXlsxColumn[]): string {
  if (columns.length === 0) return '';
  const cols = columns.map((column, index) => {
    const style = COLUMN_STYLE[column.type ?? 'text'];
    const styleAttribute = style === STYLE.plain ? '' : ` style="${style}"`;
    return `<col min="${index + 1}" max="${index + 1}" width="${column.width ?? DEFAULT_WIDTH}" customWidth="1"${styleAttribute}/>`;
  });
  return `<cols>${cols.join('')}</cols>`;
}

function writeHeaderRow(xml: XmlBytes, columns: TXlsxColumn[]): void {
  xml.ascii('<row r="1">');
  columns.forEach((column, index) => writeCell(xml, cellMarkup(columnLetters(index), STYLE.header), 1, column.header));
  xml.ascii('</row>');
}

function writeRow(xml: XmlBytes, rowNumber: number, columns: TSheetColumn[], row: TRow): void {
  xml.ascii('<row r="');
  xml.number(rowNumber);
  xml.ascii('">');
  for (const column of columns) writeCell(xml, column.markup, rowNumber, column.value(row[column.key]));
  xml.ascii('</row>');
}

/** Everything before the rows; ASCII like all the sheet's markup. */
function sheetHeadXml(columns: TXlsxColumn[]): string {
  return `${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}">${SHEET_VIEWS_XML}` + `<sheetFormatPr defaultRowHeight="15"/>${colsXml(columns)}<sheetData>`;
}

function workbookXml(sheetName: string): string {
  return (
    `${XML_DECLARATION}<workbook xmlns="${MAIN_NS}" xmlns:r="${RELATIONSHIP_NS}">` +
    `<bookViews><workbookView/></bookViews><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
    '</workbook>'
  );
}

function coreXml(now: Date): string {
  const stamp = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return (
    `${XML_DECLARATION}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${stamp}</dcterms:created>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${stamp}</dcterms:modified></cp:coreProperties>`
  );
}

/** Every part but the sheet, in the order a streaming reader wants them: the sheet comes last. */
function packageParts(sheetName: string): [name: string, xml: string][] {
  return [
    ['[Content_Types].xml', CONTENT_TYPES_XML],
    ['_rels/.rels', ROOT_RELS_XML],
    ['docProps/app.xml', APP_XML],
    ['docProps/core.xml', coreXml(new Date())],
    ['xl/workbook.xml', workbookXml(excelSheetName(sheetName))],
    ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS_XML],
    ['xl/styles.xml', STYLES_XML],
  ];
}

// Level 1 deflated the XML of a 100,000-row, 17-column sheet (87 MB) in 0.7 s into 13.3 MB, level 6
// in 1.8 s into 11.0 MB.
const ZIP_ENTRY = { compressionLevel: 1 };

/** The worksheet's XML in chunks of about CHUNK_BYTES. */
async function* sheetXmlChunks(input: TXlsxInput): AsyncGenerator<Buffer, void> {
  const columns = sheetColumns(input.columns);
  const xml = new XmlBytes();
  xml.ascii(sheetHeadXml(input.columns));
  writeHeaderRow(xml, input.columns);
  let rowNumber = 1;
  for await (const row of input.rows) {
    writeRow(xml, ++rowNumber, columns, row);
    if (xml.size >= CHUNK_BYTES) yield xml.flush();
  }
  xml.ascii(SHEET_TAIL_XML);
  yield xml.flush();
}

async function writeWorkbook(zip: ZipFile, output: Readable, input: TXlsxInput): Promise<void> {
  const sheet = sheetXmlChunks(input);
  // The first rows are read before any byte goes out, so a failing query still becomes an error
  // response (Fastify answers a stream's error with one until the headers are sent).
  const first = await sheet.next();
  if (output.destroyed) return void (await sheet.return());
  const sheetXml = Readable.from(sheet, { objectMode: false });
  if (!first.done) sheetXml.unshift(first.value);
  // yazl pipes the entry into its output: a failing row source must fail the download, and a
  // reader that goes away (a closed download) must stop the row source.
  sheetXml.once('error', (error) => output.destroy(error));
  output.once('close', () => sheetXml.destroy());
  for (const [name, xml] of packageParts(input.sheetName)) zip.addBuffer(Buffer.from(xml), name, ZIP_ENTRY);
  zip.addReadStream(sheetXml, 'xl/worksheets/sheet1.xml', ZIP_ENTRY);
  zip.end();
}

/** The xlsx bytes as a stream: one sheet, bold frozen header, typed and formatted cells. */
export function writeXlsx(input: TXlsxInput): NodeJS.ReadableStream {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  writeWorkbook(zip, output, input).catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** Every sheet's rows as arrays of cell values (dates as Date, numbers as number). exceljs' full
 * loader, not its streaming reader: that one decodes each inflated chunk on its own and garbles a
 * character split between two chunks (accents in large files). */
export async function readXlsx(data: Buffer): Promise<{ sheetName: string; rows: unknown[][] }[]> {
  const Excel = await loadExcelJS();
  const workbook = new Excel.Workbook();
  // ExcelJS declares its own Buffer type, which a Node Buffer does not match (a library boundary).
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook.worksheets.map((worksheet) => {
    const rows: unknown[][] = [];
    worksheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      const values = row.values as ExcelJS.CellValue[];
      rows[rowNumber - 1] = Array.from({ length: Math.max(values.length - 1, 0) }, (_, i) => values[i + 1] ?? null);
    });
    return { sheetName: worksheet.name, rows: Array.from(rows, (r) => r ?? []) };
  });
}
