// Issue 23 items 2, 4 and 8 in the browser, at 1366×768 and 390×844: a forbidden page says so with
// a way back; a request form's institution picker offers the requester's school only; a cost
// reimbursement's details show its amount, reason and description. Saved as screenshots.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { authHeader, login } from '../helpers/server.ts';
import { e2eFile, expectUsableScreen, logInAs, screenshot, SIZES, visitScreen } from './browser.ts';

const e2e = e2eFile();
let requestId: number;

beforeAll(async () => {
  const prisma = e2e.server.services.prisma;
  const type = await prisma.staticItem.findFirstOrThrow({ where: { list: 'request_form_types', name: 'Költségtérítési kérelem' }, select: { key: true } });
  const amount = await prisma.extraFieldDefinition.findFirstOrThrow({ where: { module: 'request_forms', codename: 'koltseg_osszeg' }, select: { id: true } });
  const created = await e2e.server.app.inject({
    method: 'POST',
    url: '/api/kervenyek/',
    headers: authHeader(await login(e2e.server.app, 'igenylo.a@etanker.local')),
    payload: { module: 'finance', type: type.key, description: 'Vonatjegy a szegedi versenyre', extra_field_answers: [{ field_id: amount.id, value: 12500 }] },
  });
  expect(created.statusCode, created.body).toBe(201);
  requestId = created.json<{ id: number }>().id;
}, 120_000);

async function pageAs(email: string, width: number, height: number): Promise<Page> {
  const page = await e2e.browser.newPage();
  await page.setViewport({ width, height });
  await logInAs(page, e2e.server.url, email);
  return page;
}

describe('forms and forbidden pages', () => {
  it('the read-only user on Dolgozók: no endless loader, a way back', { timeout: 120_000 }, async () => {
    for (const size of SIZES) {
      const page = await pageAs('olvaso@etanker.local', size.width, size.height);
      await visitScreen(page, `${e2e.server.url}/hr/dolgozok/lista.html`, 'Nincs jogosultsága ehhez az oldalhoz.');
      await screenshot(page, `tiltott-oldal-${size.width}`);
      await expectUsableScreen(page, `tiltott oldal ${size.name}`);
      await page.locator('a::-p-text(Vissza a kezdőlapra)').click();
      await page.waitForFunction(() => window.location.pathname === '/', { timeout: 15_000 });
      await page.close();
    }
  });

  it("a requester's new request form offers their own school; a cost reimbursement shows what it requests", { timeout: 120_000 }, async () => {
    for (const size of SIZES) {
      const page = await pageAs('igenylo.a@etanker.local', size.width, size.height);
      await visitScreen(page, `${e2e.server.url}/penzugy/kervenyek/uj.html`, 'Érintett intézmény');
      const inputId = await page.$eval('xpath/.//label[starts-with(normalize-space(.), "Érintett intézmény")]', (label) => label.getAttribute('for') ?? '');
      await page.locator(`#${inputId}`).click();
      await page.waitForFunction(
        (id) => document.getElementById(String(document.getElementById(id)?.getAttribute('aria-controls')))?.querySelector('[role="option"]'),
        { timeout: 10_000 },
        inputId,
      );
      const offered = await page.$eval(`#${inputId}`, (input) =>
        Array.from(document.getElementById(String(input.getAttribute('aria-controls')))?.querySelectorAll('[role="option"]') ?? []).map((o) => o.textContent),
      );
      expect(offered).toHaveLength(1);
      await screenshot(page, `kervenyek-uj-intezmeny-${size.width}`);
      await page.keyboard.press('Escape');
      await visitScreen(page, `${e2e.server.url}/penzugy/kervenyek/${requestId}.html`, 'Vonatjegy a szegedi versenyre');
      await page.locator('::-p-aria(Összeg)').wait();
      await screenshot(page, `kervenyek-koltsegterites-${size.width}`);
      await expectUsableScreen(page, `kérvény részletei ${size.name}`);
      await page.close();
    }
  });
});
