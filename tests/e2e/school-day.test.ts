// Issue 11 "Done means": a school day on commitments walked in the browser at 1366×768 and at
// 390×844. The requester creates a commitment with products, submits it, comments, attaches a
// file, previews the PDF and exports the list; the school manager decides it, previews and
// exports; a read-only user of the school sees no write control. Every screen kind (login,
// landing, phone menu, list, new, details, calendar, decision and confirm dialogs) is checked
// with axe-core (WCAG 2.1 A/AA, 0 violations), without horizontal page scroll, with the header on
// one line and no cut state text.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { formatDate } from '@etanker/shared/format.ts';
import { login, authHeader } from '../helpers/server.ts';
import {
  clickCentred,
  e2eFile,
  enableDownloads,
  expectDialogInView,
  expectUsableScreen,
  logInAs,
  screenshot,
  shownControls,
  SIZES,
  visitScreen,
  waitForFile,
} from './browser.ts';

const e2e = e2eFile();

const LIST = '/penzugy/kotelezettsegvallalas/lista.html';
const DETAIL_PATH = /^\/penzugy\/kotelezettsegvallalas\/\d+\.html$/;
const README_SCREENSHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots');
const WRITE_CONTROLS = [
  'Új kötelezettségvállalás',
  'Megjelölés',
  'Másolás',
  'Sztornó',
  'Lemondás',
  'Törlés',
  'Pótigény',
  'Visszaadás referensnek',
  'Mentés',
  'Feltöltés',
  'Megjegyzés küldése',
  'Beküldés jóváhagyásra',
  'Jóváhagyom',
];
const today = formatDate(new Date());

let page: Page;

beforeAll(async () => {
  // A room reservation of school 001 today, for the calendar.
  const token = await login(e2e.server.app, 'igenylo.a@etanker.local');
  const room = await e2e.server.services.prisma.room.findFirstOrThrow({ where: { name: 'Informatika terem' }, select: { id: true } });
  const reserved = await e2e.server.app.inject({
    method: 'POST',
    url: '/api/teremfoglalasok/',
    headers: authHeader(token),
    payload: { subject: 'Fogadóóra', start_time: `${today} 16:00`, end_time: `${today} 17:00`, room: room.id, participants: '10.B' },
  });
  expect(reserved.statusCode, reserved.body).toBe(201);
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

const settle = () => new Promise((resolve) => setTimeout(resolve, 600));
const text = (value: string) => page.locator(`::-p-text(${value})`).setTimeout(15_000).wait();
const buttonSelector = (label: string) => `::-p-aria([name="${label}"][role="button"])`;
const click = (label: string) => clickCentred(page, buttonSelector(label));
const dialogButton = (label: string) => page.locator(`[role="dialog"] ${buttonSelector(label)}`).setTimeout(15_000);
const visit = (pathname: string, marker: string) => visitScreen(page, `${e2e.server.url}${pathname}`, marker);

/** The README's views (the viewport, as staff see it). */
async function readmeScreenshot(name: string): Promise<void> {
  fs.mkdirSync(README_SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(README_SCREENSHOTS, `${name}.png`) });
}

async function newTab(width: number, height: number, email: string): Promise<void> {
  page = await e2e.browser.newPage();
  await page.setViewport({ width, height });
  await page.bringToFront();
  await logInAs(page, e2e.server.url, email);
}

/** The record's PDF preview: the server answers a PDF, shown in a new tab. */
async function previewPdf(): Promise<void> {
  // A toast top right would take the click (and stays while the pointer hovers it).
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.querySelectorAll('.mantine-Notification-root').length === 0, { timeout: 15_000 });
  const sent = page.waitForRequest((request) => request.url().includes('/generate_preview/'), { timeout: 15_000 });
  const answer = page.waitForResponse((response) => response.url().includes('/generate_preview/'), { timeout: 60_000 });
  await click('Előnézet');
  await sent;
  const preview = await answer;
  expect(preview.status()).toBe(200);
  expect(preview.headers()['content-type']).toBe('application/pdf');
  const tab = await e2e.browser.waitForTarget((target) => target.url().startsWith('blob:'), { timeout: 30_000 });
  await (await tab.page())?.close();
  // The new tab took the focus; background tabs do not paint.
  await page.bringToFront();
}

