// Serves the OpenAPI document at /api/docs/openapi.json and Swagger UI at /api/docs/ (the UI's
// assets ship inside @fastify/swagger-ui, so it works offline).
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TRestRoute } from '../rest/route.ts';
import { buildOpenApiDocument } from './document.ts';
import { orderedTags, type TTaggedModule } from './tag-order.ts';

export const DOCS_PREFIX = '/api/docs';

export async function registerOpenApi(app: FastifyInstance, routes: TRestRoute[], modules: readonly TTaggedModule[]): Promise<void> {
  const tags = orderedTags(
    routes.flatMap((route) => (route.tag ? [route.tag] : [])),
    modules,
  );
  const document = buildOpenApiDocument(routes, { title: 'eTanker REST API', version: '1.0.0' }, tags);
  // The plugin's types know OpenAPI 2 and 3.0 documents only; ours is 3.1 (zod's JSON Schema).
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  app.get(`${DOCS_PREFIX}/openapi.json`, async () => document);
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { url: `${DOCS_PREFIX}/openapi.json`, docExpansion: 'list' } });
}
