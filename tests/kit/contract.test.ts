// The contract test kit (issue 10 item 8): every module the registry registers gets the same
// suite — the access matrix, comments and attachments, export and PDF preview, its filters,
// the GET→PUT round trip and a bad-input sweep — from its definition and the contract fixture
// next to it (server/src/modules/contract-fixture.ts). One server and database for all modules.
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { TRPCError } from '@trpc/server';
import { startTestServer, type TTestServer } from '../helpers/server.ts';
import { actionOf, idRoutesOf, loadFixtures, registeredModules, type TKitModule } from './registry.ts';
import { kitClient, type TKitClient } from './client.ts';
import { BAD_BODIES, BAD_FIELD_VALUES, BAD_IDS, schemaFields, withRawField } from './bad-input.ts';
import { rowCounts } from './db-snapshot.ts';
import { workflowExportColumns } from '../../server/src/modules/workflow-export.ts';
import type { TRestRoute } from '../../server/src/rest/route.ts';
import type { TContractFixture } from '../../server/src/modules/contract-fixture.ts';
import type { TCaller } from '../../server/src/trpc/caller.ts';

const fixtures = await loadFixtures();
let server: TTestServer;
let api: TKitClient;
let serial = 700_000;

beforeAll(async () => {
  server = await startTestServer();
  api = kitClient(server);
});

/** GETs that write (megjelölés toggles the subscription); every other method is a write, even a POST that changes nothing (issue 22 §3). */
const WRITE_GETS = new Set(['megjeloles/']);
const isWrite = (route: TRestRoute) => route.method !== 'GET' || WRITE_GETS.has(actionOf(route));

const UPLOAD = { filename: 'kit.txt', data: 'A kit melléklete.', type: 'text/plain' };

type TRecord = Record<string, unknown> & { id: number };

/** Calls one REST route about record `id` with a body that passes validation, so only access decides. */
async function callRoute(who: string, def: TKitModule, route: TRestRoute, record: TRecord, id: string = String(record.id)) {
  const url = route.path.replace(':id', id);
  const action = actionOf(route);
  const documentType = def.kind === 'workflow' ? Object.keys(def.documents)[0] : '';
  if (action === 'uj-komment/') return api.multipart(who, url, { content: 'A kit megjegyzése.' });
  if (action === 'uj-melleklet/') return api.multipart(who, url, { name: 'Kit' }, { document: UPLOAD });
  const bodies: Record<string, object> = {
    '': record,
    'donteshozas/': { decision_option: (record.current_step as { options?: { id: number }[] } | null)?.options?.[0]?.id ?? 1 },
    'delete_comment/': { comment_id: 1 },
    'melleklet-torlese/': { attachment_id: 1 },
    'lemond/': { cancellation_date: '2026-01-15' },
    'referensnek-visszaadas/': { suggested_referent: 1 },
    'valtozasok/': { amount_change: 1, reason: 'Kit' },
  };
  const query = action.startsWith('generate_') ? `?document_type=${documentType}` : '';
  const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : (bodies[action] ?? {});
  return api.send(who, route.method, `${url}${query}`, body);
}

/** The calls whose answer is not `expected`, as "METHOD path → status body". */
async function offenders(who: string, def: TKitModule, routes: TRestRoute[], record: TRecord, expected: number) {
  const out: string[] = [];
  for (const route of routes) {
    const res = await callRoute(who, def, route, record);
    if (res.statusCode !== expected) out.push(`${route.method} ${route.path} → ${res.statusCode} ${res.body.slice(0, 120)}`);
  }
  return out;
}

async function trpcCode(call: Promise<unknown>): Promise<string> {
  return call.then(
    () => 'OK',
    (e: unknown) => (e instanceof TRPCError ? e.code : String(e)),
  );
}

const serverErrors = (what: string, res: { statusCode: number; body: string }) =>
  res.statusCode >= 500 ? [`${what} → ${res.statusCode} ${res.body.slice(0, 120)}`] : [];

const procedures = (caller: TCaller, def: TKitModule) => (caller as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>)[def.key];

