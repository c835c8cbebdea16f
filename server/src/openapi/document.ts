// The OpenAPI 3.1 document of the REST layer, built from the same TRestRoute list the server
// registers, so the document cannot drift from the routes (schemas: zod 4's native converter).
// Every call documents its answer, an example of its request and answer (examples.ts), and the
// Hungarian error shapes it can answer.
import { z, type ZodType } from 'zod';
import type { TRestRoute } from '../rest/route.ts';
import { MESSAGES } from '../http/errors.ts';
import { MESSAGES as FIELD_MESSAGES } from '@etanker/shared/validation.ts';
import { COMMON_SCHEMAS, ref, type TJsonSchema } from './common-schemas.ts';
import { exampleOf } from './examples.ts';
import type { TTag } from './tag-order.ts';

const BINARY_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  file: 'application/octet-stream',
} as const;

/** A zod schema as JSON Schema: `input` for what a call takes, `output` for what it answers. */
export const jsonSchema = (schema: ZodType, io: 'input' | 'output' = 'input'): TJsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { unrepresentable: 'any', io }) as TJsonSchema;
  return rest;
};

/** Fastify `:id` → OpenAPI `{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

const pathParamNames = (path: string) => [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map(([, name]) => name);

function parameters(route: TRestRoute, components: Record<string, TJsonSchema>) {
  const pathParams = pathParamNames(route.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'integer', minimum: 1 },
    example: 1,
  }));
  const query = route.schema?.query ? jsonSchema(route.schema.query) : null;
  const properties = (query?.properties ?? {}) as Record<string, TJsonSchema>;
  const required = new Set((query?.required ?? []) as string[]);
  const queryParams = Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
    example: exampleOf(schema, components, name),
  }));
  return [...pathParams, ...queryParams];
}

function requestBody(route: TRestRoute, components: Record<string, TJsonSchema>) {
  if (!route.schema?.body && !route.multipart) return undefined;
  const schema = route.schema?.body ? jsonSchema(route.schema.body) : { type: 'object' };
  const media = route.multipart ? 'multipart/form-data' : 'application/json';
  return { required: true, content: { [media]: { schema, example: exampleOf(schema, components) } } };
}

const detail = (description: string, example: string) => ({
  description,
  content: { 'application/json': { schema: ref('Detail'), example: { detail: example } } },
});

/** A 400's example names the body's first field (or the first path parameter's). */
function fieldErrorsExample(body: ReturnType<typeof requestBody>, route: TRestRoute) {
  const schema = body && (Object.values(body.content)[0].schema as TJsonSchema);
  const field = Object.keys((schema?.properties ?? {}) as object)[0] ?? pathParamNames(route.path)[0] ?? 'non_field_errors';
  return { [field]: [FIELD_MESSAGES.required] };
}

/** The answer: JSON with its schema and example, a file, or nothing (204). */
function answer(route: TRestRoute, components: Record<string, TJsonSchema>) {
  if (route.status === 204) return { description: route.summary };
  if (route.binary) return { description: route.summary, content: { [BINARY_TYPES[route.binary]]: { schema: { type: 'string', format: 'binary' } } } };
  const declared = route.response;
  const doc = declared === undefined ? { schema: { type: 'object' } } : declared instanceof z.ZodType ? { schema: jsonSchema(declared, 'output') } : declared;
  const example = 'example' in doc && doc.example !== undefined ? doc.example : exampleOf(doc.schema, components);
  return { description: route.summary, content: { 'application/json': { schema: doc.schema, example } } };
}

/** The answer, and the Hungarian error shapes the call can answer (000 §5). */
function responses(route: TRestRoute, body: ReturnType<typeof requestBody>, components: Record<string, TJsonSchema>) {
  const hasParams = pathParamNames(route.path).length > 0;
  const errors = {
    400: {
      description: 'Hibás adatok: mezőnként a magyar hibaüzenetek',
      content: { 'application/json': { schema: ref('FieldErrors'), example: fieldErrorsExample(body, route) } },
    },
    ...(route.public
      ? { 429: detail('Túl sok kérés erről a címről: később újra', 'Túl sok kérés érkezett erről a címről. Próbálja újra 1 perc múlva.') }
      : {
          401: detail('Nincs vagy érvénytelen a bejelentkezés', MESSAGES.unauthenticated),
          403: detail('Nincs jogosultság (olvasási jogú felhasználó: minden írás)', MESSAGES.forbidden),
        }),
    ...(hasParams ? { 404: detail('Nincs ilyen rekord, vagy nem látható a felhasználónak', MESSAGES.notFound) } : {}),
    ...(hasParams && route.method !== 'GET' ? { 409: detail('A rekordot közben más módosította', MESSAGES.conflict) } : {}),
    ...(route.multipart ? { 413: detail('A feltöltés túl nagy', MESSAGES.tooLarge) } : {}),
  };
  return { [String(route.status ?? 200)]: answer(route, components), ...errors };
}

export function buildOpenApiDocument(routes: TRestRoute[], info: { title: string; version: string }, tags: TTag[] = []) {
  const components = COMMON_SCHEMAS;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const params = parameters(route, components);
    const body = requestBody(route, components);
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = {
      summary: route.summary,
      tags: route.tag ? [route.tag] : [],
      ...(params.length ? { parameters: params } : {}),
      ...(body ? { requestBody: body } : {}),
      responses: responses(route, body, components),
      security: route.public ? [] : [{ Token: [] }],
    };
  }
  return {
    openapi: '3.1.0',
    info: { ...info, description: 'Az eTanker portál REST felülete. Bejelentkezés: POST /api/rest-auth/login/, utána `Authorization: Token <key>` fejléc.' },
    servers: [{ url: '/' }],
    tags,
    components: {
      schemas: components,
      securitySchemes: { Token: { type: 'apiKey', in: 'header', name: 'Authorization', description: '"Token <key>" (a "Bearer <key>" is elfogadott)' } },
    },
    paths,
  };
}
