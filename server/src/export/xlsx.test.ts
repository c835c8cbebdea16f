import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readXlsx, type TXlsxColumn, writeXlsx } from './xlsx.ts';

const COLUMNS: TXlsxColumn[] = [
  { header: 'Azonosító', key: 'id', type: 'number', width: 10 },
  { header: 'Megnevezés', key: 'name' },
  { header: 'Összeg', key: 'amount', type: 'money' },
  { header: 'Teljesítés', key: 'due', type: 'date' },
  { header: 'Létrehozva', key: 'created_at', type: 'datetime' },
];

async function* commitments(count: number) {
  for (let i = 1; i <= count; i++) {
    yield {
      id: i,
      name: `Árvíztűrő tükörfúrógép ${i}`,
      // Prisma Decimals arrive as strings on the wire.
      amount: i % 2 === 0 ? String(i * 1000) : i * 1000,
      due: new Date(Date.UTC(2026, 0, 1 + (i % 365))),
      // 2026-07-01 22:30 UTC is 2026-07-02 00:30 in Budapest.
      created_at: i === 1 ? '2026-07-01T22:30:00Z' : new Date('2026-11-22T09:15:00Z'),
      ignored: 'not a column',
    };
  }
}

describe('writeXlsx / readXlsx', () => {
  it('writes 1,000 rows with date and money columns and reads them back', async () => {
    const data = await buffer(writeXlsx({ sheetName: 'Kötelezettségvállalások', columns: COLUMNS, rows: commitments(1000) }));
    expect(data.subarray(0, 2).toString('latin1')).toBe('PK');

    const [sheet, ...others] = await readXlsx(data);
    expect(others).toHaveLength(0);
    expect(sheet.sheetName).toBe('Kötelezettségvállalások');
    expect(sheet.rows).toHaveLength(1001);
    expect(sheet.rows[0]).toEqual(['Azonosító', 'Megnevezés', 'Összeg', 'Teljesítés', 'Létrehozva']);
    expect(sheet.rows[1]).toEqual([
      1,
      'Árvíztűrő tükörfúrógép 1',
      1000,
      new Date('2026-01-02T00:00:00Z'),
      new Date('2026-07-02T00:30:00Z'),
    ]);
    expect(sheet.rows[1000]).toEqual([
      1000,
      'Árvíztűrő tükörfúrógép 1000',
      1_000_000,
      new Date(Date.UTC(2026, 0, 1 + (1000 % 365))),
      new Date('2026-11-22T10:15:00Z'),
    ]);
  });

  it('styles the header and formats money and dates', async () => {
    const rows = [{ id: 1, name: 'Teszt', amount: 1234567, due: '2026-11-22', created_at: null }];
    const data = await buffer(writeXlsx({ sheetName: 'Lista', columns: COLUMNS, rows }));
    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as an ArrayBuffer-like "Buffer"; hand it the bytes as one.
    await workbook.xlsx.load(new Uint8Array(data).buffer);
    const sheet = workbook.getWorksheet('Lista')!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('C2').value).toBe(1234567);
    expect(sheet.getCell('C2').numFmt).toBe('#,##0 "Ft"');
    expect(sheet.getCell('D2').value).toEqual(new Date('2026-11-22T00:00:00Z'));
    expect(sheet.getCell('D2').numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getCell('E2').value).toBeNull();
    expect(sheet.getColumn(1).width).toBe(10);
  });

  it('stops reading the row source when the reader goes away', async () => {
    let produced = 0;
    let closed = false;
    async function* endless() {
      try {
        for (;;) {
          produced++;
          yield { id: produced, name: 'sor' };
        }
      } finally {
        closed = true;
      }
    }
    const stream = writeXlsx({ sheetName: 'Megszakítva', columns: COLUMNS, rows: endless() }) as Readable;
    await once(stream, 'data');
    stream.destroy();
    await expect.poll(() => closed, { timeout: 5000 }).toBe(true);
    const after = produced;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(produced).toBe(after);
  });

  it('fails the stream when the row source fails', async () => {
    function* broken() {
      yield { id: 1, name: 'ok' };
      throw new Error('adatbázis hiba');
    }
    await expect(buffer(writeXlsx({ sheetName: 'Hiba', columns: COLUMNS, rows: broken() }))).rejects.toThrow(
      'adatbázis hiba',
    );
  });
});
