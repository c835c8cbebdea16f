// Building fault reports (/api/hibabejelentes/): generate_commitment/ makes a commitment from a
// submitted or approved report (subject, estimate as cost, institutions) that starts the
// commitment flow; both records show the link; once per report, within the caller's scope.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const base = '/api/hibabejelentes';

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'vezeto.a', 'igenylo.b', 'muszak', 'olvaso', 'admin']) tokens[who] = await login(server.app, `${who}@etanker.local`);
});

const call = (method: 'GET' | 'POST', url: string, who: string, payload?: object) =>
  server.app.inject({ method, url, headers: authHeader(tokens[who]), ...(payload ? { payload } : {}) });

type TReport = {
  id: number;
  reference_number: string;
  state: string;
  institution: { id: number };
  commitment: { id: number; reference_number: string; title: string; state: string } | null;
  can_generate_commitment: boolean;
  current_step: { options: { id: number; label: string }[] } | null;
};

async function report(who = 'igenylo.a'): Promise<TReport> {
  const res = await call('POST', `${base}/`, who, {
    title: 'Beázik a tornaterem teteje',
    category: 5,
    completion_place: 'Tornaterem',
    prior_estimate: 850_000,
    description: 'Esőzéskor a tornaterem közepén csöpög a víz.',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TReport>();
}

async function decide(id: number, who: string, label: string, answers: object = {}) {
  const detail = (await call('GET', `${base}/${id}/`, who)).json<TReport>();
  const option = detail.current_step!.options.find((o) => o.label === label)!;
  const res = await call('POST', `${base}/${id}/donteshozas/`, who, { decision_option: option.id, answers });
  expect(res.statusCode, res.body).toBe(200);
}

describe('error reports: generate_commitment/', () => {
  it('is closed on a draft, open once submitted; the commitment is prefilled, starts its flow and both records link', async () => {
    const r = await report();
    expect(r.can_generate_commitment).toBe(false);
    const draft = await call('POST', `${base}/${r.id}/generate_commitment/`, 'igenylo.a');
    expect(draft.json()).toEqual({ non_field_errors: ['Kötelezettségvállalás csak beküldött vagy jóváhagyott hibabejelentésből készíthető.'] });

    await decide(r.id, 'igenylo.a', 'Beküldés');
    await decide(r.id, 'vezeto.a', 'Jóváhagyom');
    const atReferent = (await call('GET', `${base}/${r.id}/`, 'muszak')).json<TReport>();
    expect(atReferent.can_generate_commitment).toBe(true);

    const res = await call('POST', `${base}/${r.id}/generate_commitment/`, 'muszak');
    expect(res.statusCode, res.body).toBe(200);
    const linked = res.json<TReport>();
    expect(linked.commitment).toMatchObject({ title: 'Beázik a tornaterem teteje', state: 'open' });
    expect(linked.commitment!.id).toBeGreaterThan(r.id);
    expect(linked.can_generate_commitment).toBe(false);

    const commitment = await call('GET', `/api/kotelezettsegvallalas/${linked.commitment!.id}/`, 'muszak');
    expect(commitment.statusCode, commitment.body).toBe(200);
    expect(commitment.json()).toMatchObject({
      subject: 'Beázik a tornaterem teteje',
      cost: 850_000,
      affected_building: 'Tornaterem',
      error_report: r.id,
      institution: { id: r.institution.id },
      affected_institution: { id: r.institution.id },
      state: 'open',
      current_step: { name: 'Igénylés' },
    });

    const again = await call('POST', `${base}/${r.id}/generate_commitment/`, 'muszak');
    expect(again.json()).toEqual({ non_field_errors: ['Ehhez a hibabejelentéshez már készült kötelezettségvállalás.'] });
  });

  it("another school's report is a 404; a read-only user is refused", async () => {
    const r = await report();
    await decide(r.id, 'igenylo.a', 'Beküldés');
    expect((await call('POST', `${base}/${r.id}/generate_commitment/`, 'igenylo.b')).statusCode).toBe(404);
    expect((await call('POST', `${base}/${r.id}/generate_commitment/`, 'olvaso')).statusCode).toBe(403);
    expect((await call('GET', `${base}/${r.id}/`, 'igenylo.a')).json<TReport>().commitment).toBeNull();
  });

  it('a refused report makes no commitment; an approved one is stamped verified', async () => {
    const refused = await report();
    await decide(refused.id, 'igenylo.a', 'Beküldés');
    await decide(refused.id, 'vezeto.a', 'Elutasítom', { reason: 'A karbantartó megjavítja.' });
    expect((await call('POST', `${base}/${refused.id}/generate_commitment/`, 'igenylo.a')).statusCode).toBe(400);

    const approved = await report();
    await decide(approved.id, 'igenylo.a', 'Beküldés');
    await decide(approved.id, 'vezeto.a', 'Jóváhagyom');
    await decide(approved.id, 'muszak', 'Javítás jóváhagyva');
    const detail = (await call('GET', `${base}/${approved.id}/`, 'igenylo.a')).json<TReport & { verified_at: string | null }>();
    expect(detail.state).toBe('closed_positive');
    expect(detail.verified_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // The school's requester holds the commitments permission too: the school may raise it itself.
    expect(detail.can_generate_commitment).toBe(true);
  });
});

describe('error reports: extra_{field} filter', () => {
  it('finds the reports whose extra field answer matches', async () => {
    const field = await server.services.prisma.extraFieldDefinition.findFirstOrThrow({
      where: { module: 'error_reports', codename: 'balesetveszely' },
      select: { id: true },
    });
    const res = await call('POST', `${base}/`, 'igenylo.a', {
      title: 'Kilazult korlát a lépcsőházban',
      category: 6,
      description: 'A második emeleti korlát mozog.',
      extra_field_answers: [{ field_id: field.id, section_index: 0, value: true }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: number }>().id;
    const ids = async (value: string) =>
      (await call('GET', `${base}/?extra_${field.id}=${value}`, 'igenylo.a')).json<{ data: { id: number }[] }>().data.map((r) => r.id);
    expect(await ids('true')).toContain(id);
    expect(await ids('false')).not.toContain(id);
  });
});

describe('error reports: edits', () => {
  it("an edit that names no institution keeps the report's (a centre editor does not move it to the centre)", async () => {
    const r = await report();
    const res = await server.app.inject({
      method: 'PUT',
      url: `${base}/${r.id}/`,
      headers: authHeader(tokens.admin),
      payload: { title: 'Beázik a tornaterem teteje és fala', category: 5, description: 'Esőzéskor a falon is folyik a víz.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Beázik a tornaterem teteje és fala', institution: { id: r.institution.id } });
  });
});
