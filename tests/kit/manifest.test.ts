// The module manifest (DESIGN.md "Module manifest"): what one field declaration derives (input
// with the spec's messages, API shape, export, order_by, filters) and the meta/ answer the
// client's screens render from.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { zodFieldErrors } from '../../server/src/http/zod-errors.ts';
import { boolean, computed, decimal, group, integer, relation, staticKey, text } from '../../server/src/workflow/fields.ts';
import { addressFields } from '../../server/src/workflow/field-groups.ts';
import { defineManifest } from '../../server/src/workflow/manifest.ts';
import { ROOM_RESERVATION_MANIFEST } from '../../server/src/modules/technical/room-reservations/manifest.ts';

const manifest = defineManifest({
  name: text('Név', { required: true, max: 20, list: true, export: 30, orderBy: true }),
  seats: integer('Férőhely', { min: 0, max: 500, suffix: 'fő', export: true, filter: 'range', orderBy: true }),
  width: decimal('Szélesség', { min: 0, max: 99, decimals: 2 }),
  kind: staticKey('Fajta', 'floors', { list: true, export: true, filter: true }),
  owner: relation('Intézmény', 'institution', { required: true }),
  open: boolean('Nyitva', { default: true, export: true, filter: true }),
  address: group('Cím', addressFields({ city: { list: true } })),
});

const errors = (value: unknown) => {
  const parsed = manifest.input.safeParse(value);
  return parsed.success ? {} : zodFieldErrors(parsed.error);
};

