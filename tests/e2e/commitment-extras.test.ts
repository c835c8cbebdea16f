// Commitment follow-ups in the browser: extra fields, tender and budget pickers, comments with
// files, the Excel sheet, Pótigény and Visszaadás referensnek (issue 3, H7).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { seedDemoRecords } from '../../prisma/seed/demo-records.ts';
import { e2eFile, enableDownloads, screenshot, seriousViolations, visitScreen, waitForFile } from './browser.ts';

const e2e = e2eFile();

const SUBJECT = `Szerszámgép ${Date.now()}`;
const DETAIL_PATH = /^\/penzugy\/kotelezettsegvallalas\/\d+\.html$/;

let page: Page;

beforeAll(async () => {
  // The demo records (an approved commitment, one at the centre's step) and the demo tenders.
  await seedDemoRecords(e2e.server.services);
}, 120_000);

/** Names the failing step and keeps a screenshot of the page at that moment. */
async function step(name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    await screenshot(page, `failed-${name.replace(/\W+/g, '-')}`);
    throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
  }
}

async function logIn(email: string): Promise<void> {
  page = await e2e.browser.newPage();
  await page.goto(`${e2e.server.url}/belepes.html`, { waitUntil: 'networkidle0' });
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill('etanker');
  await page.locator('button[type=submit]').click();
  await page.waitForFunction(() => window.location.pathname === '/', { timeout: 15_000 });
}

async function visit(pathname: string, marker: string): Promise<void> {
  await visitScreen(page, `${e2e.server.url}${pathname}`, marker);
}

async function text(value: string) {
  return page.locator(`::-p-text(${value})`).setTimeout(15_000).wait();
}

const button = (label: string) => page.locator(`::-p-aria([name="${label}"][role="button"])`).setTimeout(15_000);
const count = (selector: string) => page.$$eval(selector, (nodes) => nodes.length);
const valueOf = (label: string) => page.$eval(`::-p-aria(${label})`, (input) => (input as HTMLInputElement).value);

async function commitmentPathOf(subject: string): Promise<string> {
  const { id } = await e2e.server.services.prisma.commitment.findFirstOrThrow({ where: { subject }, select: { id: true } });
  return `/penzugy/kotelezettsegvallalas/${id}.html`;
}

