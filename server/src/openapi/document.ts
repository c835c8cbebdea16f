// The OpenAPI 3.1 document of the REST layer, built from the same TRestRoute list the server
// registers, so the document cannot drift from the routes (schemas: zod 4's native converter).
import { z, type ZodType } from 'zod';
import type { TRestRoute } from '../rest/route.ts';
import { MESSAGES } from '../http/errors.ts';
import { COMMON_SCHEMAS, ref } from './common-schemas.ts';
import type { TTag } from './tag-order.ts';

const BINARY_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  file: 'application/octet-stream',
} as const;

type TJsonSchema = Record<string, unknown>;

const jsonSchema = (schema: ZodType): TJsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as TJsonSchema;
  return rest;
};

/** Fastify `:id` → OpenAPI `{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

function parameters(route: TRestRoute) {
  const pathParams = [...route.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  }));
  const query = route.schema?.query ? jsonSchema(route.schema.query) : null;
  const properties = (query?.properties ?? {}) as Record<string, TJsonSchema>;
  const required = new Set((query?.required ?? []) as string[]);
  const queryParams = Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }));
  return [...pathParams, ...queryParams];
}

function requestBody(route: TRestRoute) {
  if (!route.schema?.body && !route.multipart) return undefined;
  const schema = route.schema?.body ? jsonSchema(route.schema.body) : { type: 'object' };
  return { required: true, content: { [route.multipart ? 'multipart/form-data' : 'application/json']: { schema } } };
}

const detail = (description: string, example: string) => ({
  description,
  content: { 'application/json': { schema: ref('Detail'), example: { detail: example } } },
});

/** The answer, and the Hungarian error shapes every call shares (000 §5). */
function responses(route: TRestRoute) {
  const status = String(route.status ?? 200);
  const json = route.response
    ? { schema: route.response.schema, ...(route.response.example ? { example: route.response.example } : {}) }
    : { schema: { type: 'object' } };
  const content = route.binary ? { [BINARY_TYPES[route.binary]]: { schema: { type: 'string', format: 'binary' } } } : { 'application/json': json };
  const errors = {
    400: { description: 'Hibás adatok: mezőnként a magyar hibaüzenetek', content: { 'application/json': { schema: ref('FieldErrors') } } },
    ...(route.public
      ? {}
      : {
          401: detail('Nincs vagy érvénytelen a bejelentkezés', MESSAGES.unauthenticated),
          403: detail('Nincs jogosultság (olvasási jogú felhasználó: minden írás)', MESSAGES.forbidden),
        }),
    ...(route.path.includes(':id') ? { 404: detail('Nincs ilyen rekord, vagy nem látható a felhasználónak', MESSAGES.notFound) } : {}),
  };
  return { [status]: { description: route.summary, content }, ...errors };
}

export function buildOpenApiDocument(routes: TRestRoute[], info: { title: string; version: string }, tags: TTag[] = []) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const params = parameters(route);
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = {
      summary: route.summary,
      tags: route.tag ? [route.tag] : [],
      ...(params.length ? { parameters: params } : {}),
      ...(requestBody(route) ? { requestBody: requestBody(route) } : {}),
      responses: responses(route),
      security: route.public ? [] : [{ Token: [] }],
    };
  }
  return {
    openapi: '3.1.0',
    info: { ...info, description: 'Az eTanker portál REST felülete. Bejelentkezés: POST /api/rest-auth/login/, utána `Authorization: Token <key>` fejléc.' },
    servers: [{ url: '/' }],
    tags,
    components: {
      schemas: COMMON_SCHEMAS,
      securitySchemes: { Token: { type: 'apiKey', in: 'header', name: 'Authorization', description: '"Token <key>" (a "Bearer <key>" is elfogadott)' } },
    },
    paths,
  };
}
