// Commitments' documented answer fields (001 §3): school (the record's institution) and
// last_decision (the kit's, as every workflow record's).
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';

let server: TTestServer;
let token: string;
const base = '/api/kotelezettsegvallalas';

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.app, 'igenylo.a@etanker.local');
});

describe('commitments: the documented answer', () => {
  it('answers school as {id, name} and last_decision (null before any decision)', async () => {
    const institution = await server.services.prisma.institution.findFirstOrThrow({ where: { unit_code: '001' }, select: { id: true, name: true } });
    const res = await server.app.inject({
      method: 'POST',
      url: `${base}/`,
      headers: authHeader(token),
      payload: { subject: 'Projektor', financial_entry: 1, payment_type: 1, affected_institution: institution.id, cost: 100_000 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const detail = (await server.app.inject({ method: 'GET', url: `${base}/${res.json<{ id: number }>().id}/`, headers: authHeader(token) })).json();
    expect(detail.school).toEqual(institution);
    expect(detail.last_decision).toBeNull();
    expect(detail.verification_step).toMatchObject({ can_edit_details: expect.any(Boolean) });
  });
});
