// auth.*: login, logout, password change, set password and the set-password mail, on the
// documented paths of spec 000 §7 (Django rest-auth's). Each takes its body as sent: no body is
// one error for the call, not an empty form. The throttles sit in the services they guard.
import { z } from 'zod';
import { bodySent, operation } from '../api/operations.ts';
import { changePassword, login, logout, setPassword } from './service.ts';
import { requestPasswordReset } from './service-password-token.ts';
import { ZLoginInput, ZPasswordChangeInput, ZPasswordResetRequestInput, ZSetPasswordInput } from './service-schemas.ts';

const ZDetailAnswer = z.object({ detail: z.string() });
const ZKeyAnswer = z.object({ key: z.string().meta({ description: 'A token: Authorization: Token <key>' }) });
/** A changed password logs out the user's other sessions: the answer carries a new token. */
const ZPasswordSavedAnswer = ZDetailAnswer.extend({ key: z.string() });

export const authOperations = {
  login: operation({
    call: 'mutation',
    access: 'public',
    input: ZLoginInput,
    output: ZKeyAnswer,
    run: (ctx, input) => login(ctx, input, ctx.ip),
    rest: [{ method: 'POST', path: '/rest-auth/login/', summary: 'Bejelentkezés: {"key": token}', schema: { body: ZLoginInput }, sent: bodySent }],
  }),
  /** `read`: a read-only user logs out and changes their password too. */
  logout: operation({
    call: 'mutation',
    access: 'read',
    output: ZDetailAnswer,
    run: (ctx) => logout(ctx, ctx.user),
    rest: [{ method: 'POST', path: '/rest-auth/logout/', summary: 'Kijelentkezés: a felhasználó minden tokenje érvénytelen lesz' }],
  }),
  changePassword: operation({
    call: 'mutation',
    access: 'read',
    input: ZPasswordChangeInput,
    output: ZPasswordSavedAnswer,
    run: (ctx, input) => changePassword(ctx, ctx.user, input),
    rest: [
      {
        method: 'POST',
        path: '/rest-auth/password/change/',
        summary: 'Jelszó módosítása (új tokent ad, a többi érvénytelen lesz)',
        schema: { body: ZPasswordChangeInput },
        sent: bodySent,
      },
    ],
  }),
  setPassword: operation({
    call: 'mutation',
    access: 'public',
    input: ZSetPasswordInput,
    output: ZDetailAnswer,
    run: (ctx, input) => setPassword(ctx, input),
    rest: [
      {
        method: 'POST',
        path: '/felhasznalok/jelszo-mentese/',
        summary: 'Jelszó beállítása egyszer használható, lejáró tokennel',
        schema: { body: ZSetPasswordInput },
        sent: bodySent,
      },
    ],
  }),
  requestPasswordReset: operation({
    call: 'mutation',
    access: 'public',
    input: ZPasswordResetRequestInput,
    output: ZDetailAnswer,
    run: (ctx, input) => requestPasswordReset(ctx, input, ctx.ip),
    rest: [
      {
        method: 'POST',
        path: '/felhasznalok/jelszo-emlekezteto/',
        summary: 'Jelszóbeállító link küldése e-mailben (mindig 200)',
        schema: { body: ZPasswordResetRequestInput },
        sent: bodySent,
      },
    ],
  }),
};