describe('commitment extras', () => {
  it('saves the extra fields and pickers, takes a comment with a file and gives the Excel sheet', { timeout: 120_000 }, async () => {
    await logIn('igenylo.a@etanker.local');
    await step('new form', async () => {
      await visit('/penzugy/kotelezettsegvallalas/uj.html', 'Szállítási adatok');
      expect(await valueOf('Szállítási cím')).not.toBe('');
      expect(await page.$('::-p-aria(A sürgősség indoklása)')).toBeNull();
      await text('év');
    });

    await step('urgent reason and repeatable section', async () => {
      await page.locator('::-p-aria(Sürgős beszerzés)').click();
      await page.locator('::-p-aria(A sürgősség indoklása)').fill('A régi gép tönkrement, a gyakorlati oktatás áll.');
      await button('Új válasz').click();
      expect(await count('::-p-aria(Szállítási cím)')).toBe(2);
      await button('Válasz törlése').click();
      expect(await count('::-p-aria(Szállítási cím)')).toBe(1);
    });

    await step('tender picker', async () => {
      await page.locator('::-p-aria(Pályázat)').click();
      await page.locator('[role="option"] ::-p-text(lezárt)').wait();
      const options = await page.$$eval('[role="option"]', (nodes) =>
        nodes.map((node) => ({ label: node.textContent, disabled: node.hasAttribute('data-combobox-disabled') })),
      );
      expect(options).toContainEqual({ label: 'Műhelyfejlesztési program - EFOP-4.1.2-17 (lezárt)', disabled: true });
      await screenshot(page, '40-palyazat-valaszto');
      await page.locator('[role="option"] ::-p-text(GINOP-6.2.3-17)').click();
    });

    await step('fill and save', async () => {
      await page.locator('::-p-aria(Tárgy)').fill(SUBJECT);
      await page.locator('::-p-aria(Főkönyvi tétel)').click();
      await page.keyboard.type('K311');
      await page.locator('[role="option"] ::-p-text(K311)').click();
      await page.locator('::-p-aria(Bruttó összeg)').fill('890000');
      await page.locator('::-p-aria(Beszerzés jellege)').click();
      await page.locator('[role="option"] ::-p-text(Eszköz)').click();
      await page.locator('::-p-aria(Becsült élettartam)').fill('8');
      await screenshot(page, '41-kotelezettsegvallalas-uj-extra-mezok');
      expect(await seriousViolations(page)).toEqual([]);
      await button('Mentés').click();
      await page.waitForFunction((pattern) => new RegExp(pattern).test(window.location.pathname), { timeout: 15_000 }, DETAIL_PATH.source);
    });

    await step('details keep the answers', async () => {
      await text('Beküldés jóváhagyásra');
      expect(await valueOf('A sürgősség indoklása')).toBe('A régi gép tönkrement, a gyakorlati oktatás áll.');
      expect(await valueOf('Pályázat')).toBe('Szakképzés Digitalizációja - GINOP-6.2.3-17');
      expect(await valueOf('Beszerzés jellege')).toBe('Eszköz');
      expect(await valueOf('Becsült élettartam')).toBe('8');
      expect(await page.$('::-p-aria([name="Pótigény"][role="button"])')).toBeNull();
    });

    await step('comment with a file', async () => {
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-e2e-')), 'gepkatalogus.txt');
      fs.writeFileSync(file, 'Esztergagép, 3 kW.\n');
      await page.locator('::-p-aria(Új megjegyzés)').fill('Csatolom a gép adatlapját.');
      const [chooser] = await Promise.all([page.waitForFileChooser(), page.locator('::-p-aria(Csatolt fájlok)').click()]);
      await chooser.accept([file]);
      await button('Megjegyzés küldése').click();
      await page.locator('[data-comment-id] ::-p-text(gepkatalogus.txt)').setTimeout(15_000).wait();
      await text('Csatolom a gép adatlapját.');
      await screenshot(page, '42-kotelezettsegvallalas-reszletek-extra');
      expect(await seriousViolations(page)).toEqual([]);
    });

    await step('Excel sheet', async () => {
      const downloads = await enableDownloads(page);
      await button('Excel').click();
      const sheet = await waitForFile(downloads, /^kotelezettsegvallalas_\d+\.xlsx$/);
      expect(fs.readFileSync(sheet).subarray(0, 2).toString()).toBe('PK');
    });
    await page.close();
  });

  it('makes a Pótigény from an approved commitment and opens it', async () => {
    await logIn('igenylo.a@etanker.local');
    await step('Pótigény', async () => {
      await visit(await commitmentPathOf('Tankönyvek a 9. évfolyamnak'), 'Jóváhagyott');
      expect(await page.$('::-p-aria([name="Visszaadás referensnek"][role="button"])')).toBeNull();
      const approvedPath = await page.evaluate(() => window.location.pathname);
      await button('Pótigény').click();
      // It makes a record: the client asks first, naming the record.
      await text('Pótigényt készít ehhez a kötelezettségvállaláshoz:');
      await page.locator('.mantine-Modal-content ::-p-aria([name="Pótigény"][role="button"])').click();
      await text('Pótigény: Tankönyvek a 9. évfolyamnak');
      const newPath = await page.evaluate(() => window.location.pathname);
      expect(newPath).toMatch(DETAIL_PATH);
      expect(newPath).not.toBe(approvedPath);
      await screenshot(page, '43-potigeny');
    });
    await page.close();
  });

  it('lets a centre user return a commitment to a finance referent', async () => {
    await logIn('kozpontipenzugy@etanker.local');
    await step('return to referent', async () => {
      await visit(await commitmentPathOf('Hegesztő védőfelszerelés'), 'Hegesztő védőfelszerelés');
      await button('Visszaadás referensnek').click();
      await page.locator('.mantine-Modal-content ::-p-aria(Pénzügyi referens)').click();
      await page.locator('[role="option"]').setTimeout(15_000).wait();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await screenshot(page, '44-visszaadas-referensnek');
      expect(await seriousViolations(page)).toEqual([]);
      await page.locator('.mantine-Modal-content ::-p-aria([name="Visszaadás"][role="button"])').click();
      await text('A kötelezettségvállalás visszakerült a referenshez.');
      await text('Visszaadva referensnek');
      await page.waitForFunction(() => !document.body.innerText.includes('Visszaadás referensnek'), { timeout: 15_000 });
      await screenshot(page, '45-visszaadva-referensnek');
    });
    await page.close();
  });
});
