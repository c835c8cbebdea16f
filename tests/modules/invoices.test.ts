// Invoices (/api/szamlazas/): multipart create and update with the invoice's file, the parts'
// money rule (they sum to the amount, in Decimal), schools_can_see and the parts' schools as
// readers, part documents (melleklet_feltoltese/, melleklet-torlese/ with a part's id beside the
// kit's attachment_id), dokumentum-csere/, copy, and the commitments' invoices_sum.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/szamlazas';
const SCHOOL_A = 2;
const SCHOOL_B = 3;

type TDoc = { id: number; name: string; url: string } | null;
type TInvoice = {
  id: number;
  amount: number;
  document: TDoc;
  parts: { id: number; institution: { id: number }; amount: number; document: TDoc }[];
  attachments: { id: number }[];
  can_copy: boolean;
  payment_method: { id: number; name: string } | null;
};

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['penzugy', 'kozpontipenzugy', 'igenylo.a', 'igenylo.b', 'olvaso']) tokens[who] = await login(server.app, `${who}@etanker.local`);
});

const BOUNDARY = '----szamla';
/** A multipart body: text fields, then files as `name: [filename, text]`. */
function multipart(fields: Record<string, string>, files: Record<string, [string, string]> = {}) {
  const parts = [
    ...Object.entries(fields).map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ...Object.entries(files).map(
      ([name, [filename, text]]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n${text}\r\n`,
    ),
  ];
  return { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`) };
}

const fields = (over: Record<string, string> = {}) => ({
  invoice_number: 'SZLA-2026-001',
  description: 'Tisztítószerek',
  date: '2026-11-02',
  due_date: '2026-11-17',
  amount: '150000.50',
  schools_can_see: 'true',
  parts: JSON.stringify([
    { institution: SCHOOL_A, amount: 100000.5 },
    { institution: SCHOOL_B, amount: 50000 },
  ]),
  ...over,
});

async function send(method: 'POST' | 'PUT', url: string, body: ReturnType<typeof multipart>, who = 'penzugy') {
  return server.app.inject({ method, url, headers: { ...as(who), ...body.headers }, payload: body.payload });
}

async function create(over: Record<string, string> = {}, files: Record<string, [string, string]> = { document: ['szamla.txt', 'SZÁMLA 1'] }) {
  const res = await send('POST', `${base}/`, multipart(fields(over), files));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TInvoice>();
}

const get = (url: string, who = 'penzugy') => server.app.inject({ method: 'GET', url, headers: as(who) });
const post = (url: string, payload: object, who = 'penzugy') => server.app.inject({ method: 'POST', url, headers: as(who), payload });
const listIds = async (who: string, query = '') => (await get(`${base}/?limit=100${query}`, who)).json<{ data: { id: number }[] }>().data.map((r) => r.id);

async function decide(id: number, who: string, label: string) {
  const detail = (await get(`${base}/${id}/`, who)).json<{ current_step: { options: { id: number; label: string }[] } }>();
  const option = detail.current_step.options.find((o) => o.label === label)!;
  const res = await post(`${base}/${id}/donteshozas/`, { decision_option: option.id, answers: {} }, who);
  expect(res.statusCode, res.body).toBe(200);
}

describe('invoices: multipart create and update', () => {
  it('creates from a multipart form with the file; the file downloads; the parts are stored in Decimal', async () => {
    const invoice = await create();
    expect(invoice.amount).toBe(150000.5);
    expect(invoice.parts.map((p) => [p.institution.id, p.amount])).toEqual([
      [SCHOOL_A, 100000.5],
      [SCHOOL_B, 50000],
    ]);
    expect(invoice.document?.name).toBe('szamla.txt');
    const file = await get(invoice.document!.url);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('SZÁMLA 1');
    const row = await server.services.prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id }, select: { amount: true } });
    expect(row.amount.toString()).toBe('150000.5');
  });

  // Issue 23 item 1: the multipart create answers what 'Mentés és beküldés' decides next — the
  // creator's bare submit (client/src/ui/submitOption.ts) — and deciding it sends the invoice on.
  it("answers the creator's bare submit, which sends the invoice on", async () => {
    const invoice = (await create()) as unknown as {
      id: number;
      state: string;
      can_decide: boolean;
      current_step: { options: { id: number; type: string; questions: unknown[] }[] };
    };
    expect(invoice.can_decide).toBe(true);
    expect(invoice.current_step.options).toEqual([expect.objectContaining({ type: 'positive', questions: [] })]);
    const decided = await post(`${base}/${invoice.id}/donteshozas/`, { decision_option: invoice.current_step.options[0].id, answers: {} });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().state).not.toBe(invoice.state);
  });

  it('updates from a multipart form: the GET answer goes back, a new file replaces the old one', async () => {
    const invoice = await create();
    const answered = (await get(`${base}/${invoice.id}/`)).json<Record<string, unknown>>();
    const res = await send(
      'PUT',
      `${base}/${invoice.id}/`,
      multipart({ data: JSON.stringify({ ...answered, description: 'Javított' }) }, { document: ['uj.txt', 'SZÁMLA 2'] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<TInvoice & { description: string }>();
    expect(updated.description).toBe('Javított');
    expect(updated.document?.name).toBe('uj.txt');
    expect(updated.parts.map((p) => p.id)).toEqual(invoice.parts.map((p) => p.id));
    expect((await get(invoice.document!.url)).statusCode).toBe(404);
  });

  it('keeps the JSON create of the kit; the spec’s base without a trailing slash answers too', async () => {
    const res = await post(base, { invoice_number: 'JSON-1', amount: 1000, institution: SCHOOL_A });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<TInvoice>().document).toBeNull();
    expect((await get(base)).statusCode).toBe(200);
  });

  it('refuses an unknown file field and a school user (registering is the centre finance’s)', async () => {
    expect((await send('POST', `${base}/`, multipart(fields(), { other: ['x.txt', 'x'] }))).statusCode).toBe(400);
    const school = await send('POST', `${base}/`, multipart(fields()), 'igenylo.a');
    expect(school.statusCode).toBe(403);
    expect((await get(`${base}/`, 'igenylo.a')).json<{ can_create: boolean }>().can_create).toBe(false);
  });
});

