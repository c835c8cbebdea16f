// Login (issue 9, items 1 and 8): the e-mail is compared exactly, never as a LIKE pattern; an
// account's attempts are counted before the password is checked, so parallel guesses stop at the
// limit; an address full of colleagues' typos still lets a correct password in.
import { describe, expect, it } from 'vitest';
import { authHeader, startTestServer } from '../helpers/server.ts';

const { app } = await startTestServer();

const login = (email: string, password: string) => app.inject({ method: 'POST', url: '/api/rest-auth/login/', payload: { email, password } });
const BAD_CREDENTIALS = { non_field_errors: ['Hibás e-mail cím vagy jelszó.'] };

describe('login e-mail', () => {
  it('is not a pattern: % and _ match no account, while case and spaces do not matter', async () => {
    for (const email of ['%', '%@etanker.local', 'vezeto._@etanker.local', 'admin@etanker.loca_']) {
      const res = await login(email, 'etanker');
      expect(res.statusCode, email).toBe(400);
      expect(res.json()).toEqual(BAD_CREDENTIALS);
    }
    // Exact does not mean case-sensitive: the address is normalised once.
    const res = await login('  VEZETO.A@Etanker.Local ', 'etanker');
    expect(res.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/felhasznalok/en/', headers: authHeader(res.json().key) });
    expect(me.json().email).toBe('vezeto.a@etanker.local');
  });

  it('counts every spelling of an account on the account: a locked account stays locked', async () => {
    const spellings = ['hr@etanker.local', 'HR@etanker.local', 'Hr@Etanker.local', ' hr@etanker.local', 'hR@ETANKER.LOCAL'];
    for (const email of spellings) expect((await login(email, 'rossz-jelszo')).statusCode).toBe(400);
    for (const email of ['hr@etanker.local', 'HR@ETANKER.LOCAL', 'h_@etanker.local', '%']) {
      const res = await login(email, 'etanker');
      expect(res.statusCode, email).not.toBe(200);
    }
  });
});

describe('login limits', () => {
  it('checks at most 5 of 10 parallel wrong passwords for one account and refuses the rest', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login('penzugy@etanker.local', `rossz-${i}`)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 400).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(5);
    expect(codes.every((c) => c === 400 || c === 429)).toBe(true);
    expect((await login('penzugy@etanker.local', 'etanker')).statusCode).toBe(429);
  });

  it('lets a correct password in from an address that sent 25 wrong ones for other accounts', async () => {
    const others = ['igenylo.a@etanker.local', 'vezeto.b@etanker.local', 'kozpontipenzugy@etanker.local', 'olvaso@etanker.local', 'nincs-ilyen@etanker.local'];
    for (let i = 0; i < 25; i++) expect((await login(others[i % others.length], `elgepelt-${i}`)).statusCode).toBe(400);
    const res = await login('rendszergazda@etanker.local', 'etanker');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['key']);
  });
});
