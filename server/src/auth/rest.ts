// The documented auth paths (spec 000 §7) on the auth procedures. Bodies are passed on as
// received (`as never`): the procedure's zod input validates them, once.
import { z } from 'zod';
import type { TRestRoute } from '../rest/route.ts';
import { viaCaller } from '../trpc/rest-caller.ts';
import { ZLoginInput, ZPasswordChangeInput, ZPasswordResetRequestInput, ZSetPasswordInput } from './service-schemas.ts';

const tag = 'auth';

const ZDetailAnswer = z.object({ detail: z.string() });
const ZKeyAnswer = z.object({ key: z.string().meta({ description: 'A token: Authorization: Token <key>' }) });
/** A changed password logs out the user's other sessions: the answer carries a new token. */
const ZPasswordSavedAnswer = ZDetailAnswer.extend({ key: z.string() });

export const authRestRoutes: TRestRoute[] = viaCaller([
  {
    method: 'POST',
    path: '/api/rest-auth/login/',
    summary: 'Bejelentkezés: {"key": token}',
    tag,
    public: true,
    schema: { body: ZLoginInput },
    response: ZKeyAnswer,
    handler: ({ caller, body }) => caller.auth.login(body as never),
  },
  {
    method: 'POST',
    path: '/api/rest-auth/logout/',
    summary: 'Kijelentkezés: a felhasználó minden tokenje érvénytelen lesz',
    tag,
    response: ZDetailAnswer,
    handler: ({ caller }) => caller.auth.logout(),
  },
  {
    method: 'POST',
    path: '/api/rest-auth/password/change/',
    summary: 'Jelszó módosítása (új tokent ad, a többi érvénytelen lesz)',
    tag,
    schema: { body: ZPasswordChangeInput },
    response: ZPasswordSavedAnswer,
    handler: ({ caller, body }) => caller.auth.changePassword(body as never),
  },
  {
    method: 'POST',
    path: '/api/felhasznalok/jelszo-mentese/',
    summary: 'Jelszó beállítása egyszer használható, lejáró tokennel',
    tag,
    public: true,
    schema: { body: ZSetPasswordInput },
    response: ZDetailAnswer,
    handler: ({ caller, body }) => caller.auth.setPassword(body as never),
  },
  {
    method: 'POST',
    path: '/api/felhasznalok/jelszo-emlekezteto/',
    summary: 'Jelszóbeállító link küldése e-mailben (mindig 200)',
    tag,
    public: true,
    schema: { body: ZPasswordResetRequestInput },
    response: ZDetailAnswer,
    handler: ({ caller, body }) => caller.auth.requestPasswordReset(body as never),
  },
]);
