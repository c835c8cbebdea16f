// Set-password links: a random single-use token mailed to the user; only its sha256 is stored,
// it expires after 48 hours. A user has at most one live link: a new link voids the older ones,
// and using one voids them all.
import crypto from 'node:crypto';
import type { TServices } from '../services.ts';
import type { TPrisma, TTx } from '../db/client.ts';
import { AUTH_MESSAGES, type TPasswordResetRequestInput } from './service-schemas.ts';
import { normalizeEmail } from './email.ts';

export const PASSWORD_TOKEN_TTL_HOURS = 48;

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const voidUnused = (tx: TTx, userId: number, now: Date) => tx.passwordToken.updateMany({ where: { user_id: userId, used_at: null }, data: { used_at: now } });

export async function createPasswordToken(prisma: TPrisma, userId: number, now = new Date()): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await prisma.$transaction(async (tx) => {
    await voidUnused(tx, userId, now);
    await tx.passwordToken.create({
      data: { user_id: userId, token_hash: sha256(token), expires_at: new Date(now.getTime() + PASSWORD_TOKEN_TTL_HOURS * 3600_000) },
      select: { id: true },
    });
  });
  return token;
}

/** Marks the token used and answers its user, or null when it is unknown, used or expired. */
export async function consumePasswordToken(tx: TTx, token: string): Promise<number | null> {
  const found = await tx.passwordToken.findUnique({
    where: { token_hash: sha256(token) },
    select: { id: true, user_id: true, user: { select: { is_active: true } } },
  });
  if (!found || !found.user.is_active) return null;
  const now = new Date();
  // Conditional update: of two concurrent uses only one matches.
  const spent = await tx.passwordToken.updateMany({
    where: { id: found.id, used_at: null, expires_at: { gt: now } },
    data: { used_at: now },
  });
  if (spent.count !== 1) return null;
  await voidUnused(tx, found.user_id, now);
  return found.user_id;
}

export function setPasswordLink(config: TServices['config'], token: string): string {
  const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  return `${base.replace(/\/$/, '')}/jelszo_mentese.html?token=${encodeURIComponent(token)}`;
}

type TResetServices = Pick<TServices, 'prisma' | 'mailer' | 'config' | 'resetThrottle'>;

async function mailSetPasswordLink(services: TResetServices, email: string): Promise<void> {
  const user = await services.prisma.user.findUnique({ where: { email }, select: { id: true, name: true, email: true, is_active: true } });
  if (!user || !user.is_active) return;
  const link = setPasswordLink(services.config, await createPasswordToken(services.prisma, user.id));
  await services.mailer.send({
    to: user.email,
    subject: 'eTanker – jelszó beállítása',
    text: [
      `Kedves ${user.name}!`,
      '',
      'Jelszava beállításához nyissa meg az alábbi linket (48 óráig, egyszer használható):',
      link,
      '',
      'Ha nem Ön kérte, hagyja figyelmen kívül ezt a levelet; jelszava nem változik.',
    ].join('\n'),
  });
}

/** Always the same answer, given before the account is even looked up: the lookup, the link and
 * the mail happen after it, so neither the body nor the response time reveals an account. */
export async function requestPasswordReset(services: TResetServices, input: TPasswordResetRequestInput, ip: string): Promise<{ detail: string }> {
  const email = normalizeEmail(input.email);
  await services.resetThrottle.attempt(email, ip);
  setImmediate(() => {
    mailSetPasswordLink(services, email).catch((error: unknown) => console.error('A jelszóbeállító levél nem ment el:', error));
  });
  return { detail: AUTH_MESSAGES.resetRequested };
}
