// Issue 23 "Done means": a technical referent's day in the browser. A school's fault report waits
// on muszak@etanker.local at 'Műszaki referens döntése': found through 'Rám vár' and the list's
// filter, approved, commented, given an attachment, previewed as PDF, the list exported; a room
// recorded after a field error; the room bookings' month (an agenda by day on the phone); an HR
// page refused with a way back. Every screen kind at 1366×768 and again at 390×844 (DayWalk).
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@etanker/shared/format.ts';
import { e2eFile } from './browser.ts';
import { DayWalk, recordWaitingOn, type TTask } from './day-walk.ts';

const e2e = e2eFile();
const walk = new DayWalk(e2e, 'day-technical');

const NEW_ROOM = '/muszak/termek/uj.html';
const CALENDAR = '/muszak/teremberles/naptar.html';
const TENANT = 'Hajdú Sakkegyesület';
const FORBIDDEN = '/hr/dolgozok/lista.html';
const month = formatDate(new Date()).slice(0, 7);
const task: TTask = {
  listPath: '/muszak/hibabejelentes/lista.html',
  recordPath: '',
  title: 'Beázik a tornaterem teteje',
  option: 'Javítás jóváhagyva',
  next: 'Jóváhagyott',
  comment: 'A tetőfedő jövő kedden jön.',
  attachment: 'Árajánlat',
  closes: true,
};

beforeAll(async () => {
  const report = { title: task.title, category: 4, prior_estimate: 350_000, description: 'Esőben a tornaterem sarkában csöpög a víz.' };
  const id = await recordWaitingOn(e2e, 'hibabejelentes', report, [
    ['igenylo.a@etanker.local', 'Beküldés'],
    ['vezeto.a@etanker.local', 'Jóváhagyom'],
  ]);
  task.recordPath = `/muszak/hibabejelentes/${id}.html`;
  // A weekly room booking over this month, waiting on the referent, for the calendar.
  const room = await e2e.server.services.prisma.room.findFirstOrThrow({ where: { name: 'Fizika előadó' }, select: { id: true } });
  const booking = {
    name: TENANT,
    mailing_address: { zip_code: '4001', city: 'Debrecen', address_1: 'Pf. 1.' },
    rooms: [room.id],
    start_date: `${month}-01`,
    end_date: `${month}-28`,
    price_workday: 9500,
    price_weekend: 12000,
    price_unit: 1,
    occasions: [{ type: 'weekly', day_of_the_week: 1, start_time: '17:00', end_time: '19:00' }],
  };
  await recordWaitingOn(e2e, 'teremberles', booking, [['igenylo.a@etanker.local', 'Beküldés']]);
  await walk.logIn('muszak@etanker.local');
}, 120_000);

describe("a technical referent's day", () => {
  it('at 1366×768: a fault report decided, a room recorded, the bookings month, a forbidden page', { timeout: 240_000 }, async () => {
    await walk.decideTask(task);
    await walk.step('new room', async () => {
      await walk.visit(NEW_ROOM, 'Új terem');
      await walk.usable('urlap');
      await walk.saveAfterFieldError(
        'Ez a mező nem lehet üres',
        async () => {
          await walk.type('Név', 'Kémia labor');
          await walk.pick('Intézmény', '', null);
        },
        /^\/muszak\/termek\/\d+\.html$/,
      );
      await walk.text('Kémia labor');
    });
    await walk.step('calendar', async () => {
      await walk.visit(CALENDAR, TENANT);
      expect(await walk.page.$('table[role=grid]')).not.toBeNull();
      await walk.usable('naptar');
    });
    await walk.step('forbidden', () => walk.forbidden(FORBIDDEN));
  });

  it('at 390×844: the same screen kinds on a phone, the month as an agenda', { timeout: 180_000 }, async () => {
    const agenda = async () => {
      expect(await walk.page.$('table[role=grid]')).toBeNull();
      await walk.page.locator(`[data-agenda] a::-p-text(${TENANT})`).setTimeout(15_000).wait();
    };
    await walk.phonePass(
      task,
      [
        { screen: 'urlap', path: NEW_ROOM, marker: 'Új terem' },
        { screen: 'naptar', path: CALENDAR, marker: TENANT, check: agenda },
      ],
      FORBIDDEN,
    );
  });
});
