// Serves the OpenAPI document at /api/docs/openapi.json and Swagger UI at /api/docs/ (the UI's
// assets ship inside @fastify/swagger-ui, so it works offline). The document is built on the
// first request under /api/docs (a few hundred ms with every answer's schema and example), not
// at start-up.
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TRestRoute } from '../rest/route.ts';
import { buildOpenApiDocument } from './document.ts';
import { orderedTags, type TTaggedModule } from './tag-order.ts';

export const DOCS_PREFIX = '/api/docs';

export async function registerOpenApi(app: FastifyInstance, routes: TRestRoute[], modules: readonly TTaggedModule[]): Promise<void> {
  // The plugin keeps this object and serves it as it is when asked: it is filled on first use.
  const document: Record<string, unknown> = {};
  const built = () => {
    if (Object.keys(document).length) return document;
    const tags = orderedTags(
      routes.flatMap((route) => (route.tag ? [route.tag] : [])),
      modules,
    );
    return Object.assign(document, buildOpenApiDocument(routes, { title: 'eTanker REST API', version: '1.0.0' }, tags));
  };
  app.addHook('onRequest', async (req) => {
    if (req.url.startsWith(DOCS_PREFIX)) built();
  });
  // The plugin's types know OpenAPI 2 and 3.0 documents only; ours is 3.1 (zod's JSON Schema).
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  app.get(`${DOCS_PREFIX}/openapi.json`, async () => built());
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { url: `${DOCS_PREFIX}/openapi.json`, docExpansion: 'list' } });
}
