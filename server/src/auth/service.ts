// Login, logout, password change and set-password (spec 000 §7). Every token of a user carries
// its token_version; bumping the version revokes all of them at once.
import crypto from 'node:crypto';
import type { TServices } from '../services.ts';
import type { TCurrentUser } from './current-user.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { badRequest, fieldError } from '../http/errors.ts';
import { AUTH_MESSAGES, type TLoginInput, type TPasswordChangeInput, type TSetPasswordInput } from './service-schemas.ts';
import { consumePasswordToken } from './service-password-token.ts';
import { normalizeEmail } from './email.ts';

// A valid hash of a random password, verified against when the account does not exist.
const DUMMY_HASH = await hashPassword(crypto.randomUUID());

type TAuthServices = Pick<TServices, 'prisma' | 'tokens' | 'loginThrottle'>;

export async function login(services: TAuthServices, input: TLoginInput, ip: string): Promise<{ key: string }> {
  const email = normalizeEmail(input.email);
  await services.loginThrottle.attempt(email, ip);
  const user = await services.prisma.user.findUnique({
    where: { email },
    select: { id: true, password_hash: true, token_version: true, is_active: true },
  });
  // Verify even for unknown or inactive accounts, so timing does not reveal which exist.
  const valid = await verifyPassword(input.password, user?.password_hash || DUMMY_HASH);
  if (!user || !user.is_active || !valid) throw badRequest({ non_field_errors: [AUTH_MESSAGES.badCredentials] });
  await services.loginThrottle.succeeded(email, ip);
  return { key: services.tokens.issue(user.id, user.token_version) };
}

export async function logout(services: Pick<TServices, 'prisma'>, user: TCurrentUser): Promise<{ detail: string }> {
  await services.prisma.user.update({ where: { id: user.id }, data: { token_version: { increment: 1 } }, select: { id: true } });
  return { detail: AUTH_MESSAGES.loggedOut };
}

function checkRepeated(input: { new_password1: string; new_password2: string }): void {
  if (input.new_password1 !== input.new_password2) throw fieldError('new_password2', AUTH_MESSAGES.mismatch);
}

/** Other tokens stop working; the answer carries a new token for the browser that changed it. */
export async function changePassword(
  services: Pick<TServices, 'prisma' | 'tokens'>,
  user: TCurrentUser,
  input: TPasswordChangeInput,
): Promise<{ detail: string; key: string }> {
  const stored = await services.prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { password_hash: true } });
  if (!(await verifyPassword(input.old_password, stored.password_hash))) throw fieldError('old_password', AUTH_MESSAGES.wrongPassword);
  checkRepeated(input);
  const updated = await services.prisma.user.update({
    where: { id: user.id },
    data: { password_hash: await hashPassword(input.new_password1), needs_password_change: false, token_version: { increment: 1 } },
    select: { id: true, token_version: true },
  });
  return { detail: AUTH_MESSAGES.passwordSaved, key: services.tokens.issue(updated.id, updated.token_version) };
}

export async function setPassword(services: Pick<TServices, 'prisma'>, input: TSetPasswordInput): Promise<{ detail: string }> {
  checkRepeated(input);
  const passwordHash = await hashPassword(input.new_password1);
  const done = await services.prisma.$transaction(async (tx) => {
    const userId = await consumePasswordToken(tx, input.token);
    if (userId === null) return false;
    await tx.user.update({
      where: { id: userId },
      data: { password_hash: passwordHash, needs_password_change: false, token_version: { increment: 1 } },
      select: { id: true },
    });
    return true;
  });
  if (!done) throw badRequest({ token: [AUTH_MESSAGES.badResetToken] });
  return { detail: AUTH_MESSAGES.passwordSaved };
}