describe('derived from the declaration', () => {
  it('the input: defaults, the Hungarian messages of 000 §5, unknown fields refused', () => {
    expect(manifest.input.parse({ name: ' Terem ', owner: 3 })).toEqual({
      name: 'Terem',
      seats: null,
      width: null,
      kind: null,
      owner: 3,
      open: true,
      address: { zip_code: '', city: '', county: '', address_1: '', address_2: '', country: 'Magyarország' },
    });
    expect(errors({ name: '', seats: -1, width: 1.234, address: { zip_code: '12' } })).toEqual({
      name: ['Ez a mező nem lehet üres'],
      seats: ['Nem lehet kisebb mint 0'],
      width: ['Legfeljebb 2 tizedesjegy adható meg.'],
      owner: ['Ez a mező nem lehet üres'],
      'address.zip_code': ['Az irányítószám 4 számjegy.'],
    });
    expect(errors({ name: 'x'.repeat(21), owner: 1, extra: 1 })).toEqual({ name: ['Maximum 20 karakter lehet.'], extra: ['Ismeretlen mező.'] });
  });

  it('the API shape: references as {id, name}, decimals as numbers, a group as one object; the stored data flat', () => {
    const row = {
      id: 7,
      name: 'Terem',
      seats: 30,
      width: '2.50',
      kind: 3,
      owner: { id: 1, name: 'Petőfi', unit_code: '001' },
      open: false,
      city: 'Pécs',
      zip_code: '7621',
      county: '',
      address_1: '',
      address_2: '',
      country: 'Magyarország',
    };
    const api = manifest.toApi(row, { lists: new Map([['floors', new Map([[3, '1. emelet']])]]), rows: new Map() });
    expect(api).toMatchObject({
      id: 7,
      width: 2.5,
      kind: { id: 3, name: '1. emelet' },
      owner: { id: 1, name: '001 - Petőfi' },
      address: { city: 'Pécs', zip_code: '7621' },
    });
    expect(manifest.toData(manifest.input.parse({ name: 'Terem', owner: 1, address: { city: 'Pécs' } }))).toMatchObject({
      owner_id: 1,
      city: 'Pécs',
      name: 'Terem',
    });
    expect(manifest.exportCells(api)).toMatchObject({ name: 'Terem', kind: '1. emelet', open: 'Nem', seats: 30 });
  });

  it('export, list, order_by and filter columns follow the flags', () => {
    expect(manifest.exportColumns.map((c) => c.header)).toEqual(['Név', 'Férőhely (fő)', 'Fajta', 'Nyitva']);
    expect(manifest.listColumns.map((c) => c.key)).toEqual(['name', 'kind', 'address.city']);
    expect(Object.keys(manifest.orderBy((o) => o))).toEqual(['name', 'seats']);
    expect(manifest.orderBy((o) => o).seats('desc')).toEqual({ seats: { sort: 'desc', nulls: 'last' } });
    expect(Object.keys(manifest.filters((w) => w))).toEqual(['min_seats', 'max_seats', 'kind', 'open']);
  });

  it("a workflow list row holds a group whole when one of its fields is listed (a seat address' city)", () => {
    expect(manifest.listSelect).toMatchObject({ name: true, city: true, zip_code: true });
    const row = manifest.toListRow(
      { name: 'Terem', seats: 1, kind: null, open: true, city: 'Pécs', zip_code: '7621', county: '', address_1: '', address_2: '', country: '' },
      { lists: new Map(), rows: new Map() },
    );
    expect(row).toMatchObject({ name: 'Terem', address: { city: 'Pécs', zip_code: '7621' } });
  });

  it('a computed value in list and export rows reads its fields there; form: false reaches the meta; a small table is offered whole', () => {
    const own = defineManifest({
      subject: text('Tárgy', { required: true, max: 20 }),
      contract: text('Szerződés', { max: 20, form: false }),
      partner: relation('Partner', 'partner'),
      implementer: text('Kivitelező', { max: 20 }),
      shown: computed('Név', (r) => (r.partner as { name: string } | null)?.name ?? r.implementer, { export: 30, reads: ['implementer', 'partner'] }),
      tender: relation('Pályázat', 'tender', { filter: true }),
      owner: relation('Intézmény', 'partner', { filter: true }),
    });
    expect(own.listSelect).toEqual({ implementer: true, partner: { select: { id: true, name: true, note: true, tax_id: true } } });
    expect(own.toListRow({ implementer: 'Kovács', partner: null }, { lists: new Map(), rows: new Map() })).toEqual({ shown: 'Kovács' });
    expect(own.exportColumns).toEqual([{ header: 'Név', key: 'shown', width: 30 }]);
    expect(own.fieldMeta.find((f) => f.name === 'contract')).toMatchObject({ form: false });
    expect(own.fieldMeta.find((f) => f.name === 'subject')).not.toHaveProperty('form');
    const filters = own.filters((w) => w);
    expect(filters.tender.options).toBeDefined();
    expect(filters.owner.options).toBeUndefined();
  });
  it("an ungrouped integer (a year) is a code: its column, meta and PDF show the digits, not '2 026'", () => {
    const own = defineManifest({
      year: integer('Év', { min: 2000, max: 2100, ungrouped: true, list: true, pdf: true }),
      seats: integer('Férőhely', { min: 0, max: 50_000, list: true, pdf: true }),
    });
    expect(own.listColumns).toEqual([
      { key: 'year', label: 'Év', format: 'code' },
      { key: 'seats', label: 'Férőhely', format: 'number' },
    ]);
    expect(own.fieldMeta.find((f) => f.name === 'year')).toMatchObject({ ungrouped: true });
    expect(own.fieldMeta.find((f) => f.name === 'seats')).not.toHaveProperty('ungrouped');
    expect(own.pdfRows({ year: 2026, seats: 2026 })).toEqual([
      ['Év', '2026'],
      ['Férőhely', '2 026'],
    ]);
  });
});

