// The staff's browser journey against the real server and database (issue 3 tests).
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { e2eFile, enableDownloads, screenshot, seriousViolations, waitForFile } from './browser.ts';

const e2e = e2eFile();

const PASSWORD = 'etanker';
const SUBJECT = `Projektor csere ${Date.now()}`;

let commitmentPath = '';

// networkidle2: a logged-in page keeps its live streams open (myTasks, the record's changes).
async function open(pathname: string): Promise<Page> {
  const page = await e2e.browser.newPage();
  await page.goto(`${e2e.server.url}${pathname}`, { waitUntil: 'networkidle2' });
  return page;
}

async function text(page: Page, value: string, timeout = 10_000) {
  return page.locator(`::-p-text(${value})`).setTimeout(timeout).wait();
}

/** Lets the page finish its data calls (waitForNetworkIdle hung now and then with nothing in flight). */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 600));
}

async function pathnameOf(page: Page): Promise<string> {
  return page.evaluate(() => window.location.pathname);
}

async function logIn(email: string): Promise<Page> {
  const page = await open('/belepes.html');
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.locator('button[type=submit]').click();
  await page.waitForFunction(() => window.location.pathname === '/', { timeout: 15_000 });
  await text(page, 'Kezdőlap');
  return page;
}

async function logOut(page: Page): Promise<void> {
  await page.locator('button[data-menu="profile"]').hover();
  await page.locator('::-p-text(Kijelentkezés)').click();
  await page.waitForFunction(() => window.location.pathname === '/belepes.html');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}

async function clickButton(page: Page, label: string) {
  await page
    .locator(`::-p-aria([name="${label}"][role="button"])`)
    .setTimeout(15_000)
    .click()
    .catch((error: Error) => {
      throw new Error(`button '${label}': ${error.message}`);
    });
}

describe('public pages', () => {
  it('serves the test page and sends unknown pages to 404', async () => {
    const page = await open('/teszt.html');
    await text(page, 'Tesztoldal');
    await page.goto(`${e2e.server.url}/nincs-ilyen-oldal.html`, { waitUntil: 'networkidle2' });
    await text(page, 'A keresett oldal nem található.');
    expect(await pathnameOf(page)).toBe('/404.html');
    await page.close();
  });

  it('guards protected routes: no token → login', async () => {
    const page = await open('/penzugy/kotelezettsegvallalas/lista.html');
    await page.waitForFunction(() => window.location.pathname === '/belepes.html');
    await page.close();
  });

  it('shows the login page without serious accessibility violations, and the wrong-password message', async () => {
    const page = await open('/belepes.html');
    await screenshot(page, '01-belepes');
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('input[type=email]').fill('igenylo.a@etanker.local');
    await page.locator('input[type=password]').fill('rossz-jelszo');
    await page.locator('button[type=submit]').click();
    await text(page, 'Hibás e-mail cím vagy jelszó.');
    await screenshot(page, '02-belepes-hiba');
    await page.close();
  });
});

