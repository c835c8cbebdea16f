// A read-only user (is_readonly) sees a commitment's list and details with no write control at
// all: no new, copy, subscribe, storno, comment box, upload, Pótigény or editable form (issue 10).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'puppeteer';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { newCommitment } from '../security/commitment-helpers.ts';
import { buildClient, launchBrowser, screenshot } from './browser.ts';

const SUBJECT = `Olvasói próba ${Date.now()}`;
const WRITE_BUTTONS = [
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
];

let server: TTestServer;
let browser: Browser;
let page: Page;
let recordId: number;

beforeAll(async () => {
  await buildClient();
  server = await startTestServer();
  // A commitment of school 001, submitted by its requester; the read-only user belongs to 001 too.
  const token = await login(server.app, 'igenylo.a@etanker.local');
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/kotelezettsegvallalas/',
    headers: authHeader(token),
    payload: { ...newCommitment, subject: SUBJECT },
  });
  expect(created.statusCode, created.body).toBe(201);
  recordId = created.json().id;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** The labels of the page's visible buttons and links styled as buttons. */
const buttonLabels = () => page.$$eval('button, a[href]', (nodes) => nodes.map((node) => (node.textContent ?? '').trim()));
const text = (value: string) => page.locator(`::-p-text(${value})`).setTimeout(15_000).wait();

describe('read-only user', () => {
  it('sees no write control on the commitment list and details page', { timeout: 120_000 }, async () => {
    page = await browser.newPage();
    await page.goto(`${server.url}/belepes.html`, { waitUntil: 'networkidle0' });
    await page.locator('input[type=email]').fill('olvaso@etanker.local');
    await page.locator('input[type=password]').fill('etanker');
    await page.locator('button[type=submit]').click();
    await page.waitForFunction(() => window.location.pathname === '/', { timeout: 15_000 });

    await page.goto(`${server.url}/penzugy/kotelezettsegvallalas/lista.html`, { waitUntil: 'domcontentloaded' });
    await text(SUBJECT);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await screenshot(page, 'readonly-lista');
    expect(await buttonLabels()).not.toContain('Új kötelezettségvállalás');

    await page.goto(`${server.url}/penzugy/kotelezettsegvallalas/${recordId}.html`, { waitUntil: 'domcontentloaded' });
    await text('Megjegyzések');
    await text('Excel');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await screenshot(page, 'readonly-reszletek');
    const labels = await buttonLabels();
    for (const label of WRITE_BUTTONS) expect(labels, label).not.toContain(label);
    expect(await page.$('::-p-aria(Új megjegyzés)')).toBeNull();
    const editable = await page.$$eval('main input:not([type=hidden]), main textarea', (nodes) =>
      nodes.filter((node) => !(node as HTMLInputElement).readOnly && !(node as HTMLInputElement).disabled).map((node) => node.outerHTML.slice(0, 160)),
    );
    expect(editable).toEqual([]);
  });
});
