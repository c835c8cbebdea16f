// Security headers (issue 9, item 10): a Content-Security-Policy without inline or foreign
// scripts on the client's pages and on API answers; HSTS only over TLS (here: a trusted proxy
// saying https, see trust-proxy.test.ts). The client's HTML has no inline script to be blocked.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/server.ts';
import { repoRoot } from '../../server/src/db/schema-engine.ts';

const { app } = await startTestServer();

const directives = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

function expectStrictCsp(res: { headers: Record<string, unknown> }) {
  const csp = directives(res.headers['content-security-policy']);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

/** The client's HTML (source, and the build when there is one) loads scripts by src only. */
function expectNothingInline() {
  const pages = ['client/index.html', 'client/dist/index.html'].map((p) => path.join(repoRoot, p)).filter((p) => fs.existsSync(p));
  for (const page of pages) {
    const html = fs.readFileSync(page, 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length, page).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes, page).toMatch(/\bsrc=/);
      expect(body.trim(), page).toBe('');
    }
    expect(html, page).not.toMatch(/\son[a-z]+=/i);
  }
}

describe('Content-Security-Policy', () => {
  it('is on the client pages', async () => {
    for (const url of ['/', '/jelszo_mentese.html?token=x', '/belepes']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expectStrictCsp(res);
    }
    expectNothingInline();
  });

  it('is on API answers, errors included', async () => {
    const answers = [
      await app.inject({ method: 'POST', url: '/api/rest-auth/login/', payload: { email: 'nincs@etanker.local', password: 'x' } }),
      await app.inject({ method: 'GET', url: '/api/felhasznalok/en/' }),
      await app.inject({ method: 'GET', url: '/api/nincs-ilyen/' }),
    ];
    for (const res of answers) {
      expectStrictCsp(res);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });
});