describe('a commitment from request to approval', () => {
  it('lets the requester create a commitment with products and submit it', { timeout: 120_000 }, async () => {
    const page = await logIn('igenylo.a@etanker.local');
    await screenshot(page, '03-kezdolap');

    await page.locator('::-p-text(Pénzügy)').hover();
    await text(page, 'Pénzügyi tervező');
    expect(await page.$eval('::-p-text(Pénzügyi tervező)', (el) => el.closest('button')?.disabled ?? el.closest('[data-disabled]') !== null)).toBe(true);
    await screenshot(page, '04-menu-penzugy');
    await page.locator('a[href="/penzugy/kotelezettsegvallalas/lista.html"]').click();
    await page.waitForFunction(() => window.location.pathname === '/penzugy/kotelezettsegvallalas/lista.html');
    await text(page, 'Kötelezettségvállalások');
    await settle();
    await screenshot(page, '05-kotelezettsegvallalas-lista');
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator('a[href="/penzugy/kotelezettsegvallalas/uj.html"]').click();
    await text(page, 'Új kötelezettségvállalás');
    await page.locator('::-p-aria(Tárgy)').fill(SUBJECT);
    await page.locator('::-p-aria(Főkönyvi tétel)').click();
    await page.keyboard.type('K311');
    await page.locator('[role="option"] ::-p-text(K311)').click();
    expect(await page.$eval('::-p-aria(Főkönyvi tétel)', (input) => (input as HTMLInputElement).value)).toMatch(/^K311/);
    await clickButton(page, 'Új termék');
    await clickButton(page, 'Új termék');
    const names = await page.$$('input[aria-label="Megnevezés"]');
    const prices = await page.$$('input[aria-label="Bruttó egységár"]');
    const quantities = await page.$$('input[aria-label="Mennyiség"]');
    await names[0].type('Projektor');
    await prices[0].type('127000');
    await names[1].type('Vászon');
    await quantities[1].click({ count: 3 });
    await quantities[1].type('2');
    await prices[1].type('25400');
    await text(page, 'Bruttó: 177 800 Ft');
    await screenshot(page, '06-kotelezettsegvallalas-uj');
    await clickButton(page, 'Mentés');
    await page.waitForFunction(() => /^\/penzugy\/kotelezettsegvallalas\/\d+\.html$/.test(window.location.pathname), { timeout: 15_000 });
    commitmentPath = await pathnameOf(page);
    await text(page, 'Beküldés jóváhagyásra');
    await settle();
    await screenshot(page, '07-kotelezettsegvallalas-reszletek');
    expect(await seriousViolations(page)).toEqual([]);

    await clickButton(page, 'Beküldés jóváhagyásra');
    await page.locator('.mantine-Modal-content ::-p-aria([name="Beküldés jóváhagyásra"][role="button"])').click();
    await text(page, 'Folyamatban');
    await text(page, 'Intézményvezetői jóváhagyás');
    await screenshot(page, '08-bekuldve');

    // comment
    await page.locator('::-p-aria(Új megjegyzés)').fill('Kérem mielőbbi jóváhagyását.');
    await clickButton(page, 'Megjegyzés küldése');
    await text(page, 'Kérem mielőbbi jóváhagyását.');

    // attach, then delete: struck through with the deleter
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-e2e-')), 'arajanlat.txt');
    fs.writeFileSync(file, 'Árajánlat: projektor és vászon.\n');
    await page.locator('::-p-aria(Melléklet neve)').fill('Árajánlat');
    const [chooser] = await Promise.all([page.waitForFileChooser(), page.locator('::-p-aria(Fájl)').click()]);
    await chooser.accept([file]);
    await clickButton(page, 'Feltöltés');
    await page.locator('tr[data-attachment-id] ::-p-text(Árajánlat)').wait();
    await page.locator('tr[data-attachment-id] ::-p-aria([name="Törlés"][role="button"])').click();
    // A deletion asks first, naming the attachment.
    await text(page, 'Biztosan törli a(z) Árajánlat mellékletet?');
    await page.locator('[role="dialog"] ::-p-aria([name="Törlés"][role="button"])').click();
    await page.locator('tr[data-deleted] ::-p-text(Törölte:)').wait();
    await screenshot(page, '09-megjegyzes-melleklet');

    // PDF preview in a new tab: the server's answer, then the tab showing it. The toast of the
    // deletion sits top right and would take the click (and stays while the pointer hovers it).
    await page.mouse.move(0, 0);
    await page.waitForFunction(() => document.querySelectorAll('.mantine-Notification-root').length === 0, { timeout: 15_000 });
    const previewAnswer = page.waitForResponse((response) => response.url().includes('/generate_preview/'), { timeout: 60_000 });
    await clickButton(page, 'Előnézet');
    const preview = await previewAnswer;
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toBe('application/pdf');
    const pdfPage = await e2e.browser.waitForTarget((target) => target.url().startsWith('blob:'), { timeout: 30_000 });
    expect(pdfPage.url()).toMatch(/^blob:/);
    // The new tab takes the focus; background tabs do not paint, so come back.
    await page.bringToFront();

    // export the list under the server's filename
    const downloads = await enableDownloads(page);
    await page.goto(`${e2e.server.url}/penzugy/kotelezettsegvallalas/lista.html`, { waitUntil: 'networkidle2' });
    await text(page, SUBJECT);
    await clickButton(page, 'Exportálás');
    const exported = await waitForFile(downloads, /\.xlsx$/);
    expect(fs.readFileSync(exported).subarray(0, 2).toString()).toBe('PK');

    await logOut(page);
    await screenshot(page, '10-kijelentkezve');
    await page.close();
  });

  it('lets the head of school approve it as the next step', async () => {
    const page = await logIn('vezeto.a@etanker.local');
    await page.goto(`${e2e.server.url}${commitmentPath}`, { waitUntil: 'networkidle2' });
    await page.waitForFunction(() => window.location.pathname.endsWith('.html') && !window.location.pathname.startsWith('/betoltes'), { timeout: 15_000 });
    await text(page, 'Döntésre vár');
    await clickButton(page, 'Jóváhagyom');
    await page.locator('.mantine-Modal-content ::-p-aria([name="Jóváhagyom"][role="button"])').click();
    await text(page, 'Pénzügyi referens ellenőrzése');
    await screenshot(page, '11-jovahagyva');
    await page.close();
  });

  it('hides it from a user of another school', async () => {
    const page = await logIn('igenylo.b@etanker.local');
    await page.goto(`${e2e.server.url}/penzugy/kotelezettsegvallalas/lista.html`, { waitUntil: 'networkidle2' });
    await page.waitForFunction(() => window.location.pathname === '/penzugy/kotelezettsegvallalas/lista.html', { timeout: 15_000 });
    await text(page, 'Kötelezettségvállalások');
    await settle();
    expect(await page.$(`::-p-text(${SUBJECT})`)).toBeNull();
    await page.goto(`${e2e.server.url}${commitmentPath}`, { waitUntil: 'networkidle2' });
    await text(page, 'Nem található.');
    await screenshot(page, '12-mas-iskola');
    await page.close();
  });

  it('sends the user to login after a 401', async () => {
    const page = await logIn('igenylo.a@etanker.local');
    await page.evaluate(() => localStorage.setItem('token', 'lejart-vagy-hamis'));
    await page.locator('a[href="/"]').click();
    await page.goto(`${e2e.server.url}/penzugy/kotelezettsegvallalas/lista.html`, { waitUntil: 'networkidle2' });
    await page.waitForFunction(() => window.location.pathname === '/belepes.html', { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.close();
  });
});