describe('the registry', () => {
  it('every registered module has a contract fixture, and every fixture a module', () => {
    expect(registeredModules.filter((m) => !fixtures.has(m.key)).map((m) => m.key)).toEqual([]);
    expect([...fixtures.keys()].filter((k) => !registeredModules.some((m) => m.key === k))).toEqual([]);
  });
});

describe.each(registeredModules.filter((m) => fixtures.has(m.key)).map((def) => ({ key: def.key, def, fx: fixtures.get(def.key)! })))(
  '$key',
  ({ def, fx }: { def: TKitModule; fx: TContractFixture }) => {
    const base = `/api/${def.restBase}`;
    const workflow = def.kind === 'workflow';
    const { owner } = fx.users;
    let institution: number;
    let record: TRecord;
    const payload = () => fx.create({ serial: serial++, institution });
    const detail = (id: number, who = owner) => api.ok(who, 'GET', `${base}/${id}/`) as Promise<TRecord>;
    const create = async () => (await api.ok(owner, 'POST', `${base}/`, payload(), 201)) as TRecord;

    beforeAll(async () => {
      const user = await server.services.prisma.user.findUniqueOrThrow({ where: { email: `${owner}@etanker.local` }, select: { institution_id: true } });
      institution = user.institution_id!;
      record = await detail((await create()).id);
    });

    describe('access matrix', () => {
      it.runIf(fx.scope === 'school')("another school's user gets 404 on every call about the record", async () => {
        expect(await offenders(fx.users.otherSchool!, def, idRoutesOf(def), record, 404)).toEqual([]);
        expect(await trpcCode(procedures(await api.caller(fx.users.otherSchool!), def).get({ id: record.id }))).toBe('NOT_FOUND');
      });

      it.runIf(fx.users.withoutPermission)('a user without the module permission gets 403 on the list and on create', async () => {
        const who = fx.users.withoutPermission!;
        expect(def.permission).not.toBeNull();
        expect((await api.send(who, 'GET', `${base}/`)).statusCode).toBe(403);
        expect((await api.send(who, 'POST', `${base}/`, payload())).statusCode).toBe(403);
        expect(await trpcCode(procedures(await api.caller(who), def).list({}))).toBe('FORBIDDEN');
      });

      it('a read-only user gets 403 on every write', async () => {
        const who = fx.users.readonly;
        expect((await api.send(who, 'GET', `${base}/${record.id}/`)).statusCode, 'reads').toBe(200);
        const writes = idRoutesOf(def).filter(isWrite);
        const refused = await offenders(who, def, writes, record, 403);
        const created = await api.send(who, 'POST', `${base}/`, payload());
        if (created.statusCode !== 403) refused.push(`POST ${base}/ → ${created.statusCode}`);
        expect(refused).toEqual([]);
        expect(await trpcCode(procedures(await api.caller(who), def).update({ id: record.id, data: payload() }))).toBe('FORBIDDEN');
      });
    });

    describe.runIf(workflow)('comments and attachments', () => {
      it('a comment with an attachment: added, listed, downloaded; deleted only by its author', async () => {
        const { id } = await create();
        const added = await api.multipart(owner, `${base}/${id}/uj-komment/`, { content: 'A kit megjegyzése.' }, { attachment: UPLOAD });
        expect(added.statusCode, added.body).toBe(200);
        const comment = (await detail(id)).comments as { id: number; content: string; attachments: { name: string; file: string }[] }[];
        const mine = comment.find((c) => c.content === 'A kit megjegyzése.')!;
        expect(mine.attachments).toEqual([{ name: UPLOAD.filename, file: expect.stringMatching(/^\/api\/mellekletek\/\d+\/letoltes\/$/) }]);
        const download = await api.send(owner, 'GET', mine.attachments[0].file);
        expect(download.statusCode).toBe(200);
        expect(download.body).toBe(UPLOAD.data);
        if (fx.scope === 'school') expect((await api.send(fx.users.otherSchool!, 'GET', mine.attachments[0].file)).statusCode).toBe(404);

        expect((await api.send(fx.users.peer!, 'POST', `${base}/${id}/delete_comment/`, { comment_id: mine.id })).statusCode).toBe(403);
        await api.ok(owner, 'POST', `${base}/${id}/delete_comment/`, { comment_id: mine.id });
        const after = (await detail(id)).comments as { id: number; is_deleted?: boolean; attachments: unknown[] }[];
        expect(after.filter((c) => c.id === mine.id && !c.is_deleted)).toEqual([]);
      });

      // A module without attachments (attachments: false) has no such calls: its own test asks for their 404.
      it.runIf(def.kind === 'workflow' && def.attachments !== false)(
        'an attachment: uploaded, listed, downloaded; deleted by its uploader, not by another user',
        async () => {
          const { id } = await create();
          const uploaded = await api.multipart(owner, `${base}/${id}/uj-melleklet/`, { name: 'Kit melléklet' }, { document: UPLOAD });
          expect(uploaded.statusCode, uploaded.body).toBe(201);
          type TListed = { id: number; name: string; document: string | null; deleted_at: string | null };
          const listedIn = async (id: number) => ((await detail(id)).attachments as TListed[]).find((a) => a.name === 'Kit melléklet')!;
          const listed = await listedIn(id);
          expect(listed).toMatchObject({ id: expect.any(Number), document: expect.stringMatching(/^\/api\/mellekletek\/\d+\/letoltes\/$/), deleted_at: null });
          const file = listed.document!;
          expect((await api.send(owner, 'GET', file)).body).toBe(UPLOAD.data);
          if (fx.scope === 'school') expect((await api.send(fx.users.otherSchool!, 'GET', file)).statusCode).toBe(404);

          expect((await api.send(fx.users.peer!, 'POST', `${base}/${id}/melleklet-torlese/`, { attachment_id: listed.id })).statusCode).toBe(403);
          await api.ok(owner, 'POST', `${base}/${id}/melleklet-torlese/`, { attachment_id: listed.id });
          expect(await listedIn(id)).toMatchObject({ document: null, deleted_at: expect.any(String) });
          expect((await api.send(owner, 'GET', file)).statusCode).toBe(404);
          expect((await api.send(owner, 'POST', `${base}/${id}/melleklet-torlese/`, { attachment_id: listed.id })).statusCode).toBe(400);
        },
      );
    });

    describe('export and documents', () => {
      it('the xlsx export is a real spreadsheet: the header row, then the rows with the record', async () => {
        const res = await api.send(owner, 'GET', `${base}/export/?format=xlsx`);
        expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
        expect(res.headers['content-type']).toContain('spreadsheetml');
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
        const sheet = book.worksheets[0];
        const columns = def.kind === 'workflow' ? workflowExportColumns(def) : def.exportColumns;
        expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(columns.map((c) => c.header));
        const idColumn = columns.findIndex((c) => c.key === 'id') + 1;
        expect(idColumn).toBeGreaterThan(0);
        const ids = sheet.getColumn(idColumn).values.slice(2).map(Number);
        expect(ids).toContain(record.id);
      });

      it.runIf(def.exportReturnsData)('the export without ?format answers the rows as JSON', async () => {
        const { data } = await api.ok(owner, 'GET', `${base}/export/`);
        expect(data.map((r: { id: number }) => r.id)).toContain(record.id);
      });

      it.runIf(def.kind === 'workflow' && Object.keys(def.documents).length > 0)('every document has a PDF preview', async () => {
        for (const type of def.kind === 'workflow' ? Object.keys(def.documents) : []) {
          const res = await api.send(owner, 'GET', `${base}/${record.id}/generate_preview/?document_type=${type}`);
          expect(res.statusCode, `${type}: ${res.body.slice(0, 200)}`).toBe(200);
          expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        }
      });
    });

    it('every declared filter narrows the list: its hit holds the record, its miss leaves it out, both within the unfiltered list', async () => {
      const options = await api.ok(owner, 'GET', `${base}/szurok/`);
      const rows = async (query: string) => (await api.ok(owner, 'GET', `${base}/?limit=100${query}`)).data as TRecord[];
      const ids = async (query: string) => (await rows(query)).map((r) => r.id);
      const unfiltered = await rows('');
      const all = unfiltered.map((r) => r.id);
      const row = unfiltered.find((r) => r.id === record.id)!;
      expect(row, 'the unfiltered list holds the record').toBeTruthy();
      const problems: string[] = [];
      for (const name of Object.keys(def.filters)) {
        const probe = fx.filters[name];
        if (!probe) {
          problems.push(`${name}: the fixture gives no probe`);
          continue;
        }
        const { hit, miss } = probe(record, { row, options });
        if (hit === undefined && miss === undefined) problems.push(`${name}: neither hit nor miss`);
        for (const [value, holds] of [
          [hit, true],
          [miss, false],
        ] as const) {
          if (value === undefined) continue;
          const listed = await ids(`&${name}=${encodeURIComponent(value)}`);
          if (listed.some((id) => !all.includes(id))) problems.push(`${name}=${value}: lists records the unfiltered list does not`);
          if (listed.includes(record.id) !== holds) problems.push(`${name}=${value}: the record is ${holds ? 'missing' : 'listed'}`);
        }
      }
      expect(
        Object.keys(fx.filters).filter((name) => !(name in def.filters)),
        'probes of filters the module lacks',
      ).toEqual([]);
      expect(problems).toEqual([]);
    });

    it('GET → PUT of the answer → 200, and nothing changes', async () => {
      const { id } = await create();
      const before = await detail(id);
      const put = await api.ok(owner, 'PUT', `${base}/${id}/`, before);
      expect(put).toEqual(before);
      expect(await detail(id)).toEqual(before);
    });

    it('bad input the schema refuses, on every create field, whole bodies and ids: no 5xx, and nothing changes', async () => {
      const prisma = server.services.prisma;
      const valid = payload();
      const fields = schemaFields(def.createInput);
      expect(fields.length).toBeGreaterThan(0);
      const errors: string[] = [];
      const before = await rowCounts(prisma);
      for (const [field, label, raw] of hostileFields(valid, false))
        errors.push(...serverErrors(`POST ${field}=${label}`, await api.raw(owner, 'POST', `${base}/`, withRawField(valid, field, raw))));
      for (const body of BAD_BODIES) {
        errors.push(...serverErrors(`POST ${body.slice(0, 30)}`, await api.raw(owner, 'POST', `${base}/`, body)));
        errors.push(...serverErrors(`PUT ${body.slice(0, 30)}`, await api.raw(owner, 'PUT', `${base}/${record.id}/`, body)));
      }
      for (const id of BAD_IDS)
        for (const route of idRoutesOf(def))
          errors.push(...serverErrors(`${route.method} ${route.path} id=${id}`, await callRoute(owner, def, route, record, id)));
      expect(errors).toEqual([]);
      expect(await rowCounts(prisma)).toEqual(before);
    });

    // Values every schema takes (a NUL inside a text, 2^31 as a key) are refused by the input guard
    // before they reach PostgreSQL.
    it('bad input the schema takes (NUL in texts, 2^31 keys) on every create field: no 5xx', async () => {
      const valid = payload();
      const errors: string[] = [];
      for (const [field, label, raw] of hostileFields(valid, true))
        errors.push(...serverErrors(`POST ${field}=${label}`, await api.raw(owner, 'POST', `${base}/`, withRawField(valid, field, raw))));
      expect(errors).toEqual([]);
    });

    /** [field, label, JSON text] of every hostile value on every create field that the schema refuses (false) or takes (true). */
    function hostileFields(valid: Record<string, unknown>, schemaTakes: boolean): [string, string, string][] {
      return schemaFields(def.createInput).flatMap((field) =>
        Object.entries(BAD_FIELD_VALUES)
          .filter(([, raw]) => def.createInput.safeParse({ ...valid, [field]: JSON.parse(raw) }).success === schemaTakes)
          .map(([label, raw]): [string, string, string] => [field, label, raw]),
      );
    }
  },
);
