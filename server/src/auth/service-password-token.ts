// Set-password links: a random single-use token mailed to the user; only its sha256 is stored,
// it expires after 48 hours and is spent by the first successful use.
import crypto from 'node:crypto';
import type { TServices } from '../services.ts';
import type { TPrisma, TTx } from '../db/client.ts';
import { AUTH_MESSAGES, type TPasswordResetRequestInput } from './service-schemas.ts';

export const PASSWORD_TOKEN_TTL_HOURS = 48;

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export async function createPasswordToken(prisma: TPrisma | TTx, userId: number, now = new Date()): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await prisma.passwordToken.create({
    data: { user_id: userId, token_hash: sha256(token), expires_at: new Date(now.getTime() + PASSWORD_TOKEN_TTL_HOURS * 3600_000) },
    select: { id: true },
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
  // Conditional update: of two concurrent uses only one matches.
  const spent = await tx.passwordToken.updateMany({
    where: { id: found.id, used_at: null, expires_at: { gt: new Date() } },
    data: { used_at: new Date() },
  });
  return spent.count === 1 ? found.user_id : null;
}

export function setPasswordLink(config: TServices['config'], token: string): string {
  const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  return `${base.replace(/\/$/, '')}/jelszo_mentese.html?token=${encodeURIComponent(token)}`;
}

/** Always the same answer, so the call reveals no account. */
export async function requestPasswordReset(
  services: Pick<TServices, 'prisma' | 'mailer' | 'config'>,
  input: TPasswordResetRequestInput,
): Promise<{ detail: string }> {
  const user = await services.prisma.user.findFirst({
    where: { email: { equals: input.email.trim(), mode: 'insensitive' }, is_active: true },
    select: { id: true, name: true, email: true },
  });
  if (user) {
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
  return { detail: AUTH_MESSAGES.resetRequested };
}
