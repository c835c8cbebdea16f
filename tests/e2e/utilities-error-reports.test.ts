// The technical screens of utilities and error reports in the browser: a meter's readings with
// their consumption, a reading out of order refused on its row, saved when it fits, the meter
// closed; a fault report turned into a commitment that the report then links.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { authHeader, login } from '../helpers/server.ts';
import { e2eFile, logInAs, screenshot, seriousViolations, visitScreen } from './browser.ts';

const e2e = e2eFile();

let page: Page;

beforeAll(async () => {
  page = await e2e.browser.newPage();
  await page.setViewport({ width: 1366, height: 768 });
}, 120_000);

const bodyText = () => page.evaluate(() => document.body.innerText);
const button = (label: string) => page.locator(`::-p-aria([name="${label}"][role="button"])`).setTimeout(15_000);
const text = (value: string) => page.locator(`::-p-text(${value})`).setTimeout(15_000).wait();

describe('utilities screens', () => {
  it('shows the readings with consumption, refuses a lower reading on its row, closes the meter', { timeout: 120_000 }, async () => {
    await logInAs(page, e2e.server.url, 'igenylo.a@etanker.local');
    await visitScreen(page, `${e2e.server.url}/muszak/kozmuvek/lista.html`, 'Főépület villamos fogyasztásmérő');
    expect(await bodyText()).not.toContain('Kazánház gázmérő'); // school 002's meter
    await page.locator('::-p-text(Főépület villamos fogyasztásmérő)').click();
    await text('9 800 kWh');
    expect(await seriousViolations(page)).toEqual([]);

    const values = await page.$$('input[aria-label="Mérőállás"]');
    const last = values.at(-1)!;
    await last.click({ count: 3 });
    await last.type('1');
    await button('Mentés').click();
    await text('A mérőállás nem lehet kisebb, mint az előző leolvasásé');
    await screenshot(page, 'utilities-reading-refused-1366');

    await last.click({ count: 3 });
    await last.type('500000');
    await button('Mentés').click();
    await text('A mentés sikerült.');
    await text('11 250 kWh');
    await screenshot(page, 'utilities-reading-saved-1366');
    // The toast sits over the bottom-right corner, where the close button is.
    await page.waitForFunction(() => !document.body.innerText.includes('A mentés sikerült.'), { timeout: 10_000 });

    await button('Mérő lezárása').click();
    await page.locator('[data-confirm=yes]').click();
    await text('(lezárva)');
    expect(await page.$('::-p-text(Új leolvasás)')).toBeNull();
  });
});

describe('error report screens', () => {
  it('makes a commitment from a submitted report and links it', { timeout: 120_000 }, async () => {
    const token = await login(e2e.server.app, 'igenylo.a@etanker.local');
    const created = await e2e.server.app.inject({
      method: 'POST',
      url: '/api/hibabejelentes/',
      headers: authHeader(token),
      payload: { title: 'Beázik a műhely ablaka', category: 4, prior_estimate: 120_000, description: 'Esőben befolyik a víz az ablakkeret alatt.' },
    });
    const report = created.json<{ id: number; current_step: { options: { id: number; label: string }[] } }>();
    const submit = report.current_step.options.find((o) => o.label === 'Beküldés')!;
    await e2e.server.app.inject({
      method: 'POST',
      url: `/api/hibabejelentes/${report.id}/donteshozas/`,
      headers: authHeader(token),
      payload: { decision_option: submit.id, answers: {} },
    });

    await visitScreen(page, `${e2e.server.url}/muszak/hibabejelentes/${report.id}.html`, 'Még nem készült kötelezettségvállalás.');
    await button('Kötelezettségvállalás készítése').click();
    await page.locator('.mantine-Modal-content ::-p-aria([name="Kötelezettségvállalás készítése"][role="button"])').click();
    await page.locator('a[href^="/penzugy/kotelezettsegvallalas/"]').setTimeout(15_000).wait();
    expect(await bodyText()).not.toContain('Még nem készült kötelezettségvállalás.');
    await screenshot(page, 'error-reports-commitment-1366');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
