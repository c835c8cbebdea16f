// Issue 23 item 2: a request form says what is requested — a description and its type's own extra
// fields (seeded for every demo type, each shown for its type only) — in its details, PDF and export;
// the spec's documented body (module, type, affected_institution) is still accepted.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { extractPdfText } from '../../server/src/pdf/extract-text.ts';
import { readXlsx } from '../../server/src/export/xlsx.ts';

let server: TTestServer;
let token: string;
const base = '/api/kervenyek';
const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: authHeader(token), ...(payload ? { payload } : {}) });

const typeKey = async (name: string) =>
  (await server.services.prisma.staticItem.findFirstOrThrow({ where: { list: 'request_form_types', name }, select: { key: true } })).key;
const fieldId = async (codename: string) =>
  (
    await server.services.prisma.extraFieldDefinition.findUniqueOrThrow({
      where: { module_codename: { module: 'request_forms', codename } },
      select: { id: true },
    })
  ).id;

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.app, 'igenylo.a@etanker.local');
});

describe('what a request form requests', () => {
  it('every demo type has fields of its own, shown for that type only', async () => {
    const types = await server.services.prisma.staticItem.findMany({ where: { list: 'request_form_types' }, select: { key: true, name: true } });
    const definitions = await server.services.prisma.extraFieldDefinition.findMany({ where: { module: 'request_forms' }, select: { conditions: true } });
    for (const type of types) {
      const own = definitions.filter((d) =>
        (d.conditions as { field?: string; value: unknown; effect: string }[]).some((c) => c.field === 'type' && c.value === type.key && c.effect === 'only'),
      );
      expect(own.length, type.name).toBeGreaterThan(0);
    }
  });

  it('a cost reimbursement carries its amount, reason and description into details, PDF and export', async () => {
    const type = await typeKey('Költségtérítési kérelem');
    const [amount, reason, otherType] = await Promise.all([fieldId('koltseg_osszeg'), fieldId('koltseg_indoklas'), fieldId('eloleg_osszeg')]);
    const created = await send('POST', `${base}/`, {
      module: 'finance',
      type,
      description: 'Vonatjegy a szegedi szakmai versenyre',
      extra_field_answers: [
        { field_id: amount, value: 12500 },
        { field_id: reason, value: 'A tanulók kísérése' },
        // A field of another type: kept out of what prints.
        { field_id: otherType, value: 99999 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json();
    expect(record.description).toBe('Vonatjegy a szegedi szakmai versenyre');
    expect(record.extra_field_answers).toEqual(expect.arrayContaining([expect.objectContaining({ field_id: amount, value: 12500 })]));

    const pdf = await send('GET', `${base}/${record.id}/generate_preview/?document_type=request_form`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = (await extractPdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Vonatjegy a szegedi szakmai versenyre');
    expect(text).toMatch(/Összeg\s*12\s?500 Ft/);
    expect(text).toContain('A tanulók kísérése');
    expect(text).not.toContain('Igényelt összeg');

    const exported = await send('GET', `${base}/export/?module=finance&q=${encodeURIComponent('Költségtérítési')}`);
    expect(exported.statusCode, exported.body).toBe(200);
    const [sheet] = await readXlsx(exported.rawPayload);
    const header = sheet.rows[0] as string[];
    const row = sheet.rows.find((r) => String(r[header.indexOf('Leírás')]) === 'Vonatjegy a szegedi szakmai versenyre');
    expect(row, JSON.stringify(sheet.rows)).toBeTruthy();
    expect(String(row![header.indexOf('Adatok')])).toMatch(/^Összeg: 12\s500 Ft; Indoklás: A tanulók kísérése$/);

    // What GET answers, PUT accepts back.
    const { id, description, type: stored, affected_institution, extra_field_answers } = (await send('GET', `${base}/${record.id}/`)).json();
    const put = await send('PUT', `${base}/${id}/`, {
      description,
      type: stored.id ?? stored,
      affected_institution: affected_institution?.id ?? null,
      extra_field_answers,
    });
    expect(put.statusCode, put.body).toBe(200);
  });

  it("accepts the spec's documented body alone", async () => {
    const res = await send('POST', `${base}/`, { module: 'finance', type: await typeKey('Költségtérítési kérelem'), affected_institution: null });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().description).toBe('');
  });
});