/** The list exported under the server's filename. */
async function exportList(marker: string): Promise<void> {
  const downloads = await enableDownloads(page);
  await visit(LIST, marker);
  await click('Exportálás');
  const exported = await waitForFile(downloads, /\.xlsx$/);
  expect(fs.readFileSync(exported).subarray(0, 2).toString()).toBe('PK');
}

describe('a school day on commitments', () => {
  for (const size of SIZES) {
    const phone = size.width < 1200;
    const subject = `Interaktív tábla ${size.name} ${Date.now()}`;
    let recordPath = '';

    it(`the requester's day at ${size.width}×${size.height}`, { timeout: 150_000 }, async () => {
      page = await e2e.browser.newPage();
      await page.setViewport({ width: size.width, height: size.height });
      await page.bringToFront();
      await step('login', async () => {
        await visit('/belepes.html', 'Belépés');
        await expectUsableScreen(page, `${size.name} belépés`);
        await logInAs(page, e2e.server.url, 'igenylo.a@etanker.local');
        await text('Hírek');
        await settle();
        await expectUsableScreen(page, `${size.name} kezdőlap`);
      });

      if (phone) {
        await step('phone menu', async () => {
          await click('Főmenü');
          await page.locator('.mantine-AppShell-navbar ::-p-text(Pénzügy)').setTimeout(15_000).click();
          await text('Kötelezettségvállalás');
          await settle();
          await expectUsableScreen(page, `${size.name} menü`);
          await readmeScreenshot('menu-telefon');
          await click('Főmenü');
        });
      }

      await step('new with products', async () => {
        await visit(LIST, 'Kötelezettségvállalások');
        expect(await page.title()).toBe('Kötelezettségvállalások – eTanker');
        await expectUsableScreen(page, `${size.name} lista`);
        if (phone) await readmeScreenshot('lista-telefon');
        await page.locator(`a[href="${LIST.replace('lista', 'uj')}"]`).click();
        await text('Új kötelezettségvállalás');
        await page.locator('::-p-aria(Tárgy)').fill(subject);
        await page.locator('::-p-aria(Főkönyvi tétel)').click();
        await page.keyboard.type('K311');
        await page.locator('[role="option"] ::-p-text(K311)').click();
        await click('Új termék');
        await click('Új termék');
        const names = await page.$$('input[aria-label="Megnevezés"]');
        const prices = await page.$$('input[aria-label="Bruttó egységár"]');
        const quantities = await page.$$('input[aria-label="Mennyiség"]');
        await names[0].type('Interaktív tábla');
        await prices[0].type('389000');
        await names[1].type('Fali konzol');
        await quantities[1].click({ count: 3 });
        await quantities[1].type('2');
        await prices[1].type('12500');
        await text('Bruttó: 414 000 Ft');
        expect(await page.title()).toBe('Új kötelezettségvállalás – eTanker');
        await expectUsableScreen(page, `${size.name} új`);
        await screenshot(page, `school-day-uj-${size.width}`);
        await click('Mentés');
        await page.waitForFunction((pattern) => new RegExp(pattern).test(window.location.pathname), { timeout: 15_000 }, DETAIL_PATH.source);
        recordPath = await page.evaluate(() => window.location.pathname);
      });

      await step('details and submit', async () => {
        await text('Beküldés jóváhagyásra');
        await settle();
        expect(await page.title()).toMatch(/^Kötelezettségvállalás .+ – eTanker$/);
        await expectUsableScreen(page, `${size.name} részletek`);
        await click('Beküldés jóváhagyásra');
        await expectDialogInView(page, `${size.name} beküldés`);
        await expectUsableScreen(page, `${size.name} döntés`);
        await dialogButton('Beküldés jóváhagyásra').click();
        await text('Intézményvezetői jóváhagyás');
      });

      await step('comment and attachment', async () => {
        await page.locator('::-p-aria(Új megjegyzés)').fill('Kérem, hagyja jóvá a tanév végéig.');
        await click('Megjegyzés küldése');
        await text('Kérem, hagyja jóvá a tanév végéig.');
        const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-e2e-')), 'arajanlat.txt');
        fs.writeFileSync(file, 'Árajánlat: interaktív tábla, fali konzol.\n');
        await page.locator('::-p-aria(Melléklet neve)').fill('Árajánlat');
        const [chooser] = await Promise.all([page.waitForFileChooser(), clickCentred(page, '::-p-aria(Fájl)')]);
        await chooser.accept([file]);
        await click('Feltöltés');
        await page.locator('tr[data-attachment-id] ::-p-text(Árajánlat)').setTimeout(15_000).wait();
        // The confirm dialog of a destructive action; the file stays.
        await clickCentred(page, `tr[data-attachment-id] ${buttonSelector('Törlés')}`);
        await text('Biztosan törli a(z) Árajánlat mellékletet?');
        await expectDialogInView(page, `${size.name} megerősítés`);
        await expectUsableScreen(page, `${size.name} megerősítés`);
        await dialogButton('Mégse').click();
        await settle();
        await expectUsableScreen(page, `${size.name} részletek beküldve`);
        await screenshot(page, `school-day-reszletek-${size.width}`);
      });

      await step('preview', previewPdf);

      await step('calendar', async () => {
        await visit('/muszak/teremfoglalasok/naptar.html', 'Informatika terem: Fogadóóra');
        await expectUsableScreen(page, `${size.name} naptár`);
      });

      await step('export', () => exportList(subject));
      await page.close();
    });

    it(`the school manager's day at ${size.width}×${size.height}`, { timeout: 120_000 }, async () => {
      await newTab(size.width, size.height, 'vezeto.a@etanker.local');
      await step('decision', async () => {
        await visit(recordPath, 'Döntésre vár');
        await expectUsableScreen(page, `${size.name} vezető részletek`);
        await click('Jóváhagyom');
        await expectDialogInView(page, `${size.name} jóváhagyás`);
        await expectUsableScreen(page, `${size.name} jóváhagyás`);
        await readmeScreenshot(`dontes-${size.name}`);
        await dialogButton('Jóváhagyom').click();
        await text('Pénzügyi referens ellenőrzése');
        await settle();
        await expectUsableScreen(page, `${size.name} jóváhagyva`);
      });
      await step('manager preview', previewPdf);
      await step('manager export', () => exportList(subject));
      await page.close();
    });

    it(`a read-only user sees no write control at ${size.width}×${size.height}`, { timeout: 60_000 }, async () => {
      await newTab(size.width, size.height, 'olvaso@etanker.local');
      await step('read-only list', async () => {
        await visit(LIST, subject);
        expect(await shownControls(page, WRITE_CONTROLS)).toEqual([]);
        await expectUsableScreen(page, `${size.name} olvasó lista`);
      });
      await step('read-only details', async () => {
        await visit(recordPath, 'Megjegyzések');
        await text('Excel');
        expect(await shownControls(page, WRITE_CONTROLS)).toEqual([]);
        expect(await page.$('::-p-aria(Új megjegyzés)')).toBeNull();
        const editable = await page.$$eval('main input:not([type=hidden]), main textarea', (nodes) =>
          nodes.filter((node) => !(node as HTMLInputElement).readOnly && !(node as HTMLInputElement).disabled).map((node) => node.outerHTML.slice(0, 160)),
        );
        expect(editable).toEqual([]);
        await expectUsableScreen(page, `${size.name} olvasó részletek`);
      });
      await page.close();
    });
  }
});
