// Live updates in the browser (issue 15 item 3): the school manager's "Rám vár" list takes a
// record submitted meanwhile without a reload, and the requester's open record says that the
// manager decided it, with a reload button instead of a later 409.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer';
import { login, authHeader } from '../helpers/server.ts';
import { e2eFile, logInAs, screenshot, seriousViolations, visitScreen } from './browser.ts';

const e2e = e2eFile();

let manager: Page;
let requester: Page;
const tokens: Record<string, string> = {};
const base = '/api/kotelezettsegvallalas';

beforeAll(async () => {
  for (const who of ['igenylo.a', 'vezeto.a']) tokens[who] = await login(e2e.server.app, `${who}@etanker.local`);
  manager = await (await e2e.browser.createBrowserContext()).newPage();
  requester = await (await e2e.browser.createBrowserContext()).newPage();
}, 120_000);

async function decideFirst(who: string, id: number, label: RegExp) {
  const detail = (await e2e.server.app.inject({ method: 'GET', url: `${base}/${id}/`, headers: authHeader(tokens[who]) })).json();
  const option = detail.current_step.options.find((o: { label: string }) => label.test(o.label));
  const res = await e2e.server.app.inject({
    method: 'POST',
    url: `${base}/${id}/donteshozas/`,
    headers: authHeader(tokens[who]),
    payload: { decision_option: option.id },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('live updates in the browser', () => {
  it('updates the manager’s tasks and tells the requester about the decision', { timeout: 90_000 }, async () => {
    const created = await e2e.server.app.inject({
      method: 'POST',
      url: `${base}/`,
      headers: authHeader(tokens['igenylo.a']),
      payload: { subject: 'Élő frissítés a böngészőben', financial_entry: 1, payment_type: 1, cost: 7000 },
    });
    const id: number = created.json().id;

    await logInAs(manager, e2e.server.url, 'vezeto.a@etanker.local');
    await manager.locator('::-p-text(Rám vár)').wait();
    await logInAs(requester, e2e.server.url, 'igenylo.a@etanker.local');
    await visitScreen(requester, `${e2e.server.url}/penzugy/kotelezettsegvallalas/${id}.html`, 'Élő frissítés a böngészőben');

    await decideFirst('igenylo.a', id, /Beküld/);
    await manager.locator('::-p-text(Élő frissítés a böngészőben)').setTimeout(5_000).wait();

    await decideFirst('vezeto.a', id, /Jóváhagy/);
    await requester.locator('::-p-text(A rekordot közben módosították.)').setTimeout(5_000).wait();
    await screenshot(requester, 'live-record-changed-1366');
    expect(await seriousViolations(requester)).toEqual([]);
    await requester.locator('::-p-aria([name="Újratöltés"][role="button"])').click();
    await requester.waitForFunction(() => !document.body.textContent?.includes('A rekordot közben módosították.'), { timeout: 5_000 });
    expect(await requester.$eval('body', (body) => body.textContent)).toContain('Jóváhagy');
  });
});
