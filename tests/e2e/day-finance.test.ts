// Issue 23 "Done means": a finance referent's day in the browser. A school's commitment waits on
// penzugy@etanker.local at 'Pénzügyi referens ellenőrzése': found through 'Rám vár' and the list's
// filter, checked ('Megfelel'), commented, given an attachment, previewed as PDF, the list
// exported; a partner recorded after its tax number's check digit was refused; an HR page refused
// with a way back. Every screen kind at 1366×768 and again at 390×844 (DayWalk). The finance
// referent reads no module with a calendar: the calendars are the HR and technical walks'.
import { beforeAll, describe, it } from 'vitest';
import { e2eFile } from './browser.ts';
import { DayWalk, recordWaitingOn, type TTask } from './day-walk.ts';

const e2e = e2eFile();
const walk = new DayWalk(e2e, 'day-finance');

const NEW_PARTNER = '/penzugy/partnerek/uj.html';
const FORBIDDEN = '/hr/dolgozok/lista.html';
const task: TTask = {
  listPath: '/penzugy/kotelezettsegvallalas/lista.html',
  recordPath: '',
  title: 'Projektor a fizika előadóba',
  option: 'Megfelel',
  next: 'Központi pénzügyi jóváhagyás',
  comment: 'A fedezet a K311 rovaton megvan.',
  attachment: 'Fedezetigazolás',
};

beforeAll(async () => {
  const commitment = { subject: task.title, financial_entry: 1, products: [{ name: 'Projektor', gross_price: 250_000 }] };
  const id = await recordWaitingOn(e2e, 'kotelezettsegvallalas', commitment, [
    ['igenylo.a@etanker.local', 'Beküldés jóváhagyásra'],
    ['vezeto.a@etanker.local', 'Jóváhagyom'],
  ]);
  task.recordPath = `/penzugy/kotelezettsegvallalas/${id}.html`;
  await walk.logIn('penzugy@etanker.local');
}, 120_000);

describe("a finance referent's day", () => {
  it('at 1366×768: a commitment checked, a partner recorded, a forbidden page', { timeout: 240_000 }, async () => {
    await walk.decideTask(task);
    await walk.step('new partner', async () => {
      await walk.visit(NEW_PARTNER, 'Új partner');
      await walk.type('Név', 'Fény-Kép Kft.');
      await walk.type('Adószám', '10987657-2-41');
      await walk.usable('urlap');
      await walk.saveAfterFieldError(
        'Hibás adószám: a 8. számjegy (ellenőrző szám) nem egyezik.',
        async () => {
          await walk.page.locator(await walk.field('Adószám')).click({ count: 3 });
          await walk.page.keyboard.type('10987656-2-41');
        },
        /^\/penzugy\/partnerek\/\d+\.html$/,
      );
      await walk.text('Fény-Kép Kft.');
    });
    await walk.step('forbidden', () => walk.forbidden(FORBIDDEN));
  });

  it('at 390×844: the same screen kinds on a phone', { timeout: 180_000 }, async () => {
    await walk.phonePass(task, [{ screen: 'urlap', path: NEW_PARTNER, marker: 'Új partner' }], FORBIDDEN);
  });
});
