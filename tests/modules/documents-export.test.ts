// A big list export (issue 28, row 63): over EXPORT_IN_BACKGROUND_ROWS (lowered here to 1) the
// `export/` answers 202 with the notice and queues the background job; the job, run here directly,
// writes the same rows as the download into the caller's export folder only and queues the notice
// mail; the owner deletes it. A small export still downloads at once.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { authHeader, login, startTestServer, type TTestServer } from '../helpers/server.ts';
import { readXlsx } from '../../server/src/export/xlsx.ts';
import { backgroundExportJob } from '../../server/src/modules/index.ts';
import { EXPORT_QUEUED } from '../../server/src/modules/background-export.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const EXPORTS = '/api/dokumentumtar/export-dokumentumok';
const as = (who: string) => authHeader(tokens[who]);
const get = (url: string, who: string) => server.app.inject({ method: 'GET', url, headers: as(who) });

beforeAll(async () => {
  server = await startTestServer({ env: { EXPORT_IN_BACKGROUND_ROWS: '1' } });
  for (const who of ['igenylo.a', 'igenylo.b', 'vezeto.a']) tokens[who] = await login(server.app, `${who}@etanker.local`);
});

/** The export as the download answers it when the threshold is out of reach. */
async function downloadedRows(url: string, who: string) {
  const limit = server.services.config.EXPORT_IN_BACKGROUND_ROWS;
  server.services.config.EXPORT_IN_BACKGROUND_ROWS = 1_000_000;
  try {
    const res = await get(url, who);
    expect(res.statusCode).toBe(200);
    return (await readXlsx(res.rawPayload))[0].rows;
  } finally {
    server.services.config.EXPORT_IN_BACKGROUND_ROWS = limit;
  }
}

/** Asks for the export, expects the 202 and runs the job it queued; answers the job's data. */
async function exportInBackground(url: string, who: string) {
  const send = vi.spyOn(server.services.jobs, 'send').mockResolvedValue('job');
  try {
    const res = await get(url, who);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ detail: EXPORT_QUEUED });
    expect(send).toHaveBeenCalledTimes(1);
    const [job, sent] = send.mock.calls[0];
    expect(job.name).toBe(backgroundExportJob.name);
    const data = backgroundExportJob.data.parse(sent);
    await backgroundExportJob.run(server.services, data);
    return data;
  } finally {
    send.mockRestore();
  }
}

type TEntry = { id: number; name: string; file: string | null };
const exportEntries = async (who: string) => ((await get(`${EXPORTS}/`, who)).json() as { entries: TEntry[] }).entries;

describe('background export', () => {
  it('a plain list over the threshold lands in the caller’s export folder with a notice, the same rows as the download', async () => {
    const url = '/api/partnerek/export/?q=kft';
    const expected = await downloadedRows(url, 'vezeto.a');
    expect(expected.length).toBeGreaterThan(2);
    const before = await server.services.prisma.queuedMail.count({ where: { to: 'vezeto.a@etanker.local' } });
    const data = await exportInBackground(url, 'vezeto.a');
    expect(data).toMatchObject({ module: 'partners', input: { q: 'kft' } });

    const [entry] = await exportEntries('vezeto.a');
    expect(entry.name).toMatch(/^partnerek_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const file = await get(`${EXPORTS}/${entry.id}/letoltes/`, 'vezeto.a');
    expect(file.statusCode).toBe(200);
    expect((await readXlsx(file.rawPayload))[0].rows).toEqual(expected);

    const mails = await server.services.prisma.queuedMail.findMany({ where: { to: 'vezeto.a@etanker.local' }, select: { subject: true, link: true } });
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toEqual({
      subject: `eTanker: elkészült az export (${entry.name})`,
      link: 'http://portal.test/dokumentumtar/export-dokumentumok/lista.html',
    });

    expect(await exportEntries('igenylo.a')).toEqual([]);
    expect((await get(`${EXPORTS}/${entry.id}/letoltes/`, 'igenylo.a')).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'DELETE', url: `${EXPORTS}/${entry.id}/`, headers: as('vezeto.a') })).statusCode).toBe(204);
    expect(await exportEntries('vezeto.a')).toEqual([]);
  });

  it('a workflow list’s job exports in the caller’s school scope', async () => {
    const contract = (name: string) => ({
      type: 1,
      name,
      representative: 'Teszt Elek',
      company_number: '01-09-123456',
      seat_address: { zip_code: '1111', city: 'Budapest', county: '', address_1: 'Fő utca 1.', address_2: '', country: 'Magyarország' },
      tax_number: '12345676-2-41',
      bank_account_number: '11773016-11111018',
      ksh_code: '12345676-6201-113-01',
    });
    for (const [who, name] of [
      ['igenylo.a', 'Export A1 Kft.'],
      ['igenylo.a', 'Export A2 Kft.'],
      ['igenylo.b', 'Export B Kft.'],
    ]) {
      const res = await server.app.inject({ method: 'POST', url: '/api/egyeb-szerzodesek/', headers: as(who), payload: contract(name) });
      expect(res.statusCode, res.body).toBe(201);
    }
    const url = '/api/egyeb-szerzodesek/export/?format=xlsx';
    const expected = await downloadedRows(url, 'igenylo.a');
    expect(expected).toHaveLength(3);
    await exportInBackground(url, 'igenylo.a');
    const [entry] = await exportEntries('igenylo.a');
    const file = await get(`${EXPORTS}/${entry.id}/letoltes/`, 'igenylo.a');
    expect((await readXlsx(file.rawPayload))[0].rows).toEqual(expected);
    expect(await exportEntries('igenylo.b')).toEqual([]);
  });

  it('a small export still downloads at once', async () => {
    const res = await get('/api/partnerek/export/?q=nincs+ilyen+partner', 'vezeto.a');
    expect(res.statusCode).toBe(200);
    expect((await readXlsx(res.rawPayload))[0].rows).toHaveLength(1);
  });
});
