// Set-password mails (issue 9, item 9): limited per account and per address, the same answer in
// the same time whether the account exists (the mail goes after the answer), and a user has one
// live link: a newer one or a use voids the older ones.
import fs from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { startTestServer } from '../helpers/server.ts';
import { createPasswordToken } from '../../server/src/auth/service-password-token.ts';

// Behind a trusted proxy, so each test comes from its own address (X-Forwarded-For).
const { app, services, outboxDir } = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });

const requestReset = (email: string, from: string) =>
  app.inject({ method: 'POST', url: '/api/felhasznalok/jelszo-emlekezteto/', payload: { email }, headers: { 'x-forwarded-for': from } });
const setPassword = (token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/felhasznalok/jelszo-mentese/', payload: { token, new_password1: password, new_password2: password } });
const mailsTo = (email: string) =>
  fs.existsSync(outboxDir)
    ? fs.readdirSync(outboxDir).filter((f) => f.endsWith('.eml') && fs.readFileSync(`${outboxDir}/${f}`, 'utf8').includes(`To: ${email}`))
    : [];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('set-password mail requests', () => {
  it('refuses the 6th request for one account within the hour and mails only 5', async () => {
    const email = 'igenylo.b@etanker.local';
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push((await requestReset(email, '10.9.0.1')).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes.slice(5).every((c) => c === 429)).toBe(true);
    const refused = await requestReset(email, '10.9.0.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Túl sok jelszó-emlékeztető kérés\. Próbálja újra \d+ perc múlva\.$/);
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(5));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(email)).toHaveLength(5);
  });

  it('refuses an address after 30 requests, for whatever e-mail', async () => {
    for (let i = 0; i < 30; i++) expect((await requestReset(`senki-${i}@etanker.local`, '10.9.1.1')).statusCode).toBe(200);
    expect((await requestReset('senki-30@etanker.local', '10.9.1.1')).statusCode).toBe(429);
    expect((await requestReset('senki-30@etanker.local', '10.9.1.2')).statusCode).toBe(200);
  });

  it('answers an existing and an unknown account alike, in the same time, even when mail is slow', async () => {
    const send = services.mailer.send.bind(services.mailer);
    services.mailer.send = async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await send(message);
    };
    try {
      const known: number[] = [];
      const unknown: number[] = [];
      const bodies = new Set<string>();
      for (const [i, email] of [
        'hr@etanker.local',
        'olvaso@etanker.local',
        'vezeto.b@etanker.local',
        'penzugy@etanker.local',
        'igenylo.a@etanker.local',
      ].entries()) {
        for (const [target, times] of [
          [email, known],
          [`nincs-${i}@etanker.local`, unknown],
        ] as const) {
          const started = performance.now();
          const res = await requestReset(target, `10.9.2.${i}`);
          times.push(performance.now() - started);
          expect(res.statusCode).toBe(200);
          bodies.add(res.body);
        }
      }
      expect(bodies.size).toBe(1);
      expect(Math.max(...known)).toBeLessThan(150);
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(25);
      await vi.waitFor(() => expect(mailsTo('hr@etanker.local')).toHaveLength(1));
    } finally {
      services.mailer.send = send;
    }
  });
});

describe('set-password links', () => {
  const email = 'kozpontipenzugy@etanker.local';
  const userId = async () => (await services.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;
  const BAD_TOKEN = { token: ['A jelszómentő link érvénytelen vagy lejárt.'] };

  it('voids an older link when a newer one is issued', async () => {
    const older = await createPasswordToken(services.prisma, await userId());
    const newer = await createPasswordToken(services.prisma, await userId());
    const res = await setPassword(older, 'Regi-link-123');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BAD_TOKEN);
    expect((await setPassword(newer, 'Uj-link-1234')).statusCode).toBe(200);
  });

  it('voids every other link of the user when one is used', async () => {
    const id = await userId();
    const older = await createPasswordToken(services.prisma, id);
    // A link issued without voiding (as before this fix): the use must void it anyway.
    const newer = await createPasswordToken(services.prisma, id);
    await services.prisma.passwordToken.updateMany({ where: { user_id: id }, data: { used_at: null } });
    expect((await setPassword(newer, 'Hasznalt-123')).statusCode).toBe(200);
    const res = await setPassword(older, 'Regi-link-456');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BAD_TOKEN);
  });
});