describe('meta/', () => {
  let server: TTestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer();
    for (const who of ['igenylo.a', 'hr', 'kozpontipenzugy']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  });
  const get = (who: string, url: string) => server.app.inject({ method: 'GET', url, headers: authHeader(tokens[who]) });

  it('answers the fields, columns, filters and sortable columns of a module', async () => {
    const rooms = (await get('igenylo.a', '/api/termek/meta/')).json();
    expect(rooms).toMatchObject({ key: 'rooms', kind: 'plain', restBase: 'termek', exportable: true });
    expect(rooms.fields[1]).toEqual({
      name: 'institution',
      label: 'Intézmény',
      kind: 'relation',
      relation: 'institution',
      required: true,
      readOnly: false,
      default: null,
      width: 'wide',
    });
    expect(rooms.fields.find((f: { name: string }) => f.name === 'area')).toMatchObject({ kind: 'decimal', min: 0, decimals: 2, suffix: 'm²' });
    expect(rooms.filters).toEqual(['institution', 'floor', 'floor_type', 'min_area', 'max_area', 'is_for_disabled']);
    expect(rooms.orderBy).toContain('capacity');
    const partners = (await get('igenylo.a', '/api/partnerek/meta/')).json();
    expect(partners.fields.find((f: { name: string }) => f.name === 'address').fields.map((f: { name: string }) => f.name)).toEqual([
      'zip_code',
      'city',
      'county',
      'address_1',
      'address_2',
      'country',
      'valid_till',
    ]);
    expect(partners.columns.map((c: { key: string }) => c.key)).toEqual(['display_name', 'tax_id', 'email', 'address.city', 'is_active']);
    const reports = (await get('igenylo.a', '/api/rendszerhibak/meta/')).json();
    expect(reports).toMatchObject({ kind: 'workflow', columns: expect.arrayContaining([{ key: 'created_at', label: 'Létrehozva', format: 'datetime' }]) });
    expect(reports.orderBy).toEqual(expect.arrayContaining(['created_at', 'title', 'category']));
  });

  it('commitments: product lines are a lines field, kept prices and the approved cost read-only', async () => {
    const meta = (await get('igenylo.a', '/api/kotelezettsegvallalas/meta/')).json();
    const field = (name: string) => meta.fields.find((f: { name: string }) => f.name === name);
    expect(field('products')).toMatchObject({ kind: 'lines', readOnly: false });
    expect(field('products').fields.map((f: { name: string; readOnly: boolean }) => [f.name, f.readOnly])).toEqual([
      ['name', false],
      ['quantity', false],
      ['unit', false],
      ['gross_price', false],
      ['vat', false],
      ['currency', false],
      ['net_price', true],
      ['total_price', true],
    ]);
    expect(field('approved_cost')).toMatchObject({ kind: 'money', readOnly: true });
    expect(field('users_involved')).toMatchObject({ kind: 'ids', relation: 'user' });
    expect(field('vat')).toMatchObject({ kind: 'static', staticList: 'vat', default: 1 });
    expect(meta.filters).toEqual(expect.arrayContaining(['payment_type', 'min_cost', 'max_cost', 'financial_entry_alias']));
    expect(meta.orderBy).toEqual(expect.arrayContaining(['subject', 'cost', 'approved_cost']));
  });

  it('room reservations: times are datetime fields, answered and exported as Budapest wall-clock text', async () => {
    const meta = (await get('igenylo.a', '/api/teremfoglalasok/meta/')).json();
    expect(meta.fields.find((f: { name: string }) => f.name === 'start_time')).toMatchObject({ kind: 'datetime', required: true });
    expect(meta.columns.slice(0, 4)).toEqual([
      { key: 'subject', label: 'Tárgy', format: 'text' },
      { key: 'start_time', label: 'Kezdés', format: 'text' },
      { key: 'end_time', label: 'Befejezés', format: 'text' },
      { key: 'room', label: 'Terem', format: 'text' },
    ]);
    expect(meta.filters).toEqual(expect.arrayContaining(['room', 'verification_step']));
    const input = ROOM_RESERVATION_MANIFEST.input.parse({ subject: 'Óra', room: 1, start_time: '2031-07-01 09:00', end_time: '2031-07-01 10:30' });
    const api = ROOM_RESERVATION_MANIFEST.toApi(
      { id: 1, ...ROOM_RESERVATION_MANIFEST.toData(input), room: { id: 1, name: 'Terem' } },
      { lists: new Map(), rows: new Map() },
    );
    expect(api).toMatchObject({ start_time: '2031-07-01 09:00', end_time: '2031-07-01 10:30', room: { id: 1, name: 'Terem' } });
    expect(ROOM_RESERVATION_MANIFEST.exportCells(api)).toMatchObject({ start_time: '2031-07-01 09:00', room: 'Terem' });
    expect(ROOM_RESERVATION_MANIFEST.exportColumns.find((c) => c.key === 'start_time')?.type).toBeUndefined();
  });

  it('is read within the module permission; a module without a manifest has none', async () => {
    expect((await get('hr', '/api/termek/meta/')).statusCode).toBe(403);
    expect((await get('kozpontipenzugy', '/api/penzugy/penzugyi-keret-valtozasok/meta/')).statusCode).toBe(404);
  });
});
