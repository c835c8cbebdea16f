// The documented auth paths (spec 000 §7) on the auth procedures. Bodies are passed on as
// received (`as never`): the procedure's zod input validates them, once.
import type { TRestRoute } from '../rest/route.ts';
import { ZLoginInput, ZPasswordChangeInput, ZPasswordResetRequestInput, ZSetPasswordInput } from './service-schemas.ts';

const tag = 'auth';

export const authRestRoutes: TRestRoute[] = [
  {
    method: 'POST',
    path: '/api/rest-auth/login/',
    summary: 'Bejelentkezés: {"key": token}',
    tag,
    public: true,
    schema: { body: ZLoginInput },
    handler: ({ caller, body }) => caller.auth.login(body as never),
  },
  {
    method: 'POST',
    path: '/api/rest-auth/logout/',
    summary: 'Kijelentkezés: a felhasználó minden tokenje érvénytelen lesz',
    tag,
    handler: ({ caller }) => caller.auth.logout(),
  },
  {
    method: 'POST',
    path: '/api/rest-auth/password/change/',
    summary: 'Jelszó módosítása (új tokent ad, a többi érvénytelen lesz)',
    tag,
    schema: { body: ZPasswordChangeInput },
    handler: ({ caller, body }) => caller.auth.changePassword(body as never),
  },
  {
    method: 'POST',
    path: '/api/felhasznalok/jelszo-mentese/',
    summary: 'Jelszó beállítása egyszer használható, lejáró tokennel',
    tag,
    public: true,
    schema: { body: ZSetPasswordInput },
    handler: ({ caller, body }) => caller.auth.setPassword(body as never),
  },
  {
    method: 'POST',
    path: '/api/felhasznalok/jelszo-emlekezteto/',
    summary: 'Jelszóbeállító link küldése e-mailben (mindig 200)',
    tag,
    public: true,
    schema: { body: ZPasswordResetRequestInput },
    handler: ({ caller, body }) => caller.auth.requestPasswordReset(body as never),
  },
];
