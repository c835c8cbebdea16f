// Auth over REST (spec 000 §7): login, logout and password change revoke tokens, set-password
// tokens are single use and expire, failed logins are throttled, bad input gets field messages.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { authHeader, login, startTestServer } from '../helpers/server.ts';
import { createPasswordToken } from '../../server/src/auth/service-password-token.ts';

const { app, services, outboxDir } = await startTestServer();

const post = (url: string, payload?: object, token?: string) => app.inject({ method: 'POST', url, payload, headers: token ? authHeader(token) : {} });
const me = (token: string) => app.inject({ method: 'GET', url: '/api/felhasznalok/en/', headers: authHeader(token) });

async function userWithPassword(email: string): Promise<number> {
  const user = await services.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  return user.id;
}

describe('POST /api/rest-auth/login/', () => {
  it('answers {"key"} that authenticates later calls with Token or Bearer', async () => {
    const res = await post('/api/rest-auth/login/', { email: 'igenylo.a@etanker.local', password: 'etanker' });
    expect(res.statusCode).toBe(200);
    const { key } = res.json();
    expect(Object.keys(res.json())).toEqual(['key']);
    expect((await me(key)).json().email).toBe('igenylo.a@etanker.local');
    const bearer = await app.inject({ method: 'GET', url: '/api/felhasznalok/en/', headers: { authorization: `Bearer ${key}` } });
    expect(bearer.statusCode).toBe(200);
  });

  it('rejects a wrong password, an unknown and an inactive account alike', async () => {
    const wrong = await post('/api/rest-auth/login/', { email: 'vezeto.a@etanker.local', password: 'rossz-jelszo' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ non_field_errors: ['Hibás e-mail cím vagy jelszó.'] });
    const unknown = await post('/api/rest-auth/login/', { email: 'nincs@etanker.local', password: 'etanker' });
    expect(unknown.json()).toEqual(wrong.json());
    await services.prisma.user.update({ where: { email: 'vezeto.b@etanker.local' }, data: { is_active: false } });
    const inactive = await post('/api/rest-auth/login/', { email: 'vezeto.b@etanker.local', password: 'etanker' });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toEqual(wrong.json());
  });

  it('throttles after 5 bad passwords for one account with a Hungarian 429', async () => {
    const email = 'kozpontipenzugy@etanker.local';
    for (let i = 0; i < 5; i++) expect((await post('/api/rest-auth/login/', { email, password: `rossz-${i}` })).statusCode).toBe(400);
    const blocked = await post('/api/rest-auth/login/', { email, password: 'etanker' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/^Túl sok sikertelen bejelentkezési kísérlet\. Próbálja újra \d+ perc múlva\.$/);
  });

  it('answers bad input with field messages, never 500', async () => {
    const missing = await post('/api/rest-auth/login/', { email: 'a@b.hu' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ password: ['Ez a mező nem lehet üres'] });
    const wrongType = await post('/api/rest-auth/login/', { email: 42, password: 'x' });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json())).toEqual(['email']);
    const unknownField = await post('/api/rest-auth/login/', { email: 'a@b.hu', password: 'x', remember: true });
    expect(unknownField.json()).toEqual({ remember: ['Ismeretlen mező.'] });
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/rest-auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ non_field_errors: ['Hibás JSON a kérésben.'] });
  });
});

describe('POST /api/rest-auth/logout/', () => {
  it('revokes every token of the user', async () => {
    const first = await login(app, 'hr@etanker.local');
    const second = await login(app, 'hr@etanker.local');
    const res = await post('/api/rest-auth/logout/', undefined, first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Sikeres kijelentkezés.' });
    for (const token of [first, second]) {
      const after = await me(token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ detail: 'Érvénytelen vagy lejárt bejelentkezés.' });
    }
  });

  it('needs a login', async () => {
    const res = await post('/api/rest-auth/logout/');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'A hitelesítési adatok nem lettek megadva.' });
  });
});

