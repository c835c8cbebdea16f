// Walks the whole OpenAPI document (issue 15 item 4): every call documents its answer with a
// schema and an example, its request body with an example, and the Hungarian error shapes it can
// answer; every example holds against its own schema.
import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { restRoutes } from '../../server/src/app.ts';
import { buildOpenApiDocument } from '../../server/src/openapi/document.ts';

interface TMedia {
  schema?: Record<string, unknown>;
  example?: unknown;
}
interface TOperation {
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { content: Record<string, TMedia> };
  responses: Record<string, { content?: Record<string, TMedia> }>;
  security: unknown[];
}

const doc = buildOpenApiDocument(restRoutes, { title: 't', version: '1' });
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods as Record<string, TOperation>).map(([method, op]) => ({ call: `${method.toUpperCase()} ${path}`, path, op })),
);
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema({ $id: 'doc', components: doc.components });
const compiled = new Map<string, ReturnType<typeof ajv.compile>>();

/** The example's problems against its schema (its $refs read the document's components; one compile per distinct schema). */
function invalid(media: TMedia): string | null {
  const text = JSON.stringify(media.schema).replaceAll('"#/components/', '"doc#/components/');
  if (!compiled.has(text)) compiled.set(text, ajv.compile(JSON.parse(text)));
  const validate = compiled.get(text)!;
  return validate(media.example) ? null : ajv.errorsText(validate.errors);
}

/** A schema that says nothing but "an object". */
const isBare = (schema: Record<string, unknown> | undefined) => !schema || (Object.keys(schema).length === 1 && schema.type === 'object');

describe('the OpenAPI document', () => {
  it('has every REST route, each with a 2xx answer that has a schema and an example that holds', () => {
    expect(operations.length).toBeGreaterThan(400);
    const problems: string[] = [];
    for (const { call, op } of operations) {
      const success = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
      if (success.length !== 1) problems.push(`${call}: ${success.length} 2xx answers`);
      const [status, answer] = success[0];
      if (status === '204') {
        if (answer.content) problems.push(`${call}: 204 with a body`);
        continue;
      }
      const [type, media] = Object.entries(answer.content ?? {})[0] ?? [];
      if (!media || isBare(media.schema)) problems.push(`${call}: no answer schema`);
      else if (type === 'application/json') {
        if (media.example === undefined) problems.push(`${call}: no answer example`);
        else if (invalid(media)) problems.push(`${call}: answer example: ${invalid(media)}`);
      } else if (media.schema?.format !== 'binary') problems.push(`${call}: a file answer that is not binary`);
    }
    expect(problems).toEqual([]);
  }, 180_000);

  it('gives every request body and parameter an example that holds', () => {
    const problems: string[] = [];
    for (const { call, op } of operations) {
      for (const p of op.parameters ?? []) if (p.example === undefined) problems.push(`${call}: parameter ${p.name} without an example`);
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        if (media.example === undefined) problems.push(`${call}: ${type} body without an example`);
        else if (invalid(media)) problems.push(`${call}: body example: ${invalid(media)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents the Hungarian error shapes: 400 field errors everywhere, 401/403 behind the login, 404 for a path with an id', () => {
    const problems: string[] = [];
    for (const { call, path, op } of operations) {
      const expected = ['400', ...(op.security.length ? ['401', '403'] : ['429']), ...(path.includes('{') ? ['404'] : [])];
      const missing = expected.filter((status) => !op.responses[status]?.content?.['application/json']?.example);
      if (missing.length) problems.push(`${call}: no ${missing.join(', ')}`);
      const fieldErrors = op.responses['400']?.content?.['application/json'];
      if (fieldErrors && invalid(fieldErrors)) problems.push(`${call}: 400 example: ${invalid(fieldErrors)}`);
    }
    expect(problems).toEqual([]);
    const create = doc.paths['/api/kotelezettsegvallalas/'].post as TOperation;
    expect(create.responses['400'].content!['application/json'].example).toEqual({ subject: ['Ez a mező nem lehet üres'] });
    expect(create.responses['401'].content!['application/json'].example).toEqual({ detail: 'A hitelesítési adatok nem lettek megadva.' });
  });
});
