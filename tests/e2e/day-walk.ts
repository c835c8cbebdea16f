// A staff member's day walked in the browser (issue 23 "Done means"): one tab, logged in once,
// whose viewport switches between the two sizes. The steps every referent's day shares — the task
// waiting on them, a decision, a comment, an attachment, the PDF preview, the export, a form saved
// after its field error, a forbidden page — each checked with `expectUsableScreen` (axe, no
// horizontal scroll, no cut text). Pages are waited on by what they show, never by network idle:
// live updates keep a stream open.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'puppeteer';
import { authHeader, login } from '../helpers/server.ts';
import { clickCentred, enableDownloads, expectDialogInView, expectUsableScreen, logInAs, screenshot, visitScreen, waitForFile, type TE2e } from './browser.ts';

const FORBIDDEN_TEXT = 'Nincs jogosultsága ehhez az oldalhoz.';
const buttonSelector = (label: string) => `::-p-aria([name="${label}"][role="button"])`;

/** A workflow record made through the API and decided up to the referent's step. */
export async function recordWaitingOn(e2e: TE2e, restBase: string, payload: object, deciders: [email: string, option: string][]): Promise<number> {
  const [creator] = deciders[0];
  const created = await e2e.server.app.inject({ method: 'POST', url: `/api/${restBase}/`, headers: authHeader(await login(e2e.server.app, creator)), payload });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ id: number }>().id;
  for (const [email, label] of deciders) {
    const headers = authHeader(await login(e2e.server.app, email));
    const record = await e2e.server.app.inject({ method: 'GET', url: `/api/${restBase}/${id}/`, headers });
    const option = record.json<{ current_step: { options: { id: number; label: string }[] } }>().current_step.options.find((o) => o.label === label);
    expect(option, `${email}: ${label}`).toBeDefined();
    const decided = await e2e.server.app.inject({
      method: 'POST',
      url: `/api/${restBase}/${id}/donteshozas/`,
      headers,
      payload: { decision_option: option?.id, answers: {} },
    });
    expect(decided.statusCode, decided.body).toBe(200);
  }
  return id;
}

/** The record waiting on the referent and what their decision on it writes. */
export interface TTask {
  listPath: string;
  recordPath: string;
  /** The record's name in 'Rám vár' and in its list. */
  title: string;
  option: string;
  /** A text the record shows once decided (its next step or state). */
  next: string;
  comment: string;
  /** The attachment's name (a small text file). */
  attachment: string;
  /** The decision closes the record: its attachments may no longer be deleted, so the phone's
   * dialog is the copy confirmation. */
  closes?: boolean;
}

/** A screen of the phone pass: opened by its path, shown once `marker` is there. */
export interface TPhoneScreen {
  screen: string;
  path: string;
  marker: string;
  check?: () => Promise<void>;
}

export class DayWalk {
  private current: Page | undefined;

  constructor(
    private readonly e2e: TE2e,
    /** The screenshots' prefix. */
    private readonly name: string,
  ) {}

  get page(): Page {
    if (!this.current) throw new Error('A séta még nem lépett be (logIn).');
    return this.current;
  }

  /** The one tab of the walk, logged in as `email` at the desktop size. */
  async logIn(email: string): Promise<void> {
    this.current = await this.e2e.browser.newPage();
    await this.phone(false);
    await logInAs(this.current, this.e2e.server.url, email);
  }

  async phone(on: boolean): Promise<void> {
    await this.page.setViewport(on ? { width: 390, height: 844 } : { width: 1366, height: 768 });
    await this.page.bringToFront();
  }

  /** Names the failing step and keeps a screenshot of the page at that moment. */
  async step(name: string, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (error) {
      await screenshot(this.page, `failed-${this.name}-${name.replace(/\W+/g, '-')}`);
      throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
    }
  }

  /** The screen as staff need it, saved as `<walk>-<screen>-<width>.png`. */
  async usable(screen: string): Promise<void> {
    const width = this.page.viewport()?.width ?? 0;
    await screenshot(this.page, `${this.name}-${screen}-${width}`);
    await expectUsableScreen(this.page, `${this.name} ${screen} ${width}`);
  }

  /** The form input labelled `label` (a required field's label ends in ' *'). */
  async field(label: string): Promise<string> {
    const exact = `normalize-space(.)="${label}" or normalize-space(.)="${label} *"`;
    const id = await this.page.$eval(`xpath/.//label[${exact}]`, (node) => node.getAttribute('for') ?? '');
    return `[id="${id}"]`;
  }

  /** Picks the option `option` (the first one when null) of the select labelled `label`, after typing `typed`. */
  async pick(label: string, typed: string, option: string | null): Promise<void> {
    await clickCentred(this.page, await this.field(label));
    await this.page.keyboard.type(typed);
    if (option === null) {
      await this.page.locator('[role="option"]').setTimeout(15_000).wait();
      await this.page.keyboard.press('ArrowDown');
      await this.page.keyboard.press('Enter');
    } else await this.page.locator(`[role="option"] ::-p-text(${option})`).setTimeout(15_000).click();
    await this.noDropdown();
  }

