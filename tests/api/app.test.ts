// The Fastify app as a whole: OpenAPI document and docs page, tRPC over HTTP, unknown paths,
// security headers, body limits and the client's built files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { authHeader, login, startTestServer } from '../helpers/server.ts';
import { registerClient } from '../../server/src/core/client-files.ts';
import { restRoutes } from '../../server/src/app.ts';
import { openApiPath } from '../../server/src/openapi/document.ts';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';

const { app, url } = await startTestServer();

describe('OpenAPI', () => {
  it('lists every REST path with its method, tag, schemas and the Token scheme', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.Token).toEqual(expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Authorization' }));
    for (const route of restRoutes) expect(doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()], `${route.method} ${route.path}`).toBeDefined();
    const loginOp = doc.paths['/api/rest-auth/login/'].post;
    expect(loginOp.security).toEqual([]);
    expect(loginOp.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['email', 'password'],
      additionalProperties: false,
    });
    expect(doc.paths['/api/hirek/{id}/'].get.parameters[0]).toMatchObject({ name: 'id', in: 'path', required: true });
    expect(doc.paths['/api/hirek/'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['page', 'limit']);
    expect(doc.paths['/api/adatvedelmi-tajekoztato/'].get.responses['200'].content).toHaveProperty('application/pdf');
    expect(doc.paths['/api/felhasznalok/en/'].get.security).toEqual([{ Token: [] }]);
  });

  it("documents module answers from their manifests, with examples, Hungarian errors, and the menu's order", async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    const token = await login(app, 'igenylo.a@etanker.local');
    await app.inject({
      method: 'POST',
      url: '/api/kotelezettsegvallalas/',
      headers: { authorization: `Token ${token}` },
      payload: { subject: 'Dokumentált válasz', financial_entry: 1, payment_type: 1, cost: 1000 },
    });
    // The documented schema must hold for the real answers (and for its own examples).
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    const check = (schema: object, value: unknown, what: string) => {
      const valid = ajv.validate({ ...schema, components: doc.components }, value);
      expect(valid, `${what}: ${ajv.errorsText()}`).toBe(true);
    };
    for (const path of ['/api/kotelezettsegvallalas/', '/api/termek/', '/api/teremfoglalasok/']) {
      const list = doc.paths[path].get.responses['200'].content['application/json'];
      check(list.schema, list.example, `${path} example`);
      const answer = (await app.inject({ method: 'GET', url: `${path}?limit=3`, headers: { authorization: `Token ${token}` } })).json();
      check(list.schema, answer, `${path} answer`);
      expect(ajv.validate({ ...list.schema, components: doc.components }, { data: [{ id: 'x', institution: 7 }], total: 1, can_create: true })).toBe(false);
      const item = doc.paths[`${path}{id}/`].get.responses['200'].content['application/json'];
      check(item.schema, item.example, `${path}{id}/ example`);
      if (answer.data[0]) {
        const detail = (await app.inject({ method: 'GET', url: `${path}${answer.data[0].id}/`, headers: { authorization: `Token ${token}` } })).json();
        check(item.schema, detail, `${path}{id}/ answer`);
      }
    }
    const create = doc.paths['/api/kotelezettsegvallalas/'].post.responses;
    expect(create['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/FieldErrors' });
    expect(create['403'].content['application/json'].example).toEqual({ detail: 'Nincs jogosultsága ehhez a művelethez.' });
    const tags = doc.tags.map((tag: { name: string }) => tag.name);
    // Pénzügy before Műszaki ügyek, as in the main menu; the modules outside it last: the system
    // error reports (profile menu) and the old lecturer contracts (REST only).
    expect(tags.indexOf('commitments')).toBeLessThan(tags.indexOf('rooms'));
    expect(tags.indexOf('partners')).toBeLessThan(tags.indexOf('roomReservations'));
    expect(tags.slice(-2).sort()).toEqual(['externalLecturerContracts', 'systemErrorReports']);
    // The first request builds the document (seconds under load), then every schema compiles once.
  }, 120_000);

  it('serves a browsable page at /api/docs/', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const initializer = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('/api/docs/openapi.json');
  });
});

describe('HTTP behaviour', () => {
  it('answers unknown /api paths with 404 {detail} and sets the security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nincs-ilyen/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Nem található.' });
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'same-origin' });
    expect((await app.inject({ method: 'POST', url: '/api/nincs-ilyen/' })).json()).toEqual({ detail: 'Nem található.' });
  });

  it('rejects a JSON body over 1 MB with 413', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/rest-auth/login/', payload: { email: 'x'.repeat(1_100_000), password: 'x' } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'A kérés túl nagy.' });
  });

  it('serves tRPC over real HTTP, batched GETs included', async () => {
    const token = await login(app, 'igenylo.a@etanker.local');
    const res = await fetch(`${url}/trpc/core.me,core.settings?batch=1&input=${encodeURIComponent('{}')}`, { headers: authHeader(token) });
    expect(res.status).toBe(200);
    const [me, settings] = (await res.json()) as { result: { data: Record<string, unknown> } }[];
    expect(me.result.data.email).toBe('igenylo.a@etanker.local');
    expect(settings.result.data).toHaveProperty('commitments');
    const anonymous = await fetch(`${url}/trpc/core.me`);
    expect(anonymous.status).toBe(401);
  });
});

describe('client files', () => {
  async function clientApp(distDir: string) {
    const instance = Fastify();
    await registerClient(instance, distDir);
    return instance;
  }

  it('serves index.html for / and every .html route, caches hashed assets', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets/main-abc123.js'), 'console.log(1)');
    const instance = await clientApp(dist);
    for (const page of ['/', '/belepes.html', '/rendszerhibak/12.html', '/penzugy/kotelezettsegvallalas/lista.html?q=x']) {
      const res = await instance.inject({ method: 'GET', url: page });
      expect(res.statusCode, page).toBe(200);
      expect(res.body).toContain('id="root"');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await instance.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await instance.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await instance.inject({ method: 'GET', url: '/api/x/' })).json()).toEqual({ detail: 'Nem található.' });
    await instance.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers a short Hungarian page when the client is not built', async () => {
    const instance = await clientApp(path.join(os.tmpdir(), 'etanker-no-dist'));
    const res = await instance.inject({ method: 'GET', url: '/belepes.html' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('A kliens még nincs lefordítva');
    await instance.close();
  });
});
