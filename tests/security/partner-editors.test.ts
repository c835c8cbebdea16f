// Partners are master data (issue 11 item 4): finance keeps them (partners.can_edit_partners),
// school users read and pick them. The answers say so (can_create, can_edit, can_delete).
import { beforeAll, describe, expect, it } from 'vitest';
import { companyTaxCheckDigit } from '@etanker/shared/validation.ts';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const base = '/api/partnerek';
const send = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: authHeader(tokens[who]), ...(payload ? { payload } : {}) });

let taxSerial = 5200000;
const partner = (over: object = {}) => ({
  name: 'Mester Szerszám Kft.',
  note: '',
  tax_id: `${taxSerial}${companyTaxCheckDigit(String(taxSerial++))}-2-09`,
  address: { address_1: 'Fő utca 2.', city: 'Debrecen', zip_code: '4025' },
  bank_account_number: '11738008-20146371-00000008',
  ...over,
});

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'vezeto.b', 'penzugy', 'kozpontipenzugy', 'olvaso', 'admin']) tokens[who] = await login(server.app, `${who}@etanker.local`);
});

describe('partners: edited by finance, read by schools', () => {
  it('finance creates and changes partners; the answers say it may', async () => {
    for (const who of ['penzugy', 'kozpontipenzugy', 'admin']) {
      const created = await send(who, 'POST', `${base}/`, partner());
      expect(created.statusCode, `${who}: ${created.body}`).toBe(201);
      expect(created.json()).toMatchObject({ can_edit: true, can_delete: false });
      expect((await send(who, 'GET', `${base}/`)).json().can_create).toBe(true);
    }
  });

  it('school users and read-only users read partners but cannot create or change them (403)', async () => {
    const p = (await send('penzugy', 'POST', `${base}/`, partner())).json();
    for (const who of ['igenylo.a', 'vezeto.b', 'olvaso']) {
      const got = await send(who, 'GET', `${base}/${p.id}/`);
      expect(got.statusCode).toBe(200);
      expect(got.json()).toMatchObject({ bank_account_number: '11738008-20146371-00000008', can_edit: false, can_delete: false });
      expect((await send(who, 'GET', `${base}/`)).json().can_create, who).toBe(false);
      expect((await send(who, 'POST', `${base}/`, partner())).statusCode, `${who} POST`).toBe(403);
      const put = await send(who, 'PUT', `${base}/${p.id}/`, { ...got.json(), bank_account_number: '10402142-50526587-48531009' });
      expect(put.statusCode, `${who} PUT`).toBe(403);
    }
    expect((await send('penzugy', 'GET', `${base}/${p.id}/`)).json().bank_account_number).toBe('11738008-20146371-00000008');
  });
});
