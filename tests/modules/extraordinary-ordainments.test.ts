// Extraordinary ordainments (/api/rendkivuli-elrendelesek/, MODULES.md §3.37): the type from its
// static list (an unknown key refused), its filter, the period's order, and a closed school:
// its records stay readable and editable, a new one cannot be made for it.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { MESSAGES } from '@etanker/shared/validation.ts';
import { CLOSED_FOR_NEW_CONTRACT } from '../../server/src/access/institution-fields.ts';

let server: TTestServer;
let token: string;
const base = '/api/rendkivuli-elrendelesek';

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.app, 'igenylo.a@etanker.local');
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => server.app.inject({ method, url, headers: authHeader(token), payload });
const ordainment = (over: object = {}) => ({
  type: 1,
  name: 'Teszt Tanár',
  job_description: 'Ügyelet.',
  start_date: '2031-04-01',
  end_date: '2031-04-05',
  ...over,
});

describe('extraordinary ordainments', () => {
  it('takes a type of its list only, and filters by it', async () => {
    expect((await send('POST', `${base}/`, ordainment({ type: 999 }))).statusCode).toBe(400);
    for (const type of [1, 3]) expect((await send('POST', `${base}/`, ordainment({ type, name: `Típusszűrő ${type}` }))).statusCode).toBe(201);
    const names = (await send('GET', `${base}/?q=Típusszűrő&type=3`)).json<{ data: { name: string }[] }>().data.map((r) => r.name);
    expect(names).toEqual(['Típusszűrő 3']);
  });

  it('refuses an end before the start', async () => {
    const res = await send('POST', `${base}/`, ordainment({ start_date: '2031-04-05', end_date: '2031-04-01' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ end_date: [MESSAGES.endAfterStart] });
  });

  it('a closed school keeps its ordainments readable and editable, and takes no new one', async () => {
    const made = (await send('POST', `${base}/`, ordainment({ name: 'Bezárt iskola' }))).json<{ id: number; institution: { id: number } }>();
    const prisma = server.services.prisma;
    await prisma.institution.update({ where: { id: made.institution.id }, data: { is_active: false } });
    try {
      const record = (await send('GET', `${base}/${made.id}/`)).json<object>();
      expect((await send('PUT', `${base}/${made.id}/`, record)).statusCode).toBe(200);
      const refused = await send('POST', `${base}/`, ordainment());
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ institution: [CLOSED_FOR_NEW_CONTRACT] });
    } finally {
      await prisma.institution.update({ where: { id: made.institution.id }, data: { is_active: true } });
    }
  });
});
