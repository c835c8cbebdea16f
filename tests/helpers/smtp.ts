// A real SMTP server on loopback for mail tests: every accepted message in `received`, and
// `refuseNext` messages answered with a temporary failure (451) first.
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { SMTPServer } from 'smtp-server';

export type TReceivedMail = { from: string; to: string[]; raw: Buffer };

export interface TTestSmtp {
  url: string;
  received: TReceivedMail[];
  refuseNext: number;
  close: () => Promise<void>;
}

export async function startTestSmtp(): Promise<TTestSmtp> {
  const smtp: TTestSmtp = { url: '', received: [], refuseNext: 0, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      buffer(stream).then((raw) => {
        if (smtp.refuseNext > 0) {
          smtp.refuseNext--;
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        smtp.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtp.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  smtp.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return smtp;
}
