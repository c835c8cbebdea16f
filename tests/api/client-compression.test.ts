// The built client goes out compressed (issue 23 item 6: 2 MB of plain JavaScript on a cold open):
// the build's brotli and gzip twins (client/vite/precompress.ts) are sent by Accept-Encoding with
// Content-Encoding, Vary and the assets' year-long caching; a browser accepting neither gets the file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClient } from '../../server/src/core/client-files.ts';
import { precompress } from '../../client/vite/precompress.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-dist-'));
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: 'Sor ${i}' }`).join(', ')}];\n`;
const page = `<!doctype html><html lang="hu"><head><title>eTanker</title></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;
let app: FastifyInstance;

/** Runs the build plugin over a finished dist folder, as `vite build` does. */
function runPrecompress(outDir: string) {
  const plugin = precompress() as { configResolved: (c: unknown) => void; closeBundle: () => void };
  plugin.configResolved({ root: outDir, build: { outDir } });
  plugin.closeBundle();
}

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), page);
  fs.writeFileSync(path.join(dist, 'assets/main-abc123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets/tiny-abc123.js'), 'export {};\n');
  runPrecompress(dist);
  app = Fastify();
  await registerClient(app, dist);
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('built client files, compressed', () => {
  it('the build writes brotli and gzip twins of files worth compressing', () => {
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, 'assets/main-abc123.js.br'))).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dist, 'assets/main-abc123.js.gz'))).toString()).toBe(script);
    expect(fs.existsSync(path.join(dist, 'index.html.br'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'assets/tiny-abc123.js.br'))).toBe(false);
  });

  it('sends an asset as brotli when accepted, else gzip, else plain; cached a year, varying by encoding', async () => {
    const br = await get('/assets/main-abc123.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.byteLength).toBeLessThan(script.length / 4);

    const gz = await get('/assets/main-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/main-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('sends every page path (index.html) compressed too, never cached stale', async () => {
    for (const url of ['/', '/hr/dolgozok/lista.html']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
    }
  });

  it('sends a file too small to gain from compression as it is', async () => {
    const res = await get('/assets/tiny-abc123.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};\n');
  });
});
