import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderDocumentHtml } from '../pdf/document.tsx';
import { createPdfRenderer } from '../pdf/renderer.ts';
import { chooseChromium } from '../pdf/chromium.ts';
import { inspectUpload, safeFileName, UPLOAD_MESSAGES } from './upload.ts';

const MAX_BYTES = 5 * 1024 * 1024;

// A 1×1 transparent PNG.
const PNG_1X1 = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06,
  0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0xf0, 0x1f, 0x00, 0x05, 0x00,
  0x01, 0xff, 0x89, 0x99, 0x3d, 0x1d, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
]);

// The first bytes of a 64-bit ELF executable, padded like a real header.
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(56, 0)]);

// A Compound File Binary header: the container of Word 97 / Excel 97 files (and of .msi installers).
const CFB = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504, 0)]);

let pdf: Buffer;
let xlsx: Buffer;

beforeAll(async () => {
  const renderer = createPdfRenderer({ chromium: chooseChromium({ systemPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }) });
  try {
    pdf = await renderer.render(renderDocumentHtml(createElement('p', null, 'Árvíztűrő tükörfúrógép')));
  } finally {
    await renderer.close();
  }
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Adatok').addRow(['Név', 'Összeg']);
  xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
});

function inspect(data: Buffer, filename: string, maxBytes = MAX_BYTES) {
  return inspectUpload({ data, filename, maxBytes });
}

describe('inspectUpload: allowed types, sniffed from the content', () => {
  it('accepts a real PDF', async () => {
    expect(await inspect(pdf, 'Kötelezettségvállalás 2026.pdf')).toEqual({
      ok: true,
      mime: 'application/pdf',
      safeName: 'Kötelezettségvállalás 2026.pdf',
      size: pdf.length,
    });
  });

  it('accepts a PNG and names it by its real type, whatever the upload said', async () => {
    expect(await inspect(PNG_1X1, 'fénykép.jpg')).toMatchObject({ ok: true, mime: 'image/png', safeName: 'fénykép.png' });
  });

  it('accepts an xlsx written by exceljs', async () => {
    expect(await inspect(xlsx, 'kimutatás')).toMatchObject({
      ok: true,
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      safeName: 'kimutatás.xlsx',
    });
  });

  it('accepts a streamed xlsx whose big sheet comes first, and refuses a plain zip', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-streamed-')), 'nyilvantartas.xlsx');
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false });
    const sheet = book.addWorksheet('Nyilvántartás');
    // Past ~1 MB of sheet before the package's parts, file-type answers a plain zip.
    for (let i = 0; i < 50_000; i++) sheet.addRow([`B-${i}`, `Eszköz ${i}`, 'Informatika terem', 1000 + i]).commit();
    await book.commit();
    const streamed = fs.readFileSync(file);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    expect(await inspect(streamed, 'nyilvantartas.xlsx')).toMatchObject({ ok: true, safeName: 'nyilvantartas.xlsx' });
    // A zip that is no office package stays refused.
    const plainZip = await new ExcelJS.Workbook().xlsx.writeBuffer().then((b) => Buffer.from(b));
    const renamed = Buffer.from(plainZip.toString('latin1').replaceAll('[Content_Types].xml', '[Content_Typez].xml'), 'latin1');
    expect(await inspect(renamed, 'csomag.xlsx')).toMatchObject({ ok: false });
  });

  it('accepts legacy Word/Excel files (CFB) but not other CFB containers', async () => {
    expect(await inspect(CFB, 'régi.doc')).toMatchObject({ ok: true, mime: 'application/msword', safeName: 'régi.doc' });
    expect(await inspect(CFB, 'régi.XLS')).toMatchObject({ ok: true, mime: 'application/vnd.ms-excel', safeName: 'régi.xls' });
    expect(await inspect(CFB, 'setup.msi')).toEqual({ ok: false, message: UPLOAD_MESSAGES.notAllowed });
  });

  it('accepts UTF-8 plain text and CSV', async () => {
    const csv = Buffer.from('név;összeg\nŐsz Ödön;1200\n', 'utf8');
    expect(await inspect(csv, 'lista.csv')).toMatchObject({ ok: true, mime: 'text/csv', safeName: 'lista.csv' });
    expect(await inspect(Buffer.from('Jegyzet\n'), 'jegyzet')).toMatchObject({ ok: true, mime: 'text/plain', safeName: 'jegyzet.txt' });
  });
});

describe('inspectUpload: rejections', () => {
  const notAllowed = { ok: false, message: 'Nem engedélyezett fájltípus.' };

  it('rejects an executable even when it is named like a PDF', async () => {
    expect(await inspect(ELF, 'szamla.pdf')).toEqual(notAllowed);
  });

  it('rejects HTML, SVG and scripts', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const xmlSvg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await inspect(html, 'oldal.txt')).toEqual(notAllowed);
    expect(await inspect(svg, 'kep.svg')).toEqual(notAllowed);
    expect(await inspect(xmlSvg, 'kep.txt')).toEqual(notAllowed);
    expect(await inspect(Buffer.from('#!/bin/sh\nrm -rf /\n'), 'telepito.txt')).toEqual(notAllowed);
    expect(await inspect(Buffer.from('alert(1)\n'), 'script.js')).toEqual(notAllowed);
  });

  it('rejects binary data that is neither a known type nor UTF-8 text', async () => {
    expect(await inspect(Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe]), 'adat.txt')).toEqual(notAllowed);
    expect(await inspect(Buffer.from([0xc3, 0x28, 0x41]), 'hibas.txt')).toEqual(notAllowed);
  });

  it('rejects an empty file', async () => {
    expect(await inspect(Buffer.alloc(0), 'ures.pdf')).toEqual({ ok: false, message: 'Üres fájl nem tölthető fel.' });
  });

  it('rejects a file over the limit with the limit in MB', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(2 * 1024 * 1024 - pdf.length + 1, 0x20)]);
    expect(await inspect(big, 'nagy.pdf', 2 * 1024 * 1024)).toEqual({
      ok: false,
      message: 'A fájl túl nagy (legfeljebb 2 MB).',
    });
    expect(await inspect(pdf, 'pont.pdf', pdf.length)).toMatchObject({ ok: true });
  });
});

describe('safeFileName', () => {
  it('keeps Hungarian letters and drops path parts and control characters', () => {
    expect(safeFileName('C:\\Users\\x\\Árvíztűrő tükörfúrógép.pdf', 'pdf')).toBe('Árvíztűrő tükörfúrógép.pdf');
    expect(safeFileName('../../etc/passwd', 'txt')).toBe('passwd.txt');
    expect(safeFileName('a\u0000b\u202ecod.exe', 'pdf')).toBe('abcod.pdf');
    expect(safeFileName('kérdés?<>|".pdf', 'pdf')).toBe('kérdés_____.pdf');
    expect(safeFileName('...', 'pdf')).toBe('fajl.pdf');
  });

  it('keeps at most 150 characters with the extension', () => {
    const name = safeFileName(`${'ő'.repeat(300)}.pdf`, 'pdf');
    expect(Array.from(name)).toHaveLength(150);
    expect(name.endsWith('ő.pdf')).toBe(true);
  });
});
