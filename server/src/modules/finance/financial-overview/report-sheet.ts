// An .xlsx in the periodic report's layout (report-file.ts reads it back): the demo seed and the
// tests write their reports with it, so they go through the same importer as an upload.
import ExcelJS from 'exceljs';
import { REPORT_COLUMNS } from './report-file.ts';

export interface TSheetRow {
  code: string;
  name: string;
  planned: number | string;
  used: number | string;
}

export async function reportSheet(rows: readonly TSheetRow[], header: readonly string[] = REPORT_COLUMNS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Időszakos jelentés');
  sheet.addRow([...header]);
  for (const row of rows) sheet.addRow([row.code, row.name, row.planned, row.used]);
  return Buffer.from(await book.xlsx.writeBuffer());
}