describe('POST /api/rest-auth/password/change/', () => {
  const email = 'rendszergazda@etanker.local';

  it('checks the old password, the repetition and the length', async () => {
    const token = await login(app, email);
    const wrongOld = await post(
      '/api/rest-auth/password/change/',
      { old_password: 'rossz', new_password1: 'ujjelszo123', new_password2: 'ujjelszo123' },
      token,
    );
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toEqual({ old_password: ['Hibás jelszó.'] });
    const mismatch = await post(
      '/api/rest-auth/password/change/',
      { old_password: 'etanker', new_password1: 'ujjelszo123', new_password2: 'ujjelszo124' },
      token,
    );
    expect(mismatch.json()).toEqual({ new_password2: ['A két jelszó nem egyezik.'] });
    const short = await post('/api/rest-auth/password/change/', { old_password: 'etanker', new_password1: 'rovid', new_password2: 'rovid' }, token);
    expect(short.json()).toEqual({ new_password1: ['Minimum 8 karakter kötelező'], new_password2: ['Minimum 8 karakter kötelező'] });
  });

  it('keeps the changing browser logged in with a new key and revokes the other tokens', async () => {
    await services.prisma.user.update({ where: { email }, data: { needs_password_change: true } });
    const current = await login(app, email);
    const other = await login(app, email);
    const res = await post(
      '/api/rest-auth/password/change/',
      { old_password: 'etanker', new_password1: 'Uj-jelszo-2026', new_password2: 'Uj-jelszo-2026' },
      current,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.detail).toBe('Az új jelszó elmentve.');
    expect((await me(current)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    const fresh = await me(body.key);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().needs_password_change).toBe(false);
    await login(app, email, 'Uj-jelszo-2026');
  });
});

describe('set password: POST /api/felhasznalok/jelszo-mentese/', () => {
  const email = 'olvaso@etanker.local';

  it('sets the password once with a valid token and revokes old tokens', async () => {
    const userId = await userWithPassword(email);
    const old = await login(app, email);
    const token = await createPasswordToken(services.prisma, userId);
    const payload = { token, new_password1: 'Beallitott-1', new_password2: 'Beallitott-1' };
    const res = await post('/api/felhasznalok/jelszo-mentese/', payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Az új jelszó elmentve.' });
    expect((await me(old)).statusCode).toBe(401);
    await login(app, email, 'Beallitott-1');
    const again = await post('/api/felhasznalok/jelszo-mentese/', { ...payload, new_password1: 'Masodik-22', new_password2: 'Masodik-22' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: ['A jelszómentő link érvénytelen vagy lejárt.'] });
  });

  it('rejects an expired or unknown token and stores only the hash', async () => {
    const userId = await userWithPassword(email);
    const token = await createPasswordToken(services.prisma, userId, new Date(Date.now() - 49 * 3600_000));
    const stored = await services.prisma.passwordToken.findMany({ where: { user_id: userId }, select: { token_hash: true } });
    expect(stored.map((t) => t.token_hash)).toContain(crypto.createHash('sha256').update(token).digest('hex'));
    expect(stored.map((t) => t.token_hash)).not.toContain(token);
    for (const t of [token, 'ismeretlen-token']) {
      const res = await post('/api/felhasznalok/jelszo-mentese/', { token: t, new_password1: 'Lejart-123', new_password2: 'Lejart-123' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ token: ['A jelszómentő link érvénytelen vagy lejárt.'] });
    }
  });

  it('mails a working set-password link, and answers the same for an unknown address', async () => {
    const known = await post('/api/felhasznalok/jelszo-emlekezteto/', { email: 'penzugy@etanker.local' });
    const unknown = await post('/api/felhasznalok/jelszo-emlekezteto/', { email: 'senki@etanker.local' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    // The mail is sent after the answer (so its timing reveals no account).
    const mails = await vi.waitFor(() => {
      const written = fs.readdirSync(outboxDir).filter((f) => f.endsWith('.eml'));
      expect(written).toHaveLength(1);
      return written;
    });
    const eml = fs.readFileSync(`${outboxDir}/${mails[0]}`, 'utf8').replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(eml).toContain('To: penzugy@etanker.local');
    const token = /jelszo_mentese\.html\?token=([A-Za-z0-9_-]+)/.exec(eml)?.[1];
    expect(token).toBeTruthy();
    const res = await post('/api/felhasznalok/jelszo-mentese/', { token, new_password1: 'Levelbol-123', new_password2: 'Levelbol-123' });
    expect(res.statusCode).toBe(200);
    await login(app, 'penzugy@etanker.local', 'Levelbol-123');
  });
});
