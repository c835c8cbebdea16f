import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';
import { startTestSmtp, type TTestSmtp } from '../../../tests/helpers/smtp.ts';

const FROM = 'eTanker <noreply@etanker.local>';
const MESSAGE = {
  to: 'Őszi Ödön <odon@example.hu>',
  subject: 'Jelentkezés visszaigazolása – Árvíztűrő tükörfúrógép',
  text: 'Köszönjük a jelentkezését!\nÜdvözlettel: a szakképzési centrum',
  html: '<p>Köszönjük a <b>jelentkezését</b>!</p>',
};

let smtp: TTestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
});

afterAll(() => smtp.close());

describe('mailer', () => {
  it('delivers through a real SMTP server', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: FROM });
    await mailer.send(MESSAGE);

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].from).toBe('noreply@etanker.local');
    expect(smtp.received[0].to).toEqual(['odon@example.hu']);
    const mail = await simpleParser(smtp.received[0].raw);
    expect(mail.subject).toBe(MESSAGE.subject);
    expect(mail.text?.trim()).toBe(MESSAGE.text);
    expect(mail.html).toContain('<b>jelentkezését</b>');
    expect(mail.from?.value[0]).toMatchObject({ name: 'eTanker', address: 'noreply@etanker.local' });
  });

  it('writes .eml files to the outbox without SMTP', async () => {
    const outboxDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'etanker-outbox-')), 'outbox');
    try {
      const mailer = createMailer({ outboxDir, from: FROM });
      await mailer.send(MESSAGE);
      await mailer.send({ to: 'masik@example.hu', subject: 'Második', text: 'Szöveg' });

      const files = (await fs.readdir(outboxDir)).sort();
      expect(files).toHaveLength(2);
      expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
      const first = await simpleParser(await fs.readFile(path.join(outboxDir, files[0])));
      expect(first.subject).toBe(MESSAGE.subject);
      expect(first.text?.trim()).toBe(MESSAGE.text);
      expect(first.to && !Array.isArray(first.to) ? first.to.value[0].address : '').toBe('odon@example.hu');
      const second = await simpleParser(await fs.readFile(path.join(outboxDir, files[1])));
      expect(second.subject).toBe('Második');
    } finally {
      await fs.rm(path.dirname(outboxDir), { recursive: true, force: true });
    }
  });

  it('refuses a message without a recipient', async () => {
    const mailer = createMailer({ outboxDir: os.tmpdir(), from: FROM });
    await expect(mailer.send({ to: ' ', subject: 'x', text: 'y' })).rejects.toThrow();
  });
});
