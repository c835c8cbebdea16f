// Rules across fields (shared/src/cross-field-rules.ts) are declared once, in a module's manifest:
// every one reaches the client in the module's meta/, at its field, and the server refuses a
// record that breaks it (400, the rule's message at its field). The client's half: ui/crossFieldRules.test.tsx.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TFieldMeta, TModuleMeta } from '@etanker/shared/field-meta.ts';
import type { TCrossFieldRule } from '@etanker/shared/cross-field-rules.ts';
import { startTestServer, type TTestServer } from '../helpers/server.ts';
import { loadFixtures, registeredModules } from './registry.ts';
import { kitClient, type TKitClient } from './client.ts';

const fixtures = await loadFixtures();
const modules = registeredModules.filter((def) => fixtures.has(def.key) && def.manifest?.crossFieldRules?.length);
let server: TTestServer;
let api: TKitClient;
let serial = 760_000;

beforeAll(async () => {
  server = await startTestServer();
  api = kitClient(server);
});

type TBody = Record<string, unknown>;
const readPath = (body: TBody, path: string) => path.split('.').reduce<unknown>((v, part) => (v as TBody | undefined)?.[part], body);
function writePath(body: TBody, path: string, value: unknown) {
  const parts = path.split('.');
  const parent = parts.slice(0, -1).reduce<TBody>((v, part) => (v[part] ??= {}) as TBody, body);
  parent[parts.at(-1)!] = value;
}

/** A field's meta by its dotted path (a group's field inside the group). */
function metaAt(fields: readonly TFieldMeta[], path: string): TFieldMeta | undefined {
  const [head, ...rest] = path.split('.');
  const field = fields.find((f) => f.name === head);
  return rest.length ? metaAt(field?.fields ?? [], rest.join('.')) : field;
}

const DAY = 86_400_000;
/** The day before a date or instant text ('2026-03-10' → '2026-03-09', the time kept). */
const dayBefore = (value: string) => new Date(Date.parse(value.slice(0, 10)) - DAY).toISOString().slice(0, 10) + value.slice(10);

/** The fixture's valid body changed so that it breaks `rule` alone. */
function breaking(rule: TCrossFieldRule, body: TBody, meta: readonly TFieldMeta[]): TBody {
  const out = structuredClone(body);
  const empty = (path: string) => (['text', 'long_text', 'email'].includes(metaAt(meta, path)?.kind ?? '') ? '' : null);
  switch (rule.kind) {
    case 'order': {
      const start = String(readPath(out, rule.start) || (metaAt(meta, rule.start)?.kind === 'datetime' ? '2026-03-10 10:00' : '2026-03-10'));
      writePath(out, rule.start, start);
      writePath(out, rule.field, rule.strict ? start : dayBefore(start));
      break;
    }
    case 'oneOf':
      writePath(out, rule.field, false);
      writePath(out, rule.other, false);
      break;
    case 'requiredWhen':
      writePath(out, rule.when, rule.is);
      for (const path of [rule.field, ...(rule.orAll ?? [])]) writePath(out, path, empty(path));
      break;
    case 'emptyWhen': {
      writePath(out, rule.when, rule.is);
      // A value of the field's kind: a relation takes an id (the rule is checked before the id is looked up).
      const kind = metaAt(meta, rule.field)?.kind;
      writePath(out, rule.field, kind === 'date' ? '2030-12-31' : kind === 'relation' ? 1 : 'x');
      break;
    }
    case 'taxIdBirthDate':
      writePath(out, rule.birthDate, '1901-01-01');
      break;
  }
  return out;
}

describe.each(modules.map((def) => ({ key: def.key, def, fx: fixtures.get(def.key)! })))('$key', ({ def, fx }) => {
  const base = `/api/${def.restBase}`;
  const rules = def.manifest?.crossFieldRules ?? [];

  it('every rule across fields reaches the meta at its field, and the server refuses a record breaking it with its message there', async () => {
    const meta = (await api.ok(fx.users.owner, 'GET', `${base}/meta/`)) as TModuleMeta;
    const user = await server.services.prisma.user.findUniqueOrThrow({ where: { email: `${fx.users.owner}@etanker.local` }, select: { institution_id: true } });
    for (const rule of rules) {
      expect(metaAt(meta.fields, rule.field)?.crossFieldRules, `${rule.kind} at ${rule.field}`).toContainEqual(rule);
      const body = breaking(rule, fx.create({ serial: serial++, institution: user.institution_id! }), meta.fields);
      const res = await api.send(fx.users.owner, 'POST', `${base}/`, body);
      expect(res.statusCode, `${rule.kind} at ${rule.field}: ${res.body.slice(0, 300)}`).toBe(400);
      expect((res.json() as Record<string, string[]>)[rule.field], `${rule.kind} at ${rule.field}`).toContain(rule.message);
    }
  });
});