  /** Types `value` into the input labelled `label` (a date as YYYY-MM-DD) and closes its picker. */
  async type(label: string, value: string): Promise<void> {
    await clickCentred(this.page, await this.field(label));
    await this.page.keyboard.type(value);
    // Escape closes the date picker; Tab would open the next select, whose options cover the buttons.
    await this.page.keyboard.press('Escape');
    await this.noDropdown();
  }

  /** No picker or option list is open (a closing one would take the next click). */
  private noDropdown(): Promise<unknown> {
    return this.page.waitForFunction(
      () => Array.from(document.querySelectorAll('.mantine-Popover-dropdown')).every((node) => node.getClientRects().length === 0),
      { timeout: 15_000 },
    );
  }

  text(value: string): Promise<unknown> {
    return this.page.locator(`::-p-text(${value})`).setTimeout(15_000).wait();
  }

  click(label: string): Promise<void> {
    return clickCentred(this.page, buttonSelector(label));
  }

  dialogButton(label: string): Promise<void> {
    return this.page
      .locator(`[role="dialog"] ${buttonSelector(label)}`)
      .setTimeout(15_000)
      .click();
  }

  visit(pathname: string, marker: string): Promise<void> {
    return visitScreen(this.page, `${this.e2e.server.url}${pathname}`, marker);
  }

  /** The landing page's 'Rám vár' names the record; its link opens it. */
  async openWaitingTask(title: string, recordPath: string): Promise<void> {
    await this.visit('/', 'Rám vár');
    await this.page.locator(`a[href="${recordPath}"]::-p-text(${title})`).setTimeout(15_000).wait();
    await this.usable('kezdolap');
    await clickCentred(this.page, `a[href="${recordPath}"]`);
    await this.page.waitForFunction((expected) => window.location.pathname === expected, { timeout: 15_000 }, recordPath);
  }

  /** The list's 'Rám vár' filter leaves the record waiting on the referent. */
  async filterWaiting(listPath: string, title: string, marker: string): Promise<void> {
    await this.visit(listPath, marker);
    await clickCentred(this.page, '::-p-aria([name="Rám vár"][role="checkbox"])');
    // Checked, the filtered page answered (no loader), and every row is the record.
    await this.page.waitForFunction(
      (expected) => {
        const box = document.querySelector<HTMLInputElement>('input[type=checkbox]');
        const rows = Array.from(document.querySelectorAll('tbody tr'));
        const loading = document.querySelector('main .mantine-Loader') !== null;
        return box?.checked === true && !loading && rows.length > 0 && rows.every((row) => (row.textContent ?? '').includes(expected));
      },
      { timeout: 30_000 },
      title,
    );
    await this.usable('lista-szurve');
  }

  /** The dialog is fully inside the viewport (on the phone it fills the screen) and usable. */
  async dialogInView(screen: string): Promise<void> {
    await expectDialogInView(this.page, `${this.name} ${screen}`);
    await this.usable(screen);
  }

  /** Decides the current step with `option` through its dialog; `next` shows once it is decided. */
  async decide(option: string, next: string): Promise<void> {
    await this.click(option);
    await this.dialogInView('dontes');
    await this.dialogButton(option);
    await this.text(next);
  }

  async comment(body: string): Promise<void> {
    await this.page.locator('::-p-aria(Új megjegyzés)').fill(body);
    await this.click('Megjegyzés küldése');
    await this.text(body);
  }

  async attach(name: string, content: string): Promise<void> {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-e2e-')), `${name}.txt`);
    fs.writeFileSync(file, content);
    await this.page.locator('::-p-aria(Melléklet neve)').fill(name);
    const [chooser] = await Promise.all([this.page.waitForFileChooser(), clickCentred(this.page, '::-p-aria(Fájl)')]);
    await chooser.accept([file]);
    await this.click('Feltöltés');
    await this.page.locator(`tr[data-attachment-id] ::-p-text(${name})`).setTimeout(15_000).wait();
  }

  /** The attachment's delete confirmation, checked and cancelled (the file stays). */
  async confirmDialog(name: string): Promise<void> {
    await clickCentred(this.page, `tr[data-attachment-id] ${buttonSelector('Törlés')}`);
    await this.text(`Biztosan törli a(z) ${name} mellékletet?`);
    await this.dialogInView('megerosites');
    await this.dialogButton('Mégse');
    await this.page.waitForFunction(() => !document.querySelector('[role=dialog]'), { timeout: 15_000 });
  }

