// Outgoing mail. With an SMTP URL it is delivered; without one (development, the embedded
// default) every message is written to the outbox folder as an .eml file a mail client opens.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { z } from 'zod';

export const ZMailMessage = z.object({
  to: z.string().trim().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
});

export type TMailMessage = z.infer<typeof ZMailMessage>;

export type TMailer = { send(message: TMailMessage): Promise<void> };

export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string }): TMailer {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await smtp.sendMail({ from: options.from, ...ZMailMessage.parse(message) });
      },
    };
  }

  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const { message: eml } = await composer.sendMail({ from: options.from, ...ZMailMessage.parse(message) });
      await fs.mkdir(options.outboxDir, { recursive: true });
      // Time first, so the outbox lists in sending order.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      // Written under a temporary name and renamed: whoever lists the outbox sees whole mails only.
      const file = path.join(options.outboxDir, `${stamp}-${randomUUID()}.eml`);
      await fs.writeFile(`${file}.part`, eml);
      await fs.rename(`${file}.part`, file);
    },
  };
}
