// Commitments end to end through the documented REST paths, against a real PostgreSQL,
// real Chromium (PDF) and real xlsx; plus the engine rules (access, 409, bad input).
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { extractPdfText } from '../../server/src/pdf/extract-text.ts';
import { readXlsx } from '../../server/src/export/xlsx.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'vezeto.a', 'igenylo.b', 'penzugy', 'kozpontipenzugy', 'olvaso', 'rendszergazda']) {
    tokens[who] = await login(server.app, `${who}@etanker.local`);
  }
});

const base = '/api/kotelezettsegvallalas';
const newCommitment = {
  subject: 'Árvíztűrő tükörfúrógép beszerzése',
  description: 'A műhely eszközparkjának bővítése',
  financial_entry: 1,
  payment_type: 1,
  products: [
    { name: 'Tükörfúrógép', quantity: 2, unit: 'db', gross_price: 127000, vat: 1 },
    { name: 'Fúrószár készlet', quantity: 1, unit: 'csomag', gross_price: 12700, vat: 1 },
  ],
};

async function create(who = 'igenylo.a', body: object = newCommitment) {
  const res = await server.app.inject({ method: 'POST', url: `${base}/`, headers: as(who), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function decideFirst(who: string, id: number, label: RegExp, answers: object = {}) {
  const detail = (await server.app.inject({ method: 'GET', url: `${base}/${id}/`, headers: as(who) })).json();
  const option = detail.current_step.options.find((o: { label: string }) => label.test(o.label));
  expect(option, `${who} sees option ${label}`).toBeTruthy();
  return server.app.inject({ method: 'POST', url: `${base}/${id}/donteshozas/`, headers: as(who), payload: { decision_option: option.id, answers } });
}

describe('commitments', () => {
  it('creates with products: totals, net and VAT from the 27 % key, waiting on its creator', async () => {
    const c = await create();
    expect(c.state).toBe('open');
    expect(c.cost).toBe(266700);
    expect(c.net_cost).toBe(210000);
    expect(c.vat_cost).toBe(56700);
    expect(c.products).toHaveLength(2);
    expect(c.current_step.name).toBe('Igénylés');
    expect(c.can_decide).toBe(true);
    expect(c.institution.name).toMatch(/Technikum|Szakképző|Gimnázium|Iskola/);
  });

  it('stores a forint line total in whole forints and a euro one in cents, the total the screens show', async () => {
    const line = { name: 'Festék', quantity: 2.5, unit: 'l', gross_price: 380796.3, vat: 1 };
    const forint = await create('igenylo.a', { ...newCommitment, products: [line] });
    expect(forint.products[0].total_price).toBe(951991);
    expect(forint.cost).toBe(951991);
    const euro = await create('igenylo.a', { ...newCommitment, currency: 2, products: [{ ...line, currency: 2 }] });
    expect(euro.products[0].total_price).toBe(951990.75);
  });

  it('walks the whole flow: submit → school manager → finance referent → centre finance', async () => {
    const c = await create();
    expect((await decideFirst('igenylo.a', c.id, /Beküldés/)).statusCode).toBe(200);
    const afterSubmit = (await server.app.inject({ method: 'GET', url: `${base}/${c.id}/`, headers: as('vezeto.a') })).json();
    expect(afterSubmit.state).toBe('under_checking');
    expect(afterSubmit.waiting_for.name).toBeTruthy();
    const listed = (await server.app.inject({ method: 'GET', url: `${base}/?waiting_for_me=true`, headers: as('vezeto.a') })).json();
    expect(listed.data.map((r: { id: number }) => r.id)).toContain(c.id);

    expect((await decideFirst('vezeto.a', c.id, /^Jóváhagyom/)).statusCode).toBe(200);
    const referent = await decideFirst('penzugy', c.id, /^Megfelel/, { approved_cost: 250000, financial_entry: 1, planned_payment_date: '2026-12-15' });
    expect(referent.statusCode, referent.body).toBe(200);
    const final = await decideFirst('kozpontipenzugy', c.id, /^Ellenjegyzem/, { urgent: true });
    expect(final.statusCode, final.body).toBe(200);
    expect(final.json().state).toBe('closed_positive');

    const done = (await server.app.inject({ method: 'GET', url: `${base}/${c.id}/`, headers: as('igenylo.a') })).json();
    expect(done.approved_cost).toBe(250000);
    expect(done.decisions.map((d: { decision: string }) => d.decision)).toEqual(['positive', 'positive', 'positive', 'positive']);
    expect(done.decisions[2].answers.find((a: { codename: string }) => a.codename === 'approved_cost').value).toBe(250000);
  });

  it('only the step user decides; others get 403 and nothing changes', async () => {
    const c = await create();
    const detail = (await server.app.inject({ method: 'GET', url: `${base}/${c.id}/`, headers: as('igenylo.a') })).json();
    const res = await server.app.inject({
      method: 'POST',
      url: `${base}/${c.id}/donteshozas/`,
      headers: as('penzugy'),
      payload: { decision_option: detail.current_step.options[0].id, answers: {} },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBeTruthy();
  });

  it('two simultaneous decisions: exactly one wins, the other gets 409, one decision row', async () => {
    const c = await create();
    await decideFirst('igenylo.a', c.id, /Beküldés/);
    await decideFirst('vezeto.a', c.id, /^Jóváhagyom/);
    await decideFirst('penzugy', c.id, /^Megfelel/, { approved_cost: 1000 });
    // Centre finance approval waits on a group: the group member and the referent's substitute race.
    const detail = (await server.app.inject({ method: 'GET', url: `${base}/${c.id}/`, headers: as('kozpontipenzugy') })).json();
    const option = detail.current_step.options.find((o: { label: string }) => /^Ellenjegyzem/.test(o.label));
    const send = () =>
      server.app.inject({
        method: 'POST',
        url: `${base}/${c.id}/donteshozas/`,
        headers: as('kozpontipenzugy'),
        payload: { decision_option: option.id, answers: {} },
      });
    const results = await Promise.all([send(), send()]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([400, 409]).toContain(codes[1]);
    const after = await server.services.prisma.decision.count({ where: { case_id: c.id } });
    expect(after).toBe(4);
  });

  it('two simultaneous decisions written without a transaction: one wins, one decision row, one mail', async () => {
    const c = await create();
    await decideFirst('igenylo.a', c.id, /Beküldés/);
    const detail = (await server.app.inject({ method: 'GET', url: `${base}/${c.id}/`, headers: as('vezeto.a') })).json();
    const option = detail.current_step.options.find((o: { label: string }) => /^Jóváhagyom/.test(o.label));
    const prisma = server.services.prisma;
    const before = await prisma.case.findUniqueOrThrow({ where: { id: c.id }, select: { version: true } });
    const send = () =>
      server.app.inject({ method: 'POST', url: `${base}/${c.id}/donteshozas/`, headers: as('vezeto.a'), payload: { decision_option: option.id, answers: {} } });
    const codes = (await Promise.all([send(), send()])).map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    expect(await prisma.decision.count({ where: { case_id: c.id } })).toBe(2);
    expect(await prisma.case.findUniqueOrThrow({ where: { id: c.id }, select: { version: true } })).toEqual({ version: before.version + 1 });
    expect(await prisma.queuedMail.count({ where: { to: 'penzugy@etanker.local', link: { endsWith: `/${c.id}.html` } } })).toBe(1);
  });

  it('access matrix: school B cannot list, read, change, decide, comment, attach, export or preview school A', async () => {
    const c = await create();
    const b = as('igenylo.b');
    const list = (await server.app.inject({ method: 'GET', url: `${base}/`, headers: b })).json();
    expect(list.data.map((r: { id: number }) => r.id)).not.toContain(c.id);
    const calls = [
      { method: 'GET', url: `${base}/${c.id}/` },
      { method: 'PUT', url: `${base}/${c.id}/`, payload: newCommitment },
      { method: 'DELETE', url: `${base}/${c.id}/` },
      { method: 'POST', url: `${base}/${c.id}/donteshozas/`, payload: { decision_option: 1, answers: {} } },
      { method: 'POST', url: `${base}/${c.id}/uj-komment/`, payload: { content: 'Hello' } },
      { method: 'GET', url: `${base}/${c.id}/generate_preview/?document_type=commitment` },
      { method: 'POST', url: `${base}/${c.id}/masolas/` },
      { method: 'POST', url: `${base}/${c.id}/sztorno/` },
      { method: 'GET', url: `${base}/${c.id}/megjeloles/` },
    ] as const;
    for (const call of calls) {
      const res = await server.app.inject({ ...call, headers: b } as never);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const exported = (await server.app.inject({ method: 'GET', url: `${base}/export/`, headers: b })).json();
    expect(exported.data.map((r: { id: number }) => r.id)).not.toContain(c.id);
  });

  it('a user without the module permission gets 403', async () => {
    const res = await server.app.inject({ method: 'GET', url: `${base}/`, headers: as('rendszergazda') });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Nincs jogosultsága ehhez a művelethez.');
  });

  it('bad input gives Hungarian field errors and writes nothing', async () => {
    const before = await server.services.prisma.case.count();
    const cases = [
      { payload: { ...newCommitment, subject: '' }, field: 'subject', message: 'Ez a mező nem lehet üres' },
      { payload: { ...newCommitment, cost: 'sok' }, field: 'cost' },
      { payload: { ...newCommitment, unknown_field: 1 }, field: 'unknown_field', message: 'Ismeretlen mező.' },
      { payload: { ...newCommitment, financial_entry: null }, field: 'financial_entry', message: 'Ez a mező nem lehet üres' },
      { payload: { ...newCommitment, products: [{ name: 'X', gross_price: -1 }] }, field: 'products.0.gross_price', message: 'Nem lehet kisebb mint 0' },
    ];
    for (const c of cases) {
      const res = await server.app.inject({ method: 'POST', url: `${base}/`, headers: as('igenylo.a'), payload: c.payload });
      expect(res.statusCode, JSON.stringify(c.payload)).toBe(400);
      expect(res.json()[c.field], res.body).toBeTruthy();
      if (c.message) expect(res.json()[c.field]).toContain(c.message);
    }
    const malformed = await server.app.inject({
      method: 'POST',
      url: `${base}/`,
      headers: { ...as('igenylo.a'), 'content-type': 'application/json' },
      payload: '{"subject": ',
    });
    expect(malformed.statusCode).toBe(400);
    const badDate = await server.app.inject({ method: 'GET', url: `${base}/?closed_at_min=2026-02-30`, headers: as('igenylo.a') });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().closed_at_min).toBeTruthy();
    expect(await server.services.prisma.case.count()).toBe(before);
  });

  it('read-only users cannot write', async () => {
    const res = await server.app.inject({ method: 'POST', url: `${base}/`, headers: as('olvaso'), payload: newCommitment });
    expect(res.statusCode).toBe(403);
  });

  it('comments: centre-only flags, newest own deletion, Törölt state', async () => {
    const c = await create();
    const flagged = await server.app.inject({
      method: 'POST',
      url: `${base}/${c.id}/uj-komment/`,
      headers: as('igenylo.a'),
      payload: { content: 'Kérdés', school_should_reply: true },
    });
    expect(flagged.statusCode).toBe(400);
    const first = await server.app.inject({
      method: 'POST',
      url: `${base}/${c.id}/uj-komment/`,
      headers: as('igenylo.a'),
      payload: { content: 'Első megjegyzés' },
    });
    expect(first.statusCode, first.body).toBe(200);
    await server.app.inject({
      method: 'POST',
      url: `${base}/${c.id}/uj-komment/`,
      headers: as('penzugy'),
      payload: { content: 'Válasz', school_should_reply: true },
    });
    const comments = first.json();
    const del = await server.app.inject({
      method: 'POST',
      url: `${base}/${c.id}/delete_comment/`,
      headers: as('igenylo.a'),
      payload: { comment_id: comments[0].id },
    });
    expect(del.statusCode).toBe(403);
    const unread = (await server.app.inject({ method: 'GET', url: `${base}/?has_unread_comment=true`, headers: as('igenylo.a') })).json();
    expect(unread.data.map((r: { id: number }) => r.id)).toContain(c.id);
  });

  it('attachments: upload sniffed by content, download authorized, soft delete', async () => {
    const c = await create();
    const boundary = '----etanker';
    const pdf = await server.services.pdf.render('<p>Számla</p>');
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nÁrajánlat\r\n--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="ajanlat.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await server.app.inject({
      method: 'POST',
      url: `${base}/${c.id}/uj-melleklet/`,
      headers: { ...as('igenylo.a'), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(up.statusCode, up.body).toBe(201);
    const att = up.json()[0];
    expect(att.name).toBe('Árajánlat');
    const download = await server.app.inject({ method: 'GET', url: att.document, headers: as('igenylo.a') });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect((await server.app.inject({ method: 'GET', url: att.document, headers: as('igenylo.b') })).statusCode).toBe(404);
    const del = await server.app.inject({
      method: 'POST',
      url: `${base}/${c.id}/melleklet-torlese/`,
      headers: as('igenylo.a'),
      payload: { attachment_id: att.id },
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()[0].deleted_by).toBeTruthy();
    expect(del.json()[0].document).toBeNull();
  });

  it('PDF preview holds the Hungarian fields; export answers rows and xlsx', async () => {
    const c = await create();
    const preview = await server.app.inject({ method: 'GET', url: `${base}/${c.id}/generate_preview/?document_type=commitment`, headers: as('igenylo.a') });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    const text = await extractPdfText(preview.rawPayload);
    expect(text).toContain('Árvíztűrő tükörfúrógép beszerzése');
    expect(text).toContain('266 700 Ft');
    const xlsx = await server.app.inject({ method: 'GET', url: `${base}/export/?format=xlsx&q=arvizturo`, headers: as('igenylo.a') });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/kotelezettsegvallalasok_/);
    const [sheet] = await readXlsx(xlsx.rawPayload);
    expect(sheet.rows.length).toBeGreaterThan(1);
    expect(sheet.rows.slice(1).every((r) => String(r[2]).includes('Árvíztűrő'))).toBe(true);
  });

  it('storno, cancel with date, copy and subscribe', async () => {
    const c = await create();
    await decideFirst('igenylo.a', c.id, /Beküldés/);
    const storno = await server.app.inject({ method: 'POST', url: `${base}/${c.id}/sztorno/`, headers: as('igenylo.a') });
    expect(storno.statusCode, storno.body).toBe(200);
    expect(storno.json().state).toBe('rolled_back');
    const copy = await server.app.inject({ method: 'POST', url: `${base}/${c.id}/masolas/`, headers: as('igenylo.a') });
    expect(copy.statusCode).toBe(201);
    const copied = (await server.app.inject({ method: 'GET', url: `${base}/${copy.json().id}/`, headers: as('igenylo.a') })).json();
    expect(copied.state).toBe('open');
    expect(copied.products).toHaveLength(2);
    const sub = await server.app.inject({ method: 'GET', url: `${base}/${c.id}/megjeloles/`, headers: as('igenylo.a') });
    expect(sub.json()).toEqual({ subscribed: true });
    const notApproved = await server.app.inject({
      method: 'POST',
      url: `${base}/${copied.id}/lemond/`,
      headers: as('igenylo.a'),
      payload: { cancellation_date: '2026-12-31' },
    });
    expect(notApproved.statusCode).toBe(400);
  });
});

describe('commitment extra fields', () => {
  it('stores answers, enforces mandatory fields shown by conditions, filters by extra_{id}', async () => {
    const defs = await server.services.prisma.extraFieldDefinition.findMany({ where: { module: 'commitments' }, select: { id: true, codename: true } });
    const id = (codename: string) => defs.find((d) => d.codename === codename)!.id;
    const urgentWithoutReason = await server.app.inject({
      method: 'POST',
      url: `${base}/`,
      headers: as('igenylo.a'),
      payload: { ...newCommitment, extra_field_answers: [{ field_id: id('surgos'), value: true }] },
    });
    expect(urgentWithoutReason.statusCode).toBe(400);
    expect(urgentWithoutReason.json()[`extra_field_answers.${id('surgossegi_indoklas')}`]).toContain('Ez a mező nem lehet üres');
    const c = await create('igenylo.a', {
      ...newCommitment,
      extra_field_answers: [
        { field_id: id('beszerzes_jellege'), value: 'eszkoz' },
        { field_id: id('szallitasi_cim'), section_index: 0, value: '4024 Debrecen, Piac utca 1.' },
        { field_id: id('szallitasi_cim'), section_index: 1, value: '4025 Debrecen, Hatvan utca 2.' },
      ],
    });
    expect(c.extra_field_answers).toHaveLength(3);
    const filtered = (await server.app.inject({ method: 'GET', url: `${base}/?extra_${id('beszerzes_jellege')}=eszkoz`, headers: as('igenylo.a') })).json();
    expect(filtered.data.map((r: { id: number }) => r.id)).toEqual([c.id]);
    const bad = await server.app.inject({
      method: 'POST',
      url: `${base}/`,
      headers: as('igenylo.a'),
      payload: { ...newCommitment, extra_field_answers: [{ field_id: id('beszerzes_jellege'), value: 'repulo' }] },
    });
    expect(bad.json()[`extra_field_answers.${id('beszerzes_jellege')}`]).toContain('Érvénytelen választás.');
  });
});
