// The mail queue (DESIGN.md §3): notices are rows written by the same statement as the decision
// that caused them, so a refused decision mails nothing and a crash loses nothing. The sender
// claims what is due, sends one mail per recipient (a digest when several notices wait for one
// address) and marks them sent. Claims use SKIP LOCKED, so several server processes never send a
// notice twice; a claimed notice that was not sent (the send failed, or its sender died) is due
// again after RETRY_AFTER, up to MAX_ATTEMPTS times. Rounds run as the job queue's `mail-flush`
// job (MAIL_FLUSH_JOB), one round per MAIL_QUEUE_SECONDS however many processes run.
import { z } from 'zod';
import { Prisma } from '../generated/prisma/client.ts';
import type { TPrisma } from '../db/client.ts';
import type { TMailer, TMailMessage } from './mailer.ts';
import { defineJob } from '../jobs/define.ts';

export type TQueuedMail = { to: string; subject: string; text: string; link: string };

export interface TMailQueue {
  /** Sends everything due now; answers how many notices went out (the job queue's `mail-flush` calls it, tests call it themselves). */
  flush(): Promise<number>;
  /** Waits for a running flush. */
  stop(): Promise<void>;
}

const CLAIM_BATCH = 2000;
const MAX_ATTEMPTS = 5;
const RETRY_AFTER = '10 minutes';
const KEEP_SENT = '30 days';
/** A digest lists this many notices, then counts the rest. */
const DIGEST_LINES = 50;

/** The INSERT of queued mails as SQL, for a statement that writes them with other rows (when
 * `onlyIf` holds): a decision queues its notices this way (workflow/decide.ts). */
export function insertQueuedMailsSql(mails: TQueuedMail[], onlyIf: Prisma.Sql): Prisma.Sql {
  const column = (key: keyof TQueuedMail) => mails.map((m) => m[key]);
  return Prisma.sql`INSERT INTO "QueuedMail" ("to", subject, text, link)
    SELECT * FROM unnest(${column('to')}::text[], ${column('subject')}::text[], ${column('text')}::text[], ${column('link')}::text[])
    WHERE ${onlyIf}`;
}

type TClaimed = TQueuedMail & { id: number };

function digestMessage(to: string, mails: TQueuedMail[]): TMailMessage {
  if (mails.length === 1) return { to, subject: mails[0].subject, text: mails[0].text };
  const listed = mails.slice(0, DIGEST_LINES).map((m) => `- ${m.subject}\n  ${m.link}`);
  if (mails.length > DIGEST_LINES) listed.push(`… és további ${mails.length - DIGEST_LINES} értesítés.`);
  return {
    to,
    subject: `eTanker: ${mails.length} új értesítés`,
    text: `Tisztelt Kolléga!\n\nAz Ön rekordjaiban a következők történtek:\n\n${listed.join('\n')}\n\neTanker portál`,
  };
}

export function createMailQueue(options: { prisma: TPrisma; mailer: TMailer; onError: (error: unknown) => void }): TMailQueue {
  const { prisma, mailer } = options;
  let running: Promise<number> | undefined;

  const claim = () =>
    prisma.$queryRaw<TClaimed[]>`
      UPDATE "QueuedMail" SET claimed_at = now(), attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM "QueuedMail"
        WHERE sent_at IS NULL AND attempts < ${MAX_ATTEMPTS} AND (claimed_at IS NULL OR claimed_at < now() - ${RETRY_AFTER}::interval)
        ORDER BY id LIMIT ${CLAIM_BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, "to", subject, text, link`;

  async function sendTo(to: string, mails: TClaimed[]): Promise<number> {
    const ids = mails.map((m) => m.id);
    try {
      await mailer.send(digestMessage(to, mails));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await prisma.queuedMail.updateMany({ where: { id: { in: ids } }, data: { last_error: message.slice(0, 1000) } });
      options.onError(error);
      return 0;
    }
    await prisma.queuedMail.updateMany({ where: { id: { in: ids } }, data: { sent_at: new Date(), last_error: null } });
    return ids.length;
  }

  async function flushOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await claim();
      const byRecipient = new Map<string, TClaimed[]>();
      for (const m of claimed.sort((a, b) => a.id - b.id)) {
        const mails = byRecipient.get(m.to);
        if (mails) mails.push(m);
        else byRecipient.set(m.to, [m]);
      }
      for (const [to, mails] of byRecipient) sent += await sendTo(to, mails);
      if (claimed.length < CLAIM_BATCH) break;
    }
    await prisma.$executeRaw`DELETE FROM "QueuedMail" WHERE sent_at < now() - ${KEEP_SENT}::interval`;
    return sent;
  }

  const flush = () => {
    // One flush at a time in this process: a second caller waits for the running one, then runs.
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(flushOnce);
    running = next;
    return next;
  };

  return {
    flush,
    async stop() {
      await running?.catch(() => undefined);
    },
  };
}

/** A round of the mail queue every `seconds`: the notices of a round go to a recipient as one mail. */
export const mailFlushJob = (seconds: number) =>
  defineJob<{ mailQueue: TMailQueue }, Record<string, never>>({
    name: 'mail-flush',
    data: z.object({}).strict(),
    everySeconds: seconds,
    // The next round retries what this one could not send (the queue counts each notice's attempts).
    retryLimit: 0,
    run: async ({ mailQueue }) => {
      await mailQueue.flush();
    },
  });
