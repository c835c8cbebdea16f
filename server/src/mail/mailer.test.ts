import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

const FROM = 'eTanker <noreply@etanker.local>';
const MESSAGE = {
  to: 'Őszi Ödön <odon@example.hu>',
  subject: 'Jelentkezés visszaigazolása – Árvíztűrő tükörfúrógép',
  text: 'Köszönjük a jelentkezését!\nÜdvözlettel: a szakképzési centrum',
  html: '<p>Köszönjük a <b>jelentkezését</b>!</p>',
};

type TReceived = { from: string; to: string[]; raw: Buffer };

let server: SMTPServer;
let port: number;
const received: TReceived[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      buffer(stream).then((raw) => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mailer', () => {
  it('delivers through a real SMTP server', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: '/nonexistent', from: FROM });
    await mailer.send(MESSAGE);

    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('noreply@etanker.local');
    expect(received[0].to).toEqual(['odon@example.hu']);
    const mail = await simpleParser(received[0].raw);
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
