// The education contracts' screens in one browser session (issue 25): a school's requester records
// an extra-teaching contract on the new form (the teacher picked, their HR file filling the
// person fields and the address group, one task line), saves and submits it; the head of the school approves it on its
// details. Then an exam contract's details and its PDF preview. Pages are waited on by what they
// show, never by network idle (live updates keep a stream open). The exam contract is made
// through the API (the test database has no demo records).
import { beforeAll, describe, expect, it } from 'vitest';
import { authHeader, login } from '../helpers/server.ts';
import { contractFixture } from '../../server/src/modules/education/graduation-contracts/contract-fixture.ts';
import { e2eFile } from './browser.ts';
import { DayWalk } from './day-walk.ts';

const e2e = e2eFile();
const NEW_CONTRACT = '/tanugy/tobblettanitasi-szerzodesek/uj.html';
const TASK = 'Matematika korrepetálás, 10. b';

let examId: number;
let examiner: string;

beforeAll(async () => {
  const app = e2e.server.app;
  const headers = authHeader(await login(app, 'igenylo.a@etanker.local'));
  const { institution_id } = await e2e.server.services.prisma.user.findUniqueOrThrow({
    where: { email: 'igenylo.a@etanker.local' },
    select: { institution_id: true },
  });
  const payload = contractFixture.create({ serial: 250_001, institution: institution_id! });
  const res = await app.inject({ method: 'POST', url: '/api/erettsegi/', headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  examId = res.json<{ id: number }>().id;
  examiner = String(payload.name);
}, 120_000);

describe('education contracts in the browser', () => {
  it('a requester records and submits an extra-teaching contract, the head approves it', { timeout: 90_000 }, async () => {
    const requester = new DayWalk(e2e, 'education-requester');
    await requester.logIn('igenylo.a@etanker.local');
    await requester.step('new form', async () => {
      await requester.visit(NEW_CONTRACT, 'Válassza ki a pedagógust');
      await requester.pick('Dolgozó', 'Kiss', 'Kiss Anna');
      await requester.text('HR adatlapjáról kitöltve');
      // The permanent address kitolt/ answers as a group fills the group's fields.
      expect(await requester.page.$eval(await requester.field('Település'), (input) => (input as HTMLInputElement).value)).toBe('Debrecen');
      await requester.type('Kezdő dátum', '2031-03-02');
      await requester.type('Záró dátum', '2031-03-27');
      await requester.click('Új feladat');
      await requester.page.locator('input[aria-label="Feladat"]').fill(TASK);
      await requester.page.locator('input[aria-label="Tervezett mennyiség"]').fill('6');
      await requester.usable('uj');
    });
    let recordPath = '';
    await requester.step('save and submit', async () => {
      await requester.click('Mentés');
      await requester.page.waitForFunction(() => /^\/tanugy\/tobblettanitasi-szerzodesek\/\d+\.html$/.test(window.location.pathname), { timeout: 30_000 });
      recordPath = await requester.page.evaluate(() => window.location.pathname);
      // 6 hours × the default 3045 Ft.
      await requester.text('18 270');
      await requester.decide('Beküldés', 'Iskolavezetői jóváhagyás');
    });
    await requester.page.close();

    const head = new DayWalk(e2e, 'education-head');
    await head.logIn('vezeto.a@etanker.local');
    await head.step('approve', async () => {
      await head.visit(recordPath, TASK);
      await head.decide('Jóváhagyom', 'Jóváhagyott');
      await head.usable('jovahagyva');
    });
    await head.page.close();
  });

  it("an exam contract's details and its PDF preview", { timeout: 60_000 }, async () => {
    const walk = new DayWalk(e2e, 'education-exam');
    await walk.logIn('igenylo.a@etanker.local');
    await walk.step('details', async () => {
      await walk.visit(`/tanugy/erettsegi-megbizasok/${examId}.html`, examiner);
      await walk.text('Dokumentumok');
      await walk.usable('erettsegi-reszletek');
    });
    await walk.step('preview', () => walk.previewPdf());
    await walk.page.close();
  });
});
