import { execFileSync } from 'node:child_process';
import { createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { DocumentLayout, FieldTable, renderDocumentHtml } from './document.tsx';
import { extractPdfText } from './extract-text.ts';
import { createPdfRenderer } from './renderer.ts';
import { chooseChromium } from './chromium.ts';

const renderer = createPdfRenderer({ chromium: chooseChromium({ systemPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }) });
// The fallback of a machine without a Chromium package: the binary inside @sparticuz/chromium.
const bundled = createPdfRenderer({ chromium: chooseChromium({ systemPath: '/nonexistent/chromium' }) });

afterAll(async () => {
  await Promise.all([renderer.close(), bundled.close()]);
});

const TITLE = 'Kötelezettségvállalás – Árvíztűrő tükörfúrógép';

// The server test project runs `*.test.ts`, so no JSX here: plain createElement.
function sampleHtml() {
  const institution = {
    name: 'Minta Szakképzési Centrum',
    unit_code: 'SZC-01',
    zip_code: '1111',
    city: 'Budapest',
    address_1: 'Fő utca 1.',
  };
  const fields = createElement(FieldTable, {
    rows: [
      ['Összeg', '1 234 567 Ft'],
      ['Szállító', 'Őszi Ügyvitel Kft.'],
    ],
  });
  return renderDocumentHtml(createElement(DocumentLayout, { institution, title: TITLE, referenceNumber: 'KV/2026/00042' }, fields));
}

/** Chromium processes this test process started (found by parent pid, never by name). */
function chromiumChildren(): number[] {
  const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((line) => /chrom/i.test(line))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

describe('document HTML', () => {
  it('is a Hungarian UTF-8 page with the print font stack', () => {
    const html = sampleHtml();
    expect(html.startsWith('<!doctype html><html lang="hu">')).toBe(true);
    expect(html).toContain('<meta charSet="utf-8"/>');
    expect(html).toContain(`font-family: 'DejaVu Sans', Arial, sans-serif`);
    expect(html).toContain('1111 Budapest, Fő utca 1.');
    expect(html).toMatch(/Készült: \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });
});

describe('PDF renderer (real Chromium)', () => {
  it('renders with the bundled Chromium when the system has none', async () => {
    expect(bundled.chromium.source).toBe('bundled');
    try {
      const pdf = await bundled.render(sampleHtml());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await extractPdfText(pdf)).replace(/\s+/g, ' ')).toContain(TITLE);
    } finally {
      // The relaunch test below counts this process's browsers.
      await bundled.close();
    }
  }, 120_000);

  it('renders a DocumentLayout whose text, accents included, can be extracted', async () => {
    const pdf = await renderer.render(sampleHtml());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await extractPdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain(TITLE);
    expect(text).toContain('Minta Szakképzési Centrum');
    expect(text).toContain('Iktatószám: KV/2026/00042');
    expect(text).toContain('Szállító Őszi Ügyvitel Kft.');
    expect(text).toMatch(/Készült: \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });

  it('renders concurrently on one browser and relaunches a browser that died', async () => {
    const pdfs = await Promise.all([1, 2, 3].map(() => renderer.render(sampleHtml())));
    expect(pdfs.every((pdf) => pdf.subarray(0, 5).toString('latin1') === '%PDF-')).toBe(true);
    const browsers = chromiumChildren();
    expect(browsers).toHaveLength(1);

    process.kill(browsers[0], 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const pdf = await renderer.render(sampleHtml());
    expect((await extractPdfText(pdf)).replace(/\s+/g, ' ')).toContain(TITLE);
    expect(chromiumChildren()).not.toContain(browsers[0]);
  });
});
