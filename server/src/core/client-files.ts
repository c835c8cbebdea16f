// The built React client (client/dist): hashed assets cached for a year, index.html for `/` and
// every page path outside /api (the client's router decides), a short page when not built. Files
// go out as the build's brotli or gzip twin when the browser accepts it (client/vite/precompress.ts:
// compressed once at the highest levels, none per request), with `Vary: Accept-Encoding`.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { repoRoot } from '../db/schema-engine.ts';
import { MESSAGES } from '../http/errors.ts';

export const clientDistDir = path.join(repoRoot, 'client/dist');

const NOT_BUILT_PAGE = `<!doctype html><html lang="hu"><head><meta charset="utf-8"><title>eTanker</title></head>
<body><h1>eTanker</h1><p>A kliens még nincs lefordítva. Indítsa a portált az <code>npm start</code> paranccsal,
vagy fordítsa le: <code>npm run build</code>.</p><p>Az API fut: <a href="/api/docs/">/api/docs/</a></p></body></html>`;

const isApiPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/trpc/');
/** A page of the client: `/`, any `*.html`, or a path without a file extension (a section's
 * parent path typed into the address bar, which the client redirects to its list). */
const isPagePath = (url: string) => {
  const pathname = url.split('?')[0];
  return pathname.endsWith('.html') || !/\.[a-z0-9]+$/i.test(pathname);
};

/** Also the not-found handler: unknown /api paths (and anything not a page) → 404 {detail}. */
export async function registerClient(app: FastifyInstance, distDir = clientDistDir): Promise<void> {
  const built = fs.existsSync(path.join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: 'index.html',
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (isApiPath(req.url) || (req.method !== 'GET' && req.method !== 'HEAD') || !isPagePath(req.url))
      return reply.status(404).send({ detail: MESSAGES.notFound });
    if (!built) return reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