describe('invoices: the list filters', () => {
  it("payment_method takes the documented value (bank_transfer) as well as the item's id, and a comma list", async () => {
    const cash = await create({ invoice_number: 'KP-1', payment_method: '2' });
    const transfer = await create({ invoice_number: 'AT-1' });
    expect(transfer.payment_method).toEqual({ id: 1, name: 'Átutalás' });
    const byCode = await listIds('penzugy', '&payment_method=bank_transfer');
    expect(byCode).toContain(transfer.id);
    expect(byCode).not.toContain(cash.id);
    expect(await listIds('penzugy', '&payment_method=1')).toEqual(byCode);
    expect(await listIds('penzugy', '&payment_method=cash,bank_transfer')).toEqual(expect.arrayContaining([cash.id, transfer.id]));
    expect(await listIds('penzugy', '&payment_method=nincs_ilyen')).toEqual([]);
    expect((await get(`${base}/?payment_method=Átutalás!`)).statusCode).toBe(400);
  });
});

describe('invoices: the parts sum to the amount', () => {
  it('refuses parts that do not sum to the amount with a Hungarian message at parts, writing nothing', async () => {
    const before = await server.services.prisma.invoice.count();
    const res = await send(
      'POST',
      `${base}/`,
      multipart(
        fields({
          parts: JSON.stringify([
            { institution: SCHOOL_A, amount: 100000 },
            { institution: SCHOOL_B, amount: 50000 },
          ]),
        }),
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<Record<string, string[]>>().parts[0]).toBe('A megosztás összege (150 000 Ft) nem egyezik a számla összegével (150 000.50 Ft).');
    expect(await server.services.prisma.invoice.count()).toBe(before);
  });

  it('sums in Decimal: 0.1 + 0.2 is 0.3', async () => {
    const res = await post(`${base}/`, {
      invoice_number: 'DEC-1',
      amount: 0.3,
      parts: [
        { institution: SCHOOL_A, amount: 0.1 },
        { institution: SCHOOL_B, amount: 0.2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses one institution twice; an invoice without parts is its school’s', async () => {
    const twice = await post(`${base}/`, {
      invoice_number: 'TWICE',
      amount: 2,
      parts: [
        { institution: SCHOOL_A, amount: 1 },
        { institution: SCHOOL_A, amount: 1 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<Record<string, string[]>>()['parts.1.institution']).toBeDefined();
    const whole = await post(`${base}/`, { invoice_number: 'WHOLE', amount: 5, institution: SCHOOL_A });
    expect(whole.statusCode).toBe(201);
  });
});

describe('invoices: who sees them', () => {
  it('a part makes the invoice visible to its school; schools_can_see off hides it from every school, file included', async () => {
    const split = await create({ parts: JSON.stringify([{ institution: SCHOOL_B, amount: 150000.5 }]), institution: String(SCHOOL_A) });
    expect(await listIds('igenylo.b')).toContain(split.id);
    expect(await listIds('igenylo.a', `&institution_id=${SCHOOL_B}`)).toContain(split.id);
    expect((await get(`${base}/${split.id}/`, 'olvaso')).statusCode).toBe(200);

    const hidden = await create({ schools_can_see: 'false' });
    for (const who of ['igenylo.a', 'igenylo.b', 'olvaso']) {
      expect(await listIds(who)).not.toContain(hidden.id);
      expect((await get(`${base}/${hidden.id}/`, who)).statusCode).toBe(404);
      expect((await get(hidden.document!.url, who)).statusCode).toBe(404);
    }
    expect((await get(`${base}/${hidden.id}/`, 'kozpontipenzugy')).statusCode).toBe(200);
    expect(await listIds('kozpontipenzugy')).toContain(hidden.id);
  });

  it('turning schools_can_see off on an update hides it; a part removed takes its school’s view away', async () => {
    const invoice = await create();
    expect((await get(`${base}/${invoice.id}/`, 'igenylo.b')).statusCode).toBe(200);
    const answered = (await get(`${base}/${invoice.id}/`)).json<TInvoice>();
    const onlyA = { ...answered, parts: [{ ...answered.parts[0], amount: 150000.5 }] };
    expect((await server.app.inject({ method: 'PUT', url: `${base}/${invoice.id}/`, headers: as('penzugy'), payload: onlyA })).statusCode).toBe(200);
    expect((await get(`${base}/${invoice.id}/`, 'igenylo.b')).statusCode).toBe(404);
    expect((await get(`${base}/${invoice.id}/`, 'igenylo.a')).statusCode).toBe(200);
    const hide = { ...onlyA, schools_can_see: false };
    expect((await server.app.inject({ method: 'PUT', url: `${base}/${invoice.id}/`, headers: as('penzugy'), payload: hide })).statusCode).toBe(200);
    expect((await get(`${base}/${invoice.id}/`, 'igenylo.a')).statusCode).toBe(404);
  });
});

describe('invoices: files of the parts and of the invoice', () => {
  it('uploads and deletes a part document; the kit’s attachment delete shares the path', async () => {
    const invoice = await create();
    const part = invoice.parts[1];
    const up = await send('POST', `${base}/${invoice.id}/melleklet_feltoltese/`, multipart({ part_id: String(part.id) }, { document: ['resz.txt', 'RÉSZ'] }));
    expect(up.statusCode, up.body).toBe(200);
    const uploaded = up.json<TInvoice>().parts[1].document!;
    expect(uploaded.name).toBe('resz.txt');
    expect((await get(uploaded.url, 'igenylo.b')).body).toBe('RÉSZ');

    const wrong = await send('POST', `${base}/${invoice.id}/melleklet_feltoltese/`, multipart({ part_id: '999999' }, { document: ['x.txt', 'x'] }));
    expect(wrong.statusCode).toBe(400);
    expect((await send('POST', `${base}/${invoice.id}/melleklet_feltoltese/`, multipart({ part_id: String(part.id) }), 'igenylo.b')).statusCode).toBe(403);

    const del = await post(`${base}/${invoice.id}/melleklet-torlese/`, { id: part.id });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json<TInvoice>().parts[1].document).toBeNull();
    expect((await get(uploaded.url)).statusCode).toBe(404);
    expect((await post(`${base}/${invoice.id}/melleklet-torlese/`, { id: part.id })).statusCode).toBe(400);

    // The invoice's own file is an attachment: the kit's delete (attachment_id) still answers on this path.
    const kit = await post(`${base}/${invoice.id}/melleklet-torlese/`, { attachment_id: invoice.document!.id });
    expect(kit.statusCode, kit.body).toBe(200);
  });

  it('dokumentum-csere/ replaces the invoice file; the old one is deleted softly', async () => {
    const invoice = await create();
    const res = await send('POST', `${base}/${invoice.id}/dokumentum-csere/`, multipart({}, { document: ['csere.txt', 'CSERE'] }));
    expect(res.statusCode, res.body).toBe(200);
    const replaced = res.json<TInvoice>().document!;
    expect(replaced.id).not.toBe(invoice.document!.id);
    expect((await get(replaced.url)).body).toBe('CSERE');
    const old = await server.services.prisma.attachment.findUniqueOrThrow({ where: { id: invoice.document!.id }, select: { deleted_at: true } });
    expect(old.deleted_at).not.toBeNull();
    expect((await send('POST', `${base}/${invoice.id}/dokumentum-csere/`, multipart({}))).statusCode).toBe(400);
    expect((await send('POST', `${base}/${invoice.id}/dokumentum-csere/`, multipart({}, { document: ['c.txt', 'C'] }), 'olvaso')).statusCode).toBe(403);
  });

  it('regenerate_document/ stores the cover sheet', async () => {
    const invoice = await create();
    const res = await post(`${base}/${invoice.id}/regenerate_document/`, {});
    expect(res.statusCode, res.body).toBe(200);
    const stored = await server.services.prisma.generatedDocument.count({ where: { case_id: invoice.id, document_type: 'invoice_cover' } });
    expect(stored).toBe(1);
  });

  it('a copy keeps the fields and parts, not the files', async () => {
    const invoice = await create();
    const res = await post(`${base}/${invoice.id}/masolas/`, {});
    expect(res.statusCode, res.body).toBe(201);
    const copy = (await get(`${base}/${res.json<{ id: number }>().id}/`)).json<TInvoice>();
    expect(copy.amount).toBe(150000.5);
    expect(copy.parts.map((p) => p.amount)).toEqual([100000.5, 50000]);
    expect(copy.document).toBeNull();
    expect((await get(`${base}/${copy.id}/`, 'igenylo.b')).statusCode).toBe(200);
  });
});

describe('invoices: the commitment’s invoices_sum', () => {
  it('counts the linked invoices in Decimal and leaves out a storno one', async () => {
    const made = await post(
      '/api/kotelezettsegvallalas/',
      {
        subject: 'Számlázott beszerzés',
        financial_entry: 1,
        payment_type: 1,
        affected_institution: SCHOOL_A,
        affected_building: 'Főépület',
        products: [{ name: 'Mérőszalag', quantity: 1, unit: 'db', gross_price: 1000, vat: 1 }],
      },
      'igenylo.a',
    );
    expect(made.statusCode, made.body).toBe(201);
    const commitment = made.json<{ id: number }>();
    const sum = async () =>
      (await get(`/api/kotelezettsegvallalas/${commitment.id}/`, 'kozpontipenzugy')).json<{ invoices_sum: number; invoices: { id: number }[] }>();
    expect((await sum()).invoices_sum).toBe(0);
    const before = 0;
    const first = await create({ commitment: String(commitment.id), amount: '0.1', parts: '[]', institution: String(SCHOOL_A) });
    const second = await create({ commitment: String(commitment.id), amount: '0.2', parts: '[]', institution: String(SCHOOL_A) });
    const linked = await sum();
    expect(linked.invoices.map((i) => i.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(linked.invoices_sum).toBeCloseTo(before + 0.3, 10);

    await decide(second.id, 'penzugy', 'Beküldés');
    expect((await post(`${base}/${second.id}/sztorno/`, {}, 'kozpontipenzugy')).statusCode).toBe(200);
    expect((await sum()).invoices_sum).toBeCloseTo(before + 0.1, 10);
  });
});
