// Issue 11: the shell at desktop (1366×768) and phone (390×844) size. Login → list → details →
// decision dialog, each with no horizontal page scroll, the header on one line, the page's own
// title, and no WCAG 2.1 AA violation (axe-core) on list, details, new page and dialogs.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'puppeteer';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { newCommitment } from '../security/commitment-helpers.ts';
import { buildClient, launchBrowser, screenshot, wcagAaViolations } from './browser.ts';

const README_SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');
const SUBJECT = `Képernyőpróba ${Date.now()}`;
const SIZES = [
  { name: 'asztali', width: 1366, height: 768 },
  { name: 'telefon', width: 390, height: 844 },
] as const;

let server: TTestServer;
let browser: Browser;
let reference: string;

beforeAll(async () => {
  await buildClient();
  server = await startTestServer();
  // A commitment of school 001 saved by its requester: its first step is the requester's submit.
  const token = await login(server.app, 'igenylo.a@etanker.local');
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/kotelezettsegvallalas/',
    headers: authHeader(token),
    payload: { ...newCommitment, subject: SUBJECT },
  });
  expect(created.statusCode, created.body).toBe(201);
  reference = created.json().reference_number || SUBJECT;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

/** No horizontal page scroll, the header's items on one line, no AA violation. */
async function checkScreen(page: Page, label: string): Promise<void> {
  const layout = await page.evaluate(() => {
    const header = document.querySelector('header');
    const box = header?.getBoundingClientRect();
    // The header's visible controls: on one line their vertical centres agree (within a few px)
    // and none spills out of the header's fixed height.
    const rects = header
      ? Array.from(header.querySelectorAll('a, button'))
          .map((node) => node.getBoundingClientRect())
          .filter((rect) => rect.height > 0 && rect.width > 0)
      : [];
    const centres = rects.map((rect) => rect.top + rect.height / 2);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      // The elements reaching past the right edge, named for the failure message.
      wide: Array.from(document.querySelectorAll('body *'))
        .filter((node) => {
          if (node.getBoundingClientRect().right <= window.innerWidth + 0.5) return false;
          // Content of a box that scrolls (or clips) on its own does not widen the page.
          for (let parent = node.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
            if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(parent).overflowX)) return false;
          }
          return true;
        })
        .slice(0, 5)
        .map((node) => `${node.tagName.toLowerCase()}.${Array.from(node.classList).join('.')} ${(node.textContent ?? '').slice(0, 30)}`),
      width: window.innerWidth,
      centreSpread: centres.length ? Math.max(...centres) - Math.min(...centres) : 0,
      spills: rects.filter((rect) => box && (rect.top < box.top || rect.bottom > box.bottom || rect.right > box.right)).length,
    };
  });
  expect(layout.scrollWidth, `${label}: horizontal scroll (${layout.wide.join(' | ')})`).toBeLessThanOrEqual(layout.width);
  expect(layout.centreSpread, `${label}: header on one line`).toBeLessThanOrEqual(4);
  expect(layout.spills, `${label}: header controls outside the header`).toBe(0);
  expect(await wcagAaViolations(page), label).toEqual([]);
}

describe('shell layout', () => {
  for (const size of SIZES) {
    it(`walks login → list → details → decision at ${size.width}×${size.height}`, { timeout: 180_000 }, async () => {
      const page = await browser.newPage();
      await page.setViewport({ width: size.width, height: size.height });
      await page.bringToFront();
      await page.goto(`${server.url}/belepes.html`, { waitUntil: 'networkidle0' });
      await page.locator('input[type=email]').fill('igenylo.a@etanker.local');
      await page.locator('input[type=password]').fill('etanker');
      await page.locator('button[type=submit]').click();
      await page.waitForFunction(() => window.location.pathname === '/', { timeout: 15_000 });

      await page.goto(`${server.url}/penzugy/kotelezettsegvallalas/lista.html`, { waitUntil: 'domcontentloaded' });
      await page.locator(`::-p-text(${SUBJECT})`).setTimeout(15_000).wait();
      await settle();
      expect(await page.title()).toBe('Kötelezettségvállalások – eTanker');
      await checkScreen(page, `${size.name} lista`);

      await page.locator(`::-p-text(${SUBJECT})`).click();
      await page.locator('::-p-text(Aktuális lépés)').setTimeout(15_000).wait();
      await settle();
      expect(await page.title()).toBe(`Kötelezettségvállalás ${reference} – eTanker`);
      await checkScreen(page, `${size.name} részletek`);
      await screenshot(page, `shell-${size.name}-reszletek`);

      // The decision dialog: the panel's first option, fully inside the viewport.
      await page.evaluate(() => {
        const heading = Array.from(document.querySelectorAll('h2')).find((node) => node.textContent?.startsWith('Aktuális lépés'));
        heading?.parentElement?.querySelector('button')?.click();
      });
      await page.locator('[role=dialog]').setTimeout(15_000).wait();
      await settle();
      const box = await page.$eval('[role=dialog]', (node) => {
        const rect = node.getBoundingClientRect();
        return { top: rect.top, left: rect.left, right: rect.right, bottom: rect.bottom, width: window.innerWidth, height: window.innerHeight };
      });
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(box.width);
      expect(box.bottom).toBeLessThanOrEqual(box.height);
      await checkScreen(page, `${size.name} döntés`);
      fs.mkdirSync(README_SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: path.join(README_SCREENSHOTS, `dontes-${size.name}.png`) });
      await page.keyboard.press('Escape');

      // The confirmation dialog of a destructive action.
      await page.locator('::-p-aria([name="Törlés"][role="button"])').click();
      await page.locator(`::-p-text(Biztosan törli a(z))`).setTimeout(15_000).wait();
      await settle();
      await checkScreen(page, `${size.name} megerősítés`);
      await page.keyboard.press('Escape');

      await page.goto(`${server.url}/penzugy/kotelezettsegvallalas/uj.html`, { waitUntil: 'domcontentloaded' });
      await page.locator('::-p-text(Új kötelezettségvállalás)').setTimeout(15_000).wait();
      await settle();
      expect(await page.title()).toBe('Új kötelezettségvállalás – eTanker');
      await checkScreen(page, `${size.name} új`);
      await page.close();
    });
  }
});
