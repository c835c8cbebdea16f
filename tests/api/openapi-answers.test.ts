// The OpenAPI document against the server's real answers (issue 15 item 4): every documented GET
// that needs no input beyond a record id is called on the demo data, as the centre's admin and a
// school requester, and its JSON answer must hold against the documented schema — so the schemas
// cannot drift from what the modules answer.
import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { authHeader, login, startTestServer } from '../helpers/server.ts';

interface TOperation {
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}

const server = await startTestServer();
const { app } = server;

describe('the documented answers', () => {
  it('hold for every GET the demo data can answer', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{
      paths: Record<string, Record<string, TOperation>>;
      components: object;
    }>();
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const problems: string[] = [];
    let checked = 0;
    for (const email of ['admin@etanker.local', 'igenylo.a@etanker.local']) {
      const headers = authHeader(await login(app, email));
      const get = (url: string) => app.inject({ method: 'GET', url, headers });
      const firstIds = new Map<string, number | null>();
      for (const [path, methods] of Object.entries(doc.paths)) {
        const op = methods.get;
        const schema = op?.responses['200']?.content?.['application/json']?.schema;
        const params = [...path.matchAll(/\{(\w+)\}/g)];
        if (!schema || params.length > 1 || op.parameters?.some((p) => p.in === 'query' && p.required)) continue;
        let url = path;
        if (params.length === 1) {
          const base = path.slice(0, path.indexOf('{'));
          if (!firstIds.has(base)) {
            const list = await get(base);
            const body = list.statusCode === 200 ? list.json<{ data?: { id: number }[] }>() : {};
            firstIds.set(base, Array.isArray(body.data) ? (body.data[0]?.id ?? null) : null);
          }
          const id = firstIds.get(base);
          if (id === null || id === undefined) continue;
          url = path.replace(/\{\w+\}/, String(id));
        }
        const res = await get(url);
        if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('json')) continue;
        const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')));
        checked += 1;
        if (!validate(res.json())) problems.push(`${email} GET ${path}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  }, 300_000);
});
