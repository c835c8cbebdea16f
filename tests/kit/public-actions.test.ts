// Public module actions (issue 10 item 4): declared `public: true`, reachable without login over
// REST and tRPC, counted per client address (reads and writes apart), 429 with a Hungarian
// message over the bound. A test-only module's actions, registered into an app of the test.
import Fastify from 'fastify';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../helpers/server.ts';
import { action } from '../../server/src/workflow/define.ts';
import { actionProcedures, actionRestRoutes, type TActionHost } from '../../server/src/modules/actions.ts';
import { registerRestRoutes } from '../../server/src/rest/route.ts';
import { createCallerFactory, router } from '../../server/src/trpc/init.ts';
import { PUBLIC_LIMITS } from '../../server/src/auth/public-throttle.ts';
import { buildOpenApiDocument } from '../../server/src/openapi/document.ts';

const actions = {
  openings: action({ on: 'module', public: true, method: 'GET', path: 'allasok/', summary: 'Álláshelyek', run: async () => ({ data: ['Matematikatanár'] }) }),
  jobApplication: action({
    on: 'module',
    public: true,
    method: 'POST',
    path: 'jelentkezes/',
    summary: 'Jelentkezés',
    input: z.object({ name: z.string().min(1) }),
    run: async (_tx, ctx, { input }) => ({ received: input.name, logged_in: ctx.user !== null }),
  }),
};
const host: TActionHost = { key: 'jobPortalTest', restBase: 'allasportal-teszt', permission: 'nobody.has_this', actions };

let server: TTestServer;
let app: ReturnType<typeof Fastify>;

beforeAll(async () => {
  server = await startTestServer();
  app = Fastify();
  registerRestRoutes(app, server.services, actionRestRoutes(host));
  await app.ready();
  return () => app.close();
});

const from = (ip: string) => ({ remoteAddress: ip });

describe('public actions', () => {
  it('answer without login (no permission needed) and document themselves without security', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/allasportal-teszt/allasok/', ...from('10.0.0.1') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: ['Matematikatanár'] });
    const posted = await app.inject({ method: 'POST', url: '/api/allasportal-teszt/jelentkezes/', payload: { name: 'Kiss Anna' }, ...from('10.0.0.1') });
    expect(posted.json()).toEqual({ received: 'Kiss Anna', logged_in: false });
    const bad = await app.inject({ method: 'POST', url: '/api/allasportal-teszt/jelentkezes/', payload: { name: '' }, ...from('10.0.0.1') });
    expect(bad.statusCode).toBe(400);
    const doc = buildOpenApiDocument(actionRestRoutes(host), { title: 't', version: '1' });
    expect(doc.paths['/api/allasportal-teszt/allasok/'].get).toMatchObject({ security: [], summary: 'Álláshelyek' });
  });

  it('writes: 429 with a Hungarian message after the bound, per address; reads have their own count', async () => {
    const apply = (ip: string) => app.inject({ method: 'POST', url: '/api/allasportal-teszt/jelentkezes/', payload: { name: 'Nagy Béla' }, ...from(ip) });
    for (let i = 0; i < PUBLIC_LIMITS.writes.points; i++) expect((await apply('10.0.0.2')).statusCode).toBe(200);
    const refused = await apply('10.0.0.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Túl sok kérés érkezett erről a címről\. Próbálja újra \d+ perc múlva\.$/);
    expect((await apply('10.0.0.3')).statusCode, 'another address').toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/allasportal-teszt/allasok/', ...from('10.0.0.2') })).statusCode, 'reads').toBe(200);
  });

  it('reads: 429 after the bound, over tRPC too (TOO_MANY_REQUESTS)', async () => {
    const caller = createCallerFactory(router(actionProcedures(host, actions)))({ ...server.services, user: null, badToken: false, ip: '10.0.0.4' });
    for (let i = 0; i < PUBLIC_LIMITS.reads.points; i++) await caller.openings({});
    await expect(caller.openings({})).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Túl sok kérés/) });
    const rest = await app.inject({ method: 'GET', url: '/api/allasportal-teszt/allasok/', ...from('10.0.0.4') });
    expect(rest.statusCode).toBe(429);
  });
});
