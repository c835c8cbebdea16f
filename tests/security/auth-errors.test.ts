// Auth errors (issue 9, item 4): an unexpected failure (here the database under the login limits)
// answers a bare Hungarian 500 over REST and tRPC, never the internal message.
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/server.ts';

const { app, services } = await startTestServer();
const SECRET = 'connect ECONNREFUSED 10.1.2.3:5432 "RateLimit" password=titok';

describe('auth errors', () => {
  it('carry no internal detail', async () => {
    services.loginThrottle = { attempt: () => Promise.reject(new Error(SECRET)), succeeded: () => Promise.resolve() };
    const payload = { email: 'admin@etanker.local', password: 'etanker' };
    const rest = await app.inject({ method: 'POST', url: '/api/rest-auth/login/', payload });
    const trpc = await app.inject({ method: 'POST', url: '/trpc/auth.login', payload });
    for (const res of [rest, trpc]) {
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toMatch(/ECONNREFUSED|RateLimit|titok|10\.1\.2\.3|stack/);
      expect(res.body).toContain('Váratlan szerverhiba.');
    }
  });
});
