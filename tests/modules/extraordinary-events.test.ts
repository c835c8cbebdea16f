// Extraordinary events (/api/rendkivuli-esemenyek/, MODULES.md §3.36): the workflow pattern
// without the attachments calls (uj-melleklet/ and melleklet-torlese/ answer 404, the details
// offer no upload), the school answered with its OM code, and verify_from / verify_till keeping
// the events whose day falls in the range, both days included.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';

let server: TTestServer;
let token: string;
const base = '/api/rendkivuli-esemenyek';

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.app, 'igenylo.a@etanker.local');
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => server.app.inject({ method, url, headers: authHeader(token), payload });
const event = (title: string, date: string) => ({ title, description: 'Teszt esemény leírása.', reporter_name: 'Teszt Elek', date, time: '08:30' });
async function created(title: string, date: string) {
  const res = await send('POST', `${base}/`, event(title, date));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; institution: { id: number; name: string; om_code: string }; can_upload: boolean }>();
}

describe('extraordinary events: no attachments calls', () => {
  it('uj-melleklet/ and melleklet-torlese/ answer 404; the details offer no upload, the meta no attachments panel', async () => {
    const { id, can_upload } = await created('Melléklet nélküli esemény', '2031-05-02');
    expect(can_upload).toBe(false);
    const upload = await server.app.inject({
      method: 'POST',
      url: `${base}/${id}/uj-melleklet/`,
      headers: { ...authHeader(token), 'content-type': 'multipart/form-data; boundary=X' },
      payload: '--X\r\nContent-Disposition: form-data; name="document"; filename="a.txt"\r\n\r\nA\r\n--X--\r\n',
    });
    expect(upload.statusCode).toBe(404);
    expect((await send('POST', `${base}/${id}/melleklet-torlese/`, { attachment_id: 1 })).statusCode).toBe(404);
    expect((await send('GET', `${base}/meta/`)).json<{ files?: { attachments: boolean } }>().files).toEqual({ comments: true, attachments: false });
    // Comments stay: the spec leaves out only the attachments call.
    expect((await send('POST', `${base}/${id}/uj-komment/`, { content: 'Megjegyzés.' })).statusCode).toBe(200);
  });

  it('answers the school with its OM code', async () => {
    const { institution } = await created('OM-kód', '2031-05-03');
    const stored = await server.services.prisma.institution.findUniqueOrThrow({ where: { id: institution.id }, select: { om_code: true } });
    expect(institution.om_code).toBe(stored.om_code);
  });
});

describe('extraordinary events: verify_from / verify_till are the event day range', () => {
  it('keeps the events whose day falls in the range, both days included', async () => {
    const days = ['2031-03-09', '2031-03-10', '2031-03-15', '2031-03-20', '2031-03-21'];
    for (const day of days) await created(`Napszűrő ${day}`, day);
    const titles = async (query: string) =>
      (await send('GET', `${base}/?q=Napszűrő&${query}`))
        .json<{ data: { title: string }[] }>()
        .data.map((r) => r.title)
        .sort();
    expect(await titles('verify_from=2031-03-10&verify_till=2031-03-20')).toEqual(['Napszűrő 2031-03-10', 'Napszűrő 2031-03-15', 'Napszűrő 2031-03-20']);
    expect(await titles('verify_from=2031-03-21')).toEqual(['Napszűrő 2031-03-21']);
    expect(await titles('verify_till=2031-03-09')).toEqual(['Napszűrő 2031-03-09']);
    expect((await send('GET', `${base}/?verify_from=2031-02-30`)).statusCode).toBe(400);
  });
});
