// The assignment-contract screens (/muszak/megbizasi-szerzodesek: list, new, details) for a school
// user at 1366×768 and 390 px: they render without page-wide horizontal scroll, pass axe-core and
// are saved as screenshots; on the new form, picking an employee fills the person fields from
// kitolt/; the school's manager, who does not decide the draft, sees it without the person's
// personal data and without empty inputs for it. The listed contract is made through the API (the
// test database has no demo records).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { login, authHeader } from '../helpers/server.ts';
import { e2eFile, logInAs, screenshot, seriousViolations, visitScreen } from './browser.ts';

const e2e = e2eFile();

let page: Page;
let id: number;

beforeAll(async () => {
  const token = await login(e2e.server.app, 'igenylo.a@etanker.local');
  const res = await e2e.server.app.inject({
    method: 'POST',
    url: '/api/megbizasi-szerzodesek/',
    headers: authHeader(token),
    payload: {
      user: null,
      name: 'Dr. Hegedűs Péter',
      address: '4032 Debrecen, Egyetem tér 1.',
      birth_place: 'Miskolc',
      birth_date: '1971-03-08',
      mothers_name: 'Bodnár Irén',
      tax_id: makeTaxId('1971-03-08', 512),
      social_security_number: makeTaj(44_556_677),
      primary_job_name: 'Debreceni Egyetem',
      bank_name: 'K&H Bank Zrt.',
      bank_account_number: makeBankAccount('1040000', 77_001),
      open_ended: false,
      start_date: '2031-05-02',
      end_date: '2031-06-30',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  id = res.json<{ id: number }>().id;
  page = await e2e.browser.newPage();
}, 120_000);

const visit = (pathname: string, marker: string) => visitScreen(page, `${e2e.server.url}${pathname}`, marker);
const pageScrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
const valueOf = (label: string) => page.$eval(`::-p-aria(${label})`, (input) => (input as HTMLInputElement).value);

describe('assignment contracts screens', () => {
  it('list, new and details at 1366 and 390 px', { timeout: 120_000 }, async () => {
    await page.setViewport({ width: 1366, height: 768 });
    await logInAs(page, e2e.server.url, 'igenylo.a@etanker.local');
    for (const [width, height] of [
      [1366, 768],
      [390, 844],
    ] as const) {
      // A fresh tab per width (logged-in pages keep their event streams open).
      await page.close();
      page = await e2e.browser.newPage();
      await page.setViewport({ width, height });
      await visit('/muszak/megbizasi-szerzodesek/lista.html', 'Hegedűs');
      expect(await pageScrollWidth()).toBeLessThanOrEqual(width);
      await screenshot(page, `assignment-contracts-lista-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit('/muszak/megbizasi-szerzodesek/uj.html', 'Válasszon dolgozót');
      expect(await pageScrollWidth()).toBeLessThanOrEqual(width);
      await screenshot(page, `assignment-contracts-uj-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await visit(`/muszak/megbizasi-szerzodesek/${id}.html`, 'Megbízási szerződés');
      expect(await pageScrollWidth()).toBeLessThanOrEqual(width);
      await screenshot(page, `assignment-contracts-reszletek-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  it('fills the person fields when an employee is picked', { timeout: 60_000 }, async () => {
    await page.setViewport({ width: 1366, height: 768 });
    await visit('/muszak/megbizasi-szerzodesek/uj.html', 'Válasszon dolgozót');
    await page.locator('::-p-aria(Dolgozó)').click();
    await page.keyboard.type('Kiss Anna');
    await page.locator('[role="option"] ::-p-text(Kiss Anna)').click();
    await page.locator('::-p-text(HR adatlapjáról kitöltve)').setTimeout(15_000).wait();
    expect(await valueOf('Név')).toBe('Kiss Anna');
    expect(await valueOf('Anyja neve')).toBe('Varga Mária');
    expect(await valueOf('Lakcím')).toBe('4026 Debrecen, Hunyadi utca 12.');
    await screenshot(page, 'assignment-contracts-uj-kitoltve');
  });

  it("shows the school's manager the contract without the person's personal data", { timeout: 60_000 }, async () => {
    const manager = await (await e2e.browser.createBrowserContext()).newPage();
    await manager.setViewport({ width: 1366, height: 768 });
    await logInAs(manager, e2e.server.url, 'vezeto.a@etanker.local');
    await visitScreen(manager, `${e2e.server.url}/muszak/megbizasi-szerzodesek/${id}.html`, 'Megbízási szerződés');
    expect(await manager.$eval('::-p-aria(Név)', (input) => (input as HTMLInputElement).value)).toBe('Dr. Hegedűs Péter');
    for (const label of ['Adóazonosító jel', 'TAJ szám', 'Bankszámlaszám', 'Lakcím']) expect(await manager.$(`::-p-aria(${label})`), label).toBeNull();
    await screenshot(manager, 'assignment-contracts-reszletek-szemelyes-adatok-nelkul');
    await manager.close();
  });
});