  /** The record's copy confirmation, checked and cancelled. */
  async copyDialog(): Promise<void> {
    await this.click('Másolás');
    await this.text('Új rekord jön létre.');
    await this.dialogInView('megerosites');
    await this.dialogButton('Mégse');
    await this.page.waitForFunction(() => !document.querySelector('[role=dialog]'), { timeout: 15_000 });
  }

  /** The record's PDF preview: the server answers a PDF, shown in a new tab. */
  async previewPdf(): Promise<void> {
    const page = this.page;
    // A toast top right would take the click (and stays while the pointer hovers it).
    await page.mouse.move(0, 0);
    await page.waitForFunction(() => document.querySelectorAll('.mantine-Notification-root').length === 0, { timeout: 15_000 });
    const answer = page.waitForResponse((response) => response.url().includes('/generate_preview/'), { timeout: 60_000 });
    await this.click('Előnézet');
    const preview = await answer;
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toBe('application/pdf');
    const tab = await this.e2e.browser.waitForTarget((target) => target.url().startsWith('blob:'), { timeout: 30_000 });
    await (await tab.page())?.close();
    // The new tab took the focus; background tabs do not paint.
    await page.bringToFront();
  }

  /** The list exported as an xlsx workbook under the server's filename. */
  async exportList(listPath: string, marker: string): Promise<void> {
    const downloads = await enableDownloads(this.page);
    await this.visit(listPath, marker);
    await this.click('Exportálás');
    const exported = await waitForFile(downloads, /\.xlsx$/, 20_000);
    expect(fs.readFileSync(exported).subarray(0, 2).toString()).toBe('PK');
  }

  /** Saves the form as it is, expects `error` at a field, lets `fix` correct it and saves again;
   * answers the new record's path. */
  async saveAfterFieldError(error: string, fix: () => Promise<void>, detailPath: RegExp): Promise<string> {
    await this.click('Mentés');
    await this.text(error);
    await this.usable('urlap-hiba');
    await fix();
    await this.click('Mentés');
    await this.page.waitForFunction((pattern) => new RegExp(pattern).test(window.location.pathname), { timeout: 30_000 }, detailPath.source);
    return this.page.evaluate(() => window.location.pathname);
  }

  /** A page the referent may not open says so, and its way back leads to the landing page. */
  async forbidden(pathname: string): Promise<void> {
    await this.visit(pathname, FORBIDDEN_TEXT);
    await this.usable('tiltott');
    await this.page.locator('a::-p-text(Vissza a kezdőlapra)').click();
    await this.page.waitForFunction(() => window.location.pathname === '/', { timeout: 15_000 });
  }

  /** The decision part of the day at the desktop size: the task from 'Rám vár', the list filtered
   * to it, the record commented, given an attachment (its delete confirmation cancelled),
   * decided, previewed as PDF, the list exported. */
  async decideTask(task: TTask): Promise<void> {
    await this.step('waiting for me', () => this.openWaitingTask(task.title, task.recordPath));
    await this.step('list filter', async () => {
      await this.filterWaiting(task.listPath, task.title, task.title);
      await this.page.locator(`a[href="${task.recordPath}"]`).click();
      await this.page.waitForFunction((expected) => window.location.pathname === expected, { timeout: 30_000 }, task.recordPath);
      // The list's badges say 'Döntésre vár' too: the details are there once their decision button is.
      await this.page.locator(buttonSelector(task.option)).setTimeout(15_000).wait();
      await this.text('Mellékletek');
      await this.usable('reszletek');
    });
    await this.step('comment and attachment', async () => {
      await this.comment(task.comment);
      await this.attach(task.attachment, `${task.attachment}: ${task.title}\n`);
      await this.confirmDialog(task.attachment);
    });
    await this.step('decision', () => this.decide(task.option, task.next));
    await this.step('preview', () => this.previewPdf());
    await this.step('export', () => this.exportList(task.listPath, task.title));
  }

  /** The screen kinds again at 390×844: the task's list, its details with the attachment's
   * confirmation dialog, then `screens` (form, calendar…), last the forbidden page. */
  async phonePass(task: TTask, screens: TPhoneScreen[], forbiddenPath: string): Promise<void> {
    await this.phone(true);
    await this.step('phone list', async () => {
      await this.visit(task.listPath, task.title);
      await this.usable('lista');
    });
    await this.step('phone details and dialog', async () => {
      await this.visit(task.recordPath, task.attachment);
      await this.usable('reszletek');
      if (task.closes) await this.copyDialog();
      else await this.confirmDialog(task.attachment);
    });
    for (const screen of screens) {
      await this.step(`phone ${screen.screen}`, async () => {
        await this.visit(screen.path, screen.marker);
        await screen.check?.();
        await this.usable(screen.screen);
      });
    }
    await this.step('phone forbidden', () => this.forbidden(forbiddenPath));
  }
}
