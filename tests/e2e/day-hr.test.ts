// Issue 23 "Done means": an HR referent's day in the browser. A school's position waits on
// hr@etanker.local at 'HR referens ellenőrzése': found through 'Rám vár' and the list's filter,
// approved, commented, given an attachment, previewed as PDF, the list exported; an absence
// recorded after a field error; the absence month grid; a finance page refused with a way back.
// Every screen kind at 1366×768 and again at 390×844 (DayWalk).
import { beforeAll, describe, it } from 'vitest';
import { formatDate } from '@etanker/shared/format.ts';
import { e2eFile } from './browser.ts';
import { DayWalk, recordWaitingOn, type TTask } from './day-walk.ts';

const e2e = e2eFile();
const walk = new DayWalk(e2e, 'day-hr');

const NEW_ABSENCE = '/hr/tavolletjelento/uj.html';
const CALENDAR = '/hr/tavolletjelento/naptar.html';
const FORBIDDEN = '/penzugy/szamlazas/lista.html';
const month = formatDate(new Date()).slice(0, 7);
const task: TTask = {
  listPath: '/hr/allashelyek/lista.html',
  recordPath: '',
  title: 'Oktató (közismereti tantárgy)',
  option: 'Jóváhagyom',
  next: 'Központi HR döntése',
  comment: 'Az óraszámokat egyeztettem az iskolával.',
  attachment: 'Óraterv',
};
let absencePath = '';

beforeAll(async () => {
  const position = { type: 1, job: 1, contract_type: 1, working_hours: 1, without_tender: true, start_date: '2027-02-01' };
  const id = await recordWaitingOn(e2e, 'allashelyek', position, [
    ['hr.a@etanker.local', 'Beküldés'],
    ['vezeto.a@etanker.local', 'Jóváhagyom'],
  ]);
  task.recordPath = `/hr/allashelyek/${id}.html`;
  await walk.logIn('hr@etanker.local');
}, 120_000);

describe("an HR referent's day", () => {
  it('at 1366×768: a position decided, an absence recorded, the grid, a forbidden page', { timeout: 240_000 }, async () => {
    await walk.decideTask(task);
    await walk.step('new absence', async () => {
      await walk.visit(NEW_ABSENCE, 'Új távollét');
      await walk.usable('urlap');
      absencePath = await walk.saveAfterFieldError(
        'Ez a mező nem lehet üres',
        async () => {
          await walk.pick('Dolgozó', 'Nagy', 'Nagy Eszter');
          await walk.pick('Távollét oka', '', null);
          await walk.type('Kezdete', `${month}-10`);
          await walk.type('Vége', `${month}-11`);
        },
        /^\/hr\/tavolletjelento\/\d+\.html$/,
      );
    });
    await walk.step('calendar', async () => {
      await walk.visit(CALENDAR, 'Nagy Eszter');
      await walk.page.locator(`a[href="${absencePath}"]`).setTimeout(15_000).wait();
      await walk.usable('naptar');
    });
    await walk.step('forbidden', () => walk.forbidden(FORBIDDEN));
  });

  it('at 390×844: the same screen kinds on a phone', { timeout: 180_000 }, async () => {
    await walk.phonePass(
      task,
      [
        { screen: 'urlap', path: NEW_ABSENCE, marker: 'Új távollét' },
        { screen: 'naptar', path: CALENDAR, marker: 'Nagy Eszter' },
      ],
      FORBIDDEN,
    );
  });
});
