// Financial overview (/api/penzugy/attekinto/): the figures against hand-computed sums (planned
// from the year's latest report, approved forint commitments of the year by rovat group, their
// submitted invoices), the periodic report import's limits, and who sees which institution.
import { beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { multipartBody } from '../workflow/multipart.ts';
import { reportSheet, type TSheetRow } from '../../server/src/modules/finance/financial-overview/report-sheet.ts';
import { REPORT_LIMITS } from '../../server/src/modules/finance/financial-overview/report-file.ts';
import { zipProblem } from '../../server/src/files/zip-guard.ts';
import { currentMonth, currentYear } from '../../server/src/modules/finance/financial-overview/year.ts';
import { seedDemoPeriodicReports } from '../../server/src/modules/finance/financial-overview/demo.ts';

const PERMISSION = 'financial_overview.can_use_financial_overview_module';
const base = '/api/penzugy/attekinto';
const YEAR = 2031;

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const school: Record<string, number> = {};
const entry: Record<string, number> = {};
let creatorId = 0;

beforeAll(async () => {
  server = await startTestServer();
  const prisma = server.services.prisma;
  // A school user and a read-only one of school 001 get the gate; igenylo.b stays without it.
  for (const email of ['igenylo.a@etanker.local', 'olvaso@etanker.local'])
    await prisma.user.update({ where: { email }, data: { permissions: { connect: { codename: PERMISSION } } } });
  for (const who of ['penzugy', 'igenylo.a', 'igenylo.b', 'olvaso']) tokens[who] = await login(server.app, `${who}@etanker.local`);
  for (const i of await prisma.institution.findMany({ select: { id: true, unit_code: true } })) school[i.unit_code] = i.id;
  for (const e of await prisma.staticItem.findMany({ where: { list: 'financial_entries' }, select: { key: true, code: true } })) entry[e.code] = e.key;
  creatorId = (await prisma.user.findUniqueOrThrow({ where: { email: 'igenylo.a@etanker.local' }, select: { id: true } })).id;
});

const get = (url: string, who = 'penzugy') => server.app.inject({ method: 'GET', url, headers: as(who) });

async function upload(fields: Record<string, string>, data: Buffer, who = 'penzugy', filename = 'jelentes.xlsx') {
  const { payload, contentType } = await multipartBody(fields, { file: { filename, data } });
  return server.app.inject({ method: 'POST', url: `${base}/`, headers: { ...as(who), 'content-type': contentType }, payload });
}

/** A commitment (the flow is not under test: the Case is written in its state directly), with its invoices. */
async function commitment(o: {
  unit?: string;
  state?: string;
  year?: number;
  at?: string;
  code: string;
  cost: string;
  approved?: string;
  currency?: number;
  invoices?: [string, string][];
}) {
  const prisma = server.services.prisma;
  const c = await prisma.case.create({
    data: {
      module: 'commitments',
      institution_id: school[o.unit ?? '001'],
      creator_id: creatorId,
      state: o.state ?? 'closed_positive',
      created_at: new Date(o.at ?? `${o.year ?? YEAR}-03-01T10:00:00Z`),
      commitment: {
        create: {
          subject: `Áttekintő ${o.code} ${o.cost}`,
          cost: o.cost,
          approved_cost: o.approved ?? null,
          financial_entry: entry[o.code],
          currency: o.currency ?? 1,
        },
      },
    },
    select: { id: true },
  });
  for (const [amount, state] of o.invoices ?? [])
    await prisma.case.create({
      data: {
        module: 'invoices',
        institution_id: school[o.unit ?? '001'],
        creator_id: creatorId,
        state,
        invoice: { create: { commitment_id: c.id, invoice_number: `SZ-${c.id}-${amount}`, amount } },
      },
    });
  return c.id;
}

const rows = (...list: [string, string, string][]): TSheetRow[] => list.map(([code, planned, used]) => ({ code, name: `Rovat ${code}`, planned, used }));

describe('financial overview: demo', () => {
  it('seeds one report per month of the current year so far for each school, through the importer', async () => {
    await seedDemoPeriodicReports(server.services);
    const schools = await server.services.prisma.institution.count({ where: { type: 'school' } });
    expect(await server.services.prisma.periodicReport.count({ where: { year: currentYear() } })).toBe(schools * currentMonth());
    const body = (await get(`${base}/?institution=${school['001']}`)).json();
    expect(body.year).toBe(currentYear());
    expect(body.planned_from.month).toBe(currentMonth());
    expect(body.totals.planned).toBe('52800000.00');
  });
});

describe('financial overview: figures', () => {
  it('sums exactly against hand-computed figures', async () => {
    const a = await commitment({
      code: 'K311',
      cost: '100000.10',
      approved: '90000.05',
      invoices: [
        ['30000.01', 'closed_positive'],
        ['20000.02', 'under_checking'],
        ['5000', 'closed_negative'],
      ],
    });
    await commitment({ code: 'K312', cost: '12345.67' });
    await commitment({ code: 'K63', cost: '1000000', invoices: [['999999.99', 'closed_positive']] });
    // Left out: in progress, another year, another school, another currency.
    await commitment({ code: 'K311', cost: '777', state: 'under_checking' });
    await commitment({ code: 'K311', cost: '888', year: YEAR - 1 });
    await commitment({ code: 'K311', cost: '999', unit: '002' });
    await commitment({ code: 'K311', cost: '111', currency: 2 });
    // The year is Budapest's: 00:30 on 1 January there is still 31 December in UTC.
    await commitment({ code: 'K311', cost: '0.01', at: `${YEAR - 1}-12-31T23:30:00Z` });
    await commitment({ code: 'K311', cost: '555', at: `${YEAR}-12-31T23:30:00Z` });

    const fields = (month: string) => ({ institution: String(school['001']), year: String(YEAR), month });
    expect((await upload(fields('2'), await reportSheet(rows(['K311', '1000.50', '10'], ['K312', '2000', '20'], ['K63', '5000', '0'])))).statusCode).toBe(201);
    const march = await upload(fields('3'), await reportSheet(rows(['K311', '1500.25', '100'], ['K71', '300', '1'])));
    expect(march.statusCode, march.body).toBe(201);
    // Uploaded later, but an earlier month: the planned figures stay March's.
    expect((await upload(fields('1'), await reportSheet(rows(['K311', '9', '9'])))).statusCode).toBe(201);

    const res = await get(`${base}/?institution=${school['001']}&year=${YEAR}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const group = (code: string) => body.entry_groups.find((g: { code: string }) => g.code === code);
    expect(body.entry_groups.map((g: { code: string }) => g.code)).toEqual(['K1', 'K2', 'K3', 'K4', 'K5', 'K6', 'K7', 'K8', 'K9']);
    expect(group('K3')).toEqual({ code: 'K3', name: 'Dologi kiadások', planned: '1500.25', used: '100.00', committed: '102345.73', invoiced: '50000.03' });
    expect(group('K6')).toMatchObject({ planned: '0.00', committed: '1000000.00', invoiced: '999999.99' });
    expect(group('K7')).toMatchObject({ planned: '300.00', used: '1.00', committed: '0.00' });
    expect(body.totals).toEqual({ planned: '1800.25', used: '101.00', committed: '1102345.73', invoiced: '1050000.02' });
    expect(body.planned_from.month).toBe(3);
    expect(body.periodic_reports.map((r: { month: number }) => r.month)).toEqual([3, 2, 1]);
    expect(body.periodic_reports[1]).toMatchObject({ row_count: 3, planned: '8000.50', used: '30.00' });
    expect(body.show_commitments).toBe(true);
    expect(body.commitment_values).toHaveLength(4);
    expect(body.commitment_values.find((c: { id: number }) => c.id === a)).toMatchObject({ entry_group: 'K3', committed: '90000.05', invoiced: '50000.03' });

    const years = await get('/api/penzugy/elerheto-evek/');
    expect(years.json()).toEqual(expect.arrayContaining([YEAR, YEAR - 1]));

    const download = await get(body.periodic_reports[0].url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('.xlsx');
  });

  it('hides the commitment list when show_commitments_in_overview is off', async () => {
    const prisma = server.services.prisma;
    await prisma.setting.upsert({
      where: { group_key: { group: 'finance', key: 'show_commitments_in_overview' } },
      update: { value: false },
      create: { group: 'finance', key: 'show_commitments_in_overview', value: false },
    });
    try {
      const body = (await get(`${base}/?institution=${school['001']}&year=${YEAR}`)).json();
      expect(body.show_commitments).toBe(false);
      expect(body.commitment_values).toEqual([]);
      expect(body.totals.committed).toBe('1102345.73');
    } finally {
      await prisma.setting.update({ where: { group_key: { group: 'finance', key: 'show_commitments_in_overview' } }, data: { value: true } });
    }
  });
});

describe('financial overview: import limits', () => {
  const fields = () => ({ institution: String(school['002']), year: String(YEAR), month: '5' });
  const count = () => server.services.prisma.periodicReport.count();

  async function refused(data: Buffer, message: RegExp, filename?: string) {
    const before = await count();
    const res = await upload(fields(), data, 'penzugy', filename);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().file[0]).toMatch(message);
    expect(await count()).toBe(before);
  }

  it('refuses an oversized file', async () => {
    await refused(Buffer.alloc(REPORT_LIMITS.maxBytes + 1, 1), /túl nagy/);
  });

  it('refuses a zip bomb and a zip of too many entries before parsing', async () => {
    const bomb = await JSZip.loadAsync(await reportSheet(rows(['K311', '1', '1'])));
    bomb.file('xl/media/bomb.bin', Buffer.alloc(REPORT_LIMITS.maxUnzippedBytes + 1024));
    const bombed = await bomb.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bombed.length).toBeLessThan(REPORT_LIMITS.maxBytes);
    await refused(bombed, /kicsomagolva túl nagy/);

    const many = await JSZip.loadAsync(await reportSheet(rows(['K311', '1', '1'])));
    for (let i = 0; i < REPORT_LIMITS.maxZipEntries; i++) many.file(`xl/media/x${i}.bin`, 'x');
    await refused(await many.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }), /túl sok részből/);
  });

  it('measures what an entry inflates to, not what its header claims', async () => {
    const zip = await JSZip.loadAsync(await reportSheet(rows(['K311', '1', '1'])));
    zip.file('xl/media/liar.bin', Buffer.alloc(4 * 1024 * 1024));
    const data = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const limits = { maxEntries: 100, maxTotalBytes: 3 * 1024 * 1024 };
    expect(zipProblem(data, limits)).toBe('size');
    // The central directory now says 100 bytes: still refused, the inflated size counts.
    const name = Buffer.from('xl/media/liar.bin');
    for (let at = data.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at >= 0; at = data.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4))
      if (data.subarray(at + 46, at + 46 + name.length).equals(name)) data.writeUInt32LE(100, at + 24);
    expect(zipProblem(data, limits)).toBe('size');
    expect(zipProblem(await reportSheet(rows(['K311', '1', '1'])), limits)).toBeNull();
  });

  it('refuses a wrong column layout, too many rows, bad codes and a non-spreadsheet', async () => {
    await refused(
      await reportSheet(rows(['K311', '1', '1']), ['Kód', 'Név', 'Terv', 'Tény']),
      /Hibás oszlopok: az első sor legyen Rovat \| Megnevezés \| Előirányzat \| Teljesítés/,
    );
    const tooMany = Array.from({ length: REPORT_LIMITS.maxRows + 1 }, (_, i): [string, string, string] => [`K3${String(i).padStart(4, '0')}`, '1', '1']);
    await refused(await reportSheet(rows(...tooMany)), /Legfeljebb 500 sor/);
    await refused(await reportSheet(rows(['X1', '1', '1'])), /2\. sor: a rovat kódja/);
    await refused(await reportSheet(rows(['K3', '1', '1'], ['K311', '1', '1'])), /K3 rovat és alrovata \(K311\)/);
    await refused(await reportSheet(rows(['K311', 'sok', '1'])), /előirányzat: nem érvényes összeg/);
    await refused(Buffer.from('Rovat;Megnevezés\nK311;x\n'), /Csak \.xlsx/, 'jelentes.csv');
  });

  it('asks for month and file, defaults the year to 2020', async () => {
    const missing = await upload({ institution: String(school['002']) }, Buffer.alloc(0));
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(expect.arrayContaining(['month']));
    const ok = await upload({ institution: String(school['002']), month: '1' }, await reportSheet(rows(['K311', '1', '1'])));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ year: 2020, periodic_reports: [{ month: 1, year: 2020 }] });
  });
});

describe('financial overview: scope', () => {
  it('shows a school user its own school only; another school is a 404', async () => {
    const list = await get(`${base}/intezmenyek`, 'igenylo.a');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ id: school['001'] })]);
    expect((await get(`${base}/?institution=${school['001']}&year=${YEAR}`, 'igenylo.a')).statusCode).toBe(200);
    expect((await get(`${base}/?institution=${school['002']}&year=${YEAR}`, 'igenylo.a')).statusCode).toBe(404);
    const other = (await get(`${base}/?institution=${school['002']}&year=2020`)).json().periodic_reports[0];
    expect((await get(other.url, 'igenylo.a')).statusCode).toBe(404);
    for (const query of ['', 'institution=abc', `institution=${school['001']}&year=abc`, `institution=${school['001']}&year=1999`])
      expect((await get(`${base}/?${query}`)).statusCode, query).toBe(400);
    const centre = (await get(`${base}/intezmenyek`)).json();
    expect(centre.length).toBeGreaterThan(1);
  });

  it('refuses an upload for another school, a read-only user and a user without the gate', async () => {
    const before = await server.services.prisma.periodicReport.count();
    const data = await reportSheet(rows(['K311', '1', '1']));
    const foreign = await upload({ institution: String(school['002']), year: String(YEAR), month: '1' }, data, 'igenylo.a');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ institution: ['Ehhez az intézményhez nem rögzíthet.'] });
    expect((await upload({ institution: String(school['001']), year: String(YEAR), month: '1' }, data, 'olvaso')).statusCode).toBe(403);
    expect((await get(`${base}/intezmenyek`, 'igenylo.b')).statusCode).toBe(403);
    expect((await upload({ institution: String(school['001']), month: '1' }, data, 'igenylo.b')).statusCode).toBe(403);
    expect(await server.services.prisma.periodicReport.count()).toBe(before);
  });
});
