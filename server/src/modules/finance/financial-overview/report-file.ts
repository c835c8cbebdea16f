// Reading an uploaded periodic report (DESIGN.md "Financial overview"): one worksheet, header
// row 'Rovat | Megnevezés | Előirányzat | Teljesítés', then one rovat a row. Every limit is
// checked before exceljs parses the file; every problem is a Hungarian 400 on `file`.
import ExcelJS from 'exceljs';
import { Prisma } from '../../../generated/prisma/client.ts';
import { formatNumber } from '@etanker/shared/format.ts';
import { inspectUpload } from '../../../files/upload.ts';
import { badRequest } from '../../../http/errors.ts';
import { zipProblem } from '../../../files/zip-guard.ts';

export const REPORT_COLUMNS = ['Rovat', 'Megnevezés', 'Előirányzat', 'Teljesítés'] as const;
export const REPORT_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  maxRows: 500,
  maxZipEntries: 100,
  maxUnzippedBytes: 20 * 1024 * 1024,
};
const MAX_AMOUNT = new Prisma.Decimal('999999999999.99');
const CODE = /^K[1-9][0-9]{0,5}$/;
const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const REPORT_MESSAGES = {
  notXlsx: 'Csak .xlsx táblázat tölthető fel.',
  zipTooLarge: 'A táblázat kicsomagolva túl nagy vagy túl sok részből áll.',
  broken: 'A táblázat nem olvasható.',
  layout: `Hibás oszlopok: az első sor legyen ${REPORT_COLUMNS.join(' | ')}.`,
  tooManyRows: `Legfeljebb ${REPORT_LIMITS.maxRows} sor tölthető fel.`,
  empty: 'A táblázatban nincs rovat.',
} as const;

export interface TReportRow {
  position: number;
  code: string;
  name: string;
  planned: Prisma.Decimal;
  used: Prisma.Decimal;
}

export interface TReportFile {
  safeName: string;
  size: number;
  rows: TReportRow[];
}

const refuse = (message: string): never => {
  throw badRequest({ file: [message] });
};

export async function readReportFile(file: { filename: string; data: Buffer }): Promise<TReportFile> {
  const inspected = await inspectUpload({ data: file.data, filename: file.filename, maxBytes: REPORT_LIMITS.maxBytes });
  if (!inspected.ok) return refuse(inspected.message);
  if (inspected.mime !== XLSX_MIME) return refuse(REPORT_MESSAGES.notXlsx);
  const problem = zipProblem(file.data, { maxEntries: REPORT_LIMITS.maxZipEntries, maxTotalBytes: REPORT_LIMITS.maxUnzippedBytes });
  if (problem) return refuse(problem === 'broken' ? REPORT_MESSAGES.broken : REPORT_MESSAGES.zipTooLarge);
  const book = new ExcelJS.Workbook();
  try {
    // ExcelJS declares its own Buffer type, which a Node Buffer does not match (a library boundary).
    await book.xlsx.load(file.data as unknown as ExcelJS.Buffer);
  } catch {
    return refuse(REPORT_MESSAGES.broken);
  }
  const sheet = book.worksheets[0];
  if (!sheet) return refuse(REPORT_MESSAGES.broken);
  const header = REPORT_COLUMNS.map((_, i) => cellText(sheet.getRow(1).getCell(i + 1).value).toLowerCase());
  if (header.some((text, i) => text !== REPORT_COLUMNS[i].toLowerCase())) return refuse(REPORT_MESSAGES.layout);
  if (sheet.actualRowCount - 1 > REPORT_LIMITS.maxRows) return refuse(REPORT_MESSAGES.tooManyRows);
  const rows = readRows(sheet);
  if (rows.length === 0) return refuse(REPORT_MESSAGES.empty);
  checkCodes(rows);
  return { safeName: inspected.safeName, size: inspected.size, rows };
}

function readRows(sheet: ExcelJS.Worksheet): TReportRow[] {
  const rows: TReportRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = [1, 2, 3, 4].map((i) => row.getCell(i).value);
    if (values.every((v) => cellText(v) === '')) return;
    const at = `${formatNumber(number)}. sor`;
    const code = cellText(values[0]).toUpperCase();
    if (!CODE.test(code)) refuse(`${at}: a rovat kódja K1–K9 kezdetű legyen (pl. K311).`);
    const name = cellText(values[1]);
    if (!name || name.length > 200) refuse(`${at}: a megnevezés kötelező, legfeljebb 200 karakter.`);
    rows.push({ position: rows.length + 1, code, name, planned: amount(values[2], `${at}, előirányzat`), used: amount(values[3], `${at}, teljesítés`) });
  });
  return rows;
}

/** One line a code, and no code under another one (K3 and K311 would count twice). */
function checkCodes(rows: TReportRow[]): void {
  const codes = rows.map((r) => r.code);
  for (const code of codes) {
    if (codes.filter((c) => c === code).length > 1) refuse(`A(z) ${code} rovat többször szerepel.`);
    const parent = codes.find((c) => c !== code && code.startsWith(c));
    if (parent) refuse(`A(z) ${parent} rovat és alrovata (${code}) együtt nem szerepelhet.`);
  }
}

function amount(value: ExcelJS.CellValue, where: string): Prisma.Decimal {
  const raw = typeof value === 'object' && value !== null && 'result' in value ? value.result : value;
  const text =
    typeof raw === 'number'
      ? String(raw)
      : cellText(raw as ExcelJS.CellValue)
          .replace(/\s/g, '')
          .replace(',', '.');
  if (text === '') return new Prisma.Decimal(0);
  if (!/^\d+(\.\d+)?$/.test(text)) return refuse(`${where}: nem érvényes összeg.`);
  const decimal = new Prisma.Decimal(text).toDecimalPlaces(2);
  if (decimal.gt(MAX_AMOUNT)) return refuse(`${where}: az összeg túl nagy.`);
  return decimal;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value).trim();
  if (value instanceof Date) return '';
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text).trim();
  return '';
}
