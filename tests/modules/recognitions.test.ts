// Recognitions (/api/elismeresek/, MODULES.md §3.38): a draft is saved without the candidate's
// consents, the submission (the creator's Beküldés) is refused naming each missing one; a date
// other than the usual acceptance needs the date and its reason; the previous recognitions are
// lines that survive GET → PUT unchanged.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { CONSENTS } from '../../server/src/modules/education/recognitions/rules.ts';
import { UNIQUE_DATE_REQUIRED } from '../../server/src/modules/education/recognitions/manifest.ts';

let server: TTestServer;
let token: string;
const base = '/api/elismeresek';

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.app, 'igenylo.a@etanker.local');
});

type TProposal = Record<string, unknown> & { id: number; state: string; current_step: { options: { id: number; label: string }[] } | null };

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => server.app.inject({ method, url, headers: authHeader(token), payload });
const proposal = (over: object = {}) => ({
  type: 5,
  candidate_name: 'Teszt Jelölt',
  candidate_birth_place: 'Debrecen',
  candidate_birth_date: '1970-02-11',
  candidate_role: 'Szakmai tanár',
  candidate_workplace: 'Teszt Technikum',
  ...over,
});
async function created(body: object) {
  const res = await send('POST', `${base}/`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TProposal>();
}
async function submit(r: TProposal) {
  const option = r.current_step!.options.find((o) => o.label === 'Beküldés')!;
  return send('POST', `${base}/${r.id}/donteshozas/`, { decision_option: option.id });
}
const ALL = { consent_store_data: true, has_no_disqualification_reason: true, accept_recognition: true, consent_publish_name: true };

describe('recognitions: the consents are all needed to submit', () => {
  it('saves a draft without them, and refuses the submission naming every missing one', async () => {
    const draft = await created(proposal());
    expect(draft.state).toBe('open');
    const res = await submit(draft);
    expect(res.statusCode).toBe(400);
    const errors = res.json<Record<string, string[]>>();
    for (const [key, message] of Object.entries(CONSENTS)) expect(errors[key], key).toEqual([message]);
    expect((await send('GET', `${base}/${draft.id}/`)).json<TProposal>().state).toBe('open');
  });

  it('names only the one still missing', async () => {
    for (const missing of Object.keys(CONSENTS)) {
      const r = await created(proposal({ ...ALL, [missing]: false }));
      const res = await submit(r);
      expect(res.statusCode).toBe(400);
      const errors = res.json<Record<string, string[]>>();
      expect(Object.keys(errors).filter((k) => k in CONSENTS)).toEqual([missing]);
    }
  });

  it('submits with all four', async () => {
    const r = await created(proposal(ALL));
    expect((await submit(r)).statusCode).toBe(200);
    expect((await send('GET', `${base}/${r.id}/`)).json<TProposal>().state).toBe('under_checking');
  });
});

describe('recognitions: the acceptance date', () => {
  it('defaults to the usual date', async () => {
    expect((await created(proposal())).default_acceptance_date).toBe(true);
  });

  it('another date needs the date and its reason', async () => {
    const res = await send('POST', `${base}/`, proposal({ default_acceptance_date: false }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ unique_acceptance_date: [UNIQUE_DATE_REQUIRED], unique_acceptance_date_reason: [UNIQUE_DATE_REQUIRED] });
    const ok = await created(
      proposal({ default_acceptance_date: false, unique_acceptance_date: '2032-03-15', unique_acceptance_date_reason: 'Külföldi tanulmányúton lesz.' }),
    );
    expect(ok).toMatchObject({ default_acceptance_date: false, unique_acceptance_date: '2032-03-15' });
  });

  it('the usual date takes no date of its own', async () => {
    const res = await send('POST', `${base}/`, proposal({ default_acceptance_date: true, unique_acceptance_date: '2032-03-15' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toContain('unique_acceptance_date');
  });
});

describe('recognitions: previous recognitions are lines', () => {
  it('GET → PUT of the answer keeps them as they were, ids included', async () => {
    const lines = [
      { name: 'Főigazgatói dicséret', date: '2018-06-15' },
      { name: 'Miniszteri elismerő oklevél', date: null },
    ];
    const r = await created(proposal({ previous_recognitions: lines }));
    const before = (await send('GET', `${base}/${r.id}/`)).json<TProposal>();
    expect(before.previous_recognitions).toEqual(lines.map((l) => ({ id: expect.any(Number), ...l })));
    const put = await send('PUT', `${base}/${r.id}/`, before);
    expect(put.statusCode, put.body).toBe(200);
    const after = (await send('GET', `${base}/${r.id}/`)).json<TProposal>();
    expect(after.previous_recognitions).toEqual(before.previous_recognitions);
    // A line left out is deleted, a new one added.
    const changed = [(before.previous_recognitions as object[])[0], { name: 'Pedagógus Szolgálati Emlékérem', date: '2024-10-01' }];
    await send('PUT', `${base}/${r.id}/`, { ...before, previous_recognitions: changed });
    const names = (await send('GET', `${base}/${r.id}/`)).json<{ previous_recognitions: { name: string }[] }>().previous_recognitions.map((l) => l.name);
    expect(names).toEqual(['Főigazgatói dicséret', 'Pedagógus Szolgálati Emlékérem']);
  });
});
