// X-Forwarded-For / -Proto (issue 9, item 8): believed only from TRUST_PROXY. Without it a client
// cannot pick a fresh address per attempt to escape the per-address login limit; with it, each
// client behind the proxy is counted on its own, and HSTS follows the proxy's https.
import { describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../helpers/server.ts';
import { AUTH_LIMITS, createAuthThrottles } from '../../server/src/auth/throttle.ts';
import { HSTS } from '../../server/src/http/security-headers.ts';

const direct = await startTestServer();
const proxied = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });

/** A per-address bound of 3 wrong logins, so the test needs few password checks. */
for (const server of [direct, proxied]) {
  server.services.loginThrottle = createAuthThrottles(server.services.prisma, { ...AUTH_LIMITS, loginPerAddress: { points: 3, seconds: 900 } }).login;
}

const wrongLogin = (server: TTestServer, i: number, forwardedFor: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/rest-auth/login/',
    payload: { email: `nincs-${i}@etanker.local`, password: 'rossz' },
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('X-Forwarded-For', () => {
  it('is ignored without TRUST_PROXY: every attempt counts on the connecting address', async () => {
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await wrongLogin(direct, i, `10.0.0.${i}`)).statusCode);
    expect(codes).toEqual([400, 400, 400, 429, 429]);
  });

  it('names the client behind a trusted proxy', async () => {
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await wrongLogin(proxied, i, `10.0.0.${i}`)).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 400]);
    for (let i = 5; i < 8; i++) codes.push((await wrongLogin(proxied, i, '10.0.0.1')).statusCode);
    expect(codes.slice(5)).toEqual([400, 400, 429]);
  });
});

describe('Strict-Transport-Security', () => {
  const page = (server: TTestServer, headers: Record<string, string>) => server.app.inject({ method: 'GET', url: '/', headers });

  it('is sent when a trusted proxy says the request came over https', async () => {
    expect((await page(proxied, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe(HSTS);
    expect((await page(proxied, { 'x-forwarded-proto': 'http' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent over plain http, whatever an untrusted client claims', async () => {
    expect((await page(direct, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
  });
});
