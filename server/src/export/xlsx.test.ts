import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
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

/** The names in a zip's central directory, in order. */
function zipEntryNames(zip: Buffer): string[] {
  const end = zip.length - 22;
  const names: string[] = [];
  for (let i = 0, at = zip.readUInt32LE(end + 16); i < zip.readUInt16LE(end + 10); i++) {
    const [nameLength, extraLength, commentLength] = [28, 30, 32].map((field) => zip.readUInt16LE(at + field));
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** An endless row source that counts what it handed out and notes when it was closed. */
function endlessRows() {
  const source = { produced: 0, closed: false, rows: rows() };
  async function* rows(): AsyncGenerator<Record<string, unknown>> {
    try {
      for (;;) {
        source.produced++;
        yield { id: source.produced, name: `Árvíztűrő tükörfúrógép ${source.produced}`, amount: source.produced * 1000 };
      }
    } finally {
      source.closed = true;
    }
  }
  return source;
}

const hasUnzip = spawnSync('unzip', ['-v']).status === 0;

describe('writeXlsx / readXlsx', () => {
  it('writes 1,000 rows with date and money columns and reads them back', async () => {
    const data = await buffer(writeXlsx({ sheetName: 'Kötelezettségvállalások', columns: COLUMNS, rows: commitments(1000) }));
    expect(data.subarray(0, 2).toString('latin1')).toBe('PK');

    const [sheet, ...others] = await readXlsx(data);
    expect(others).toHaveLength(0);
    expect(sheet.sheetName).toBe('Kötelezettségvállalások');
    expect(sheet.rows).toHaveLength(1001);
    expect(sheet.rows[0]).toEqual(['Azonosító', 'Megnevezés', 'Összeg', 'Teljesítés', 'Létrehozva']);
    expect(sheet.rows[1]).toEqual([1, 'Árvíztűrő tükörfúrógép 1', 1000, new Date('2026-01-02T00:00:00Z'), new Date('2026-07-02T00:30:00Z')]);
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

  it('round-trips every column type, accents, XML specials and whitespace', async () => {
    const columns: TXlsxColumn[] = [
      { header: 'Szöveg <&>"\'', key: 'text' },
      { header: 'Szám', key: 'number', type: 'number' },
      { header: 'Összeg', key: 'money', type: 'money' },
      { header: 'Nap', key: 'date', type: 'date' },
      { header: 'Időpont', key: 'datetime', type: 'datetime' },
    ];
    const rows = [
      { text: 'Árvíztűrő tükörfúrógép ŐŰ <&>"\' 😀', number: -42, money: '1234567.5', date: '2026-11-22', datetime: new Date('2026-07-01T22:30:00Z') },
      { text: '  szélén szóköz  ', number: 2 ** 40, money: 0, date: new Date('2026-03-29T22:30:00Z'), datetime: '2026-03-29T01:30:00Z' },
      { text: 'sor\r\nvég\ttab', number: 0.1, money: -5, date: new Date('2026-12-31T23:30:00Z'), datetime: '2026-10-25T00:59:00Z' },
      // XML 1.0 cannot hold C0 controls but tab, LF and CR, nor U+FFFF: they are dropped.
      { text: 've\u0001zér\u001fl\uffffő', number: '17', money: 'nem szám', date: 'nem dátum', datetime: null },
      // A text column keeps numbers and booleans as they are; empty values leave the cell out.
      { text: 12.5, number: null, money: undefined, date: '', datetime: '' },
      { text: true, number: 1e21 },
      { text: '' },
    ];
    const data = await buffer(writeXlsx({ sheetName: 'Típusok', columns, rows }));
    const [sheet] = await readXlsx(data);
    expect(sheet.rows).toEqual([
      ['Szöveg <&>"\'', 'Szám', 'Összeg', 'Nap', 'Időpont'],
      ['Árvíztűrő tükörfúrógép ŐŰ <&>"\' 😀', -42, 1234567.5, new Date('2026-11-22T00:00:00Z'), new Date('2026-07-02T00:30:00Z')],
      // Budapest: 2026-03-29 is the day summer time starts, 2026-10-25 the day it ends.
      ['  szélén szóköz  ', 2 ** 40, 0, new Date('2026-03-30T00:00:00Z'), new Date('2026-03-29T03:30:00Z')],
      ['sor\r\nvég\ttab', 0.1, -5, new Date('2027-01-01T00:00:00Z'), new Date('2026-10-25T02:59:00Z')],
      ['vezérlő', 17],
      [12.5],
      [true, 1e21],
      // An empty text cell reads back as an empty cell.
      [],
    ]);
  });

  it('writes the header alone for an empty list', async () => {
    const data = await buffer(writeXlsx({ sheetName: 'Üres', columns: COLUMNS, rows: [] }));
    const [sheet] = await readXlsx(data);
    expect(sheet).toEqual({ sheetName: 'Üres', rows: [['Azonosító', 'Megnevezés', 'Összeg', 'Teljesítés', 'Létrehozva']] });
  });

  it('packs the workbook parts, the sheet last, and gives reference letters past Z', async () => {
    const columns = Array.from({ length: 30 }, (_, i): TXlsxColumn => ({ header: `O${i}`, key: `k${i}`, type: 'number' }));
    const row = Object.fromEntries(columns.map((column, i) => [column.key, i]));
    const data = await buffer(writeXlsx({ sheetName: 'Széles', columns, rows: [row] }));
    expect(zipEntryNames(data)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'docProps/app.xml',
      'docProps/core.xml',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(data).buffer);
    const sheet = workbook.getWorksheet('Széles')!;
    expect(sheet.getCell('Z2').value).toBe(25);
    expect(sheet.getCell('AD2').value).toBe(29);
  });

  it.skipIf(!hasUnzip)('passes unzip -t with a sheet of many deflated chunks', async () => {
    const data = await buffer(writeXlsx({ sheetName: 'Ellenőrzés', columns: COLUMNS, rows: commitments(20_000) }));
    const dir = mkdtempSync(path.join(tmpdir(), 'xlsx-'));
    try {
      const file = path.join(dir, 'export.xlsx');
      writeFileSync(file, data);
      const result = spawnSync('unzip', ['-t', file], { encoding: 'utf8' });
      expect(result.stdout).toContain('No errors detected');
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const [sheet] = await readXlsx(data);
    expect(sheet.rows).toHaveLength(20_001);
    expect(sheet.rows[20_000][1]).toBe('Árvíztűrő tükörfúrógép 20000');
  });

  it('keeps a text cell longer than a chunk whole', async () => {
    const long = 'Árvíztűrő tükörfúrógép & <társai> '.repeat(10_000);
    const data = await buffer(writeXlsx({ sheetName: 'Hosszú', columns: COLUMNS, rows: [{ id: 1, name: long }] }));
    // Also proves readXlsx reads whole: exceljs' streaming reader garbles a character split between two inflated chunks.
    const [sheet] = await readXlsx(data);
    expect(sheet.rows[1][1]).toBe(long);
  });

  it('makes the sheet name one Excel accepts', async () => {
    const names = async (sheetName: string) => (await readXlsx(await buffer(writeXlsx({ sheetName, columns: COLUMNS, rows: [] }))))[0].sheetName;
    expect(await names('Lista: 2026/11 [*?] \\ vége')).toBe('Lista_ 2026_11 ____ _ vége');
    expect(await names('Kötelezettségvállalások és számlák listája')).toBe('Kötelezettségvállalások és szám');
    expect(await names("'idézet'")).toBe('idézet');
    expect(await names('')).toBe('Munka1');
    expect(await names('History')).toBe('Munka1');
  });

  it('waits for a slow reader, then stops pulling rows once it goes away mid-sheet', async () => {
    const source = endlessRows();
    const stream = writeXlsx({ sheetName: 'Lassú', columns: COLUMNS, rows: source.rows }) as Readable;
    // Nobody reads: the writer fills the buffers along the way, then waits (polled until it stops:
    // a loaded machine takes longer to get there).
    let waiting = -1;
    for (let tries = 0; tries < 100 && (source.produced !== waiting || waiting <= 0); tries++) {
      waiting = source.produced;
      await sleep(200);
    }
    expect(waiting).toBeGreaterThan(0);
    expect(waiting).toBeLessThan(20_000);
    await sleep(100);
    expect(source.produced).toBe(waiting);

    let chunks = 0;
    for await (const _ of stream) {
      if (++chunks === 20) break;
    }
    await expect.poll(() => source.closed, { timeout: 5000 }).toBe(true);
    const produced = source.produced;
    expect(produced).toBeGreaterThan(waiting);
    await sleep(100);
    expect(source.produced).toBe(produced);
  });

  it('fails the stream when the row source fails', async () => {
    function* broken() {
      yield { id: 1, name: 'ok' };
      throw new Error('adatbázis hiba');
    }
    await expect(buffer(writeXlsx({ sheetName: 'Hiba', columns: COLUMNS, rows: broken() }))).rejects.toThrow('adatbázis hiba');
  });

  it('fails the stream when the row source fails mid-sheet, after bytes went out', async () => {
    function* brokenLater() {
      for (let id = 1; id <= 50_000; id++) yield { id, name: `sor ${id}` };
      throw new Error('adatbázis hiba később');
    }
    await expect(buffer(writeXlsx({ sheetName: 'Hiba', columns: COLUMNS, rows: brokenLater() }))).rejects.toThrow('adatbázis hiba később');
  });
});
