// The mail queue against a real PostgreSQL and a real SMTP server: one mail per recipient, a
// long digest cut short, a refused send retried later, two senders never sending a notice twice,
// rounds made by the job queue.
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TTestDb } from '../../../tests/helpers/db.ts';
import { startTestSmtp, type TTestSmtp } from '../../../tests/helpers/smtp.ts';
import { createMailer } from './mailer.ts';
import { createMailQueue, mailFlushJob, type TQueuedMail } from './queue.ts';
import { createJobRunner } from '../jobs/runner.ts';

type TReceived = { to: string[]; subject: string; text: string };

let db: TTestDb;
let smtp: TTestSmtp;

const notice = (to: string, n: number): TQueuedMail => ({
  to,
  subject: `Döntésre vár: Kötelezettségvállalás ${n}`,
  text: `Egyedül: ${n}`,
  link: `http://portal.test/penzugy/kotelezettsegvallalas/${n}.html`,
});

beforeAll(async () => {
  db = await createTestDb();
  smtp = await startTestSmtp();
});

afterAll(() => smtp.close());

beforeEach(async () => {
  await db.prisma.queuedMail.deleteMany();
  smtp.received.length = 0;
  smtp.refuseNext = 0;
});

/** What the SMTP server accepted, parsed. */
async function receivedMails(): Promise<TReceived[]> {
  return Promise.all(
    smtp.received.map(async (m) => {
      const mail = await simpleParser(m.raw);
      return { to: m.to, subject: mail.subject ?? '', text: mail.text ?? '' };
    }),
  );
}

const queue = () => {
  const errors: unknown[] = [];
  const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent', from: 'eTanker <noreply@etanker.local>' });
  return { errors, queue: createMailQueue({ prisma: db.prisma, mailer, onError: (e) => errors.push(e) }) };
};

describe('mail queue', () => {
  it('sends one mail per recipient: a single notice as it is, several as a digest', async () => {
    await db.prisma.queuedMail.createMany({ data: [notice('a@example.hu', 1), notice('b@example.hu', 2), notice('a@example.hu', 3)] });
    const { queue: q } = queue();
    expect(await q.flush()).toBe(3);
    const received = await receivedMails();
    const byTo = Object.fromEntries(received.map((m) => [m.to[0], m]));
    expect(byTo['b@example.hu']).toMatchObject({ subject: 'Döntésre vár: Kötelezettségvállalás 2', text: expect.stringContaining('Egyedül: 2') });
    expect(byTo['a@example.hu'].subject).toBe('eTanker: 2 új értesítés');
    expect(byTo['a@example.hu'].text).toContain('- Döntésre vár: Kötelezettségvállalás 1\n  http://portal.test/penzugy/kotelezettsegvallalas/1.html');
    expect(byTo['a@example.hu'].text).toContain('kotelezettsegvallalas/3.html');
    expect(await db.prisma.queuedMail.count({ where: { sent_at: null } })).toBe(0);
    expect(await q.flush()).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });

  it('a digest lists 50 notices and counts the rest', async () => {
    await db.prisma.queuedMail.createMany({ data: Array.from({ length: 53 }, (_, i) => notice('a@example.hu', i + 1)) });
    expect(await queue().queue.flush()).toBe(53);
    const received = await receivedMails();
    expect(received).toHaveLength(1);
    expect(received[0].subject).toBe('eTanker: 53 új értesítés');
    expect(received[0].text).toContain('kotelezettsegvallalas/50.html');
    expect(received[0].text).not.toContain('kotelezettsegvallalas/51.html');
    expect(received[0].text).toContain('… és további 3 értesítés.');
  });

  it('a refused send stays queued with its error and goes out when due again', async () => {
    await db.prisma.queuedMail.createMany({ data: [notice('a@example.hu', 1)] });
    smtp.refuseNext = 1;
    const { queue: q, errors } = queue();
    expect(await q.flush()).toBe(0);
    expect(errors).toHaveLength(1);
    const failed = await db.prisma.queuedMail.findFirstOrThrow({ select: { sent_at: true, attempts: true, last_error: true } });
    expect(failed).toMatchObject({ sent_at: null, attempts: 1, last_error: expect.stringContaining('451 Try again later') });
    // Not before its retry time…
    expect(await q.flush()).toBe(0);
    // …then it is due again.
    await db.prisma.queuedMail.updateMany({ data: { claimed_at: new Date(Date.now() - 11 * 60_000) } });
    expect(await q.flush()).toBe(1);
    expect((await receivedMails()).map((m) => m.subject)).toEqual(['Döntésre vár: Kötelezettségvállalás 1']);
    expect(await db.prisma.queuedMail.findFirstOrThrow({ select: { attempts: true, last_error: true } })).toEqual({ attempts: 2, last_error: null });
  });

  it('two senders flushing at once send every notice exactly once', async () => {
    await db.prisma.queuedMail.createMany({ data: Array.from({ length: 40 }, (_, i) => notice(`u${i}@example.hu`, i)) });
    const [a, b] = await Promise.all([queue().queue.flush(), queue().queue.flush()]);
    expect(a + b).toBe(40);
    expect(smtp.received).toHaveLength(40);
    expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(40);
  });

  it('the job queue sends rounds without being asked, each notice once with two processes running it', async () => {
    await db.prisma.queuedMail.createMany({ data: [notice('a@example.hu', 1)] });
    const runners = [queue(), queue()].map(({ queue: mailQueue }) =>
      createJobRunner({ databaseUrl: db.url, context: () => ({ mailQueue }), jobs: [mailFlushJob(1)], onError: (error) => expect.fail(String(error)) }),
    );
    await Promise.all(runners.map((r) => r.start()));
    for (let i = 0; i < 300 && smtp.received.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    await db.prisma.queuedMail.createMany({ data: [notice('b@example.hu', 2)] });
    for (let i = 0; i < 300 && smtp.received.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    await Promise.all(runners.map((r) => r.stop()));
    expect(smtp.received.map((m) => m.to[0])).toEqual(['a@example.hu', 'b@example.hu']);
  });
});
