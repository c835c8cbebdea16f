// Simultaneous requests (issue 9 item 7): the loser of a race gets a clean 404/409/400, never a
// 500, and the database keeps one consistent state.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../helpers/server.ts';
import { base, commitmentClient } from './commitment-helpers.ts';

let server: TTestServer;
let api: ReturnType<typeof commitmentClient>;

beforeAll(async () => {
  server = await startTestServer();
  api = commitmentClient(server);
  await api.login('igenylo.a', 'vezeto.a', 'penzugy');
});

const codes = (results: { statusCode: number }[]) => results.map((r) => r.statusCode).sort();

describe('races', () => {
  it('5 simultaneous deletes of one draft: one 204, the rest 404', async () => {
    const c = await api.create('igenylo.a');
    const results = await Promise.all(Array.from({ length: 5 }, () => api.send('igenylo.a', 'DELETE', `${base}/${c.id}/`)));
    expect(codes(results)).toEqual([204, 404, 404, 404, 404]);
    expect(await server.services.prisma.case.count({ where: { id: c.id } })).toBe(0);
  });

  it('10 simultaneous subscribe toggles: no 500, they take turns and end unsubscribed', async () => {
    const c = await api.create('igenylo.a');
    const results = await Promise.all(Array.from({ length: 10 }, () => api.send('igenylo.a', 'GET', `${base}/${c.id}/megjeloles/`)));
    expect(codes(results)).toEqual(Array(10).fill(200));
    const answers = results.map((r) => r.json().subscribed as boolean);
    expect(answers.filter(Boolean)).toHaveLength(5);
    expect(await server.services.prisma.subscription.count({ where: { case_id: c.id } })).toBe(0);
    expect((await api.detail('igenylo.a', c.id)).subscribed).toBe(false);
  });

  it('8 simultaneous partners with one tax id: one stored, the rest a 400 on tax_id', async () => {
    const partner = { name: 'Verseny Kft.', note: '', tax_id: '41234569-2-09', address: { address_1: 'Fő utca 1.', city: 'Debrecen', zip_code: '4024' } };
    const results = await Promise.all(Array.from({ length: 8 }, () => api.send('penzugy', 'POST', '/api/partnerek/', partner)));
    expect(codes(results)).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
    for (const r of results.filter((x) => x.statusCode === 400)) expect(r.json()).toEqual({ tax_id: ['Ezzel az adószámmal már létezik partner.'] });
    expect(await server.services.prisma.partner.count({ where: { tax_id: partner.tax_id } })).toBe(1);
  });

  it('two simultaneous decisions: one 200, the other 409, one decision written', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await api.create('igenylo.a');
      expect((await api.decideWith('igenylo.a', c.id, await api.option('igenylo.a', c.id, /Beküldés/))).statusCode).toBe(200);
      const option = await api.option('vezeto.a', c.id, /^Jóváhagyom/);
      const results = await Promise.all([api.decideWith('vezeto.a', c.id, option), api.decideWith('vezeto.a', c.id, option)]);
      expect(codes(results)).toEqual([200, 409]);
      expect(await server.services.prisma.decision.count({ where: { case_id: c.id } })).toBe(2);
    }
  });
});
