// The workflow engine through the documented REST calls of commitments (real PostgreSQL):
// every transition, substitutors, groups, confirm_with_negative_history, every question type
// through multipart, storno/cancel/copy/delete, and nothing half-written on a failed decision.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { resolveFlow } from '../../prisma/seed/flows/index.ts';
import type { TFlowSeed } from '../../server/src/workflow/flow-types.ts';
import { simpleParser } from 'mailparser';
import { multipartBody, type TFormFile } from './multipart.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => authHeader(tokens[who]);
const base = '/api/kotelezettsegvallalas';
const QUESTION_FLOW_COST = 4321;
const LARGE_COST = 6_000_000;

/** A flow that asks every question type at once (picked for commitments of exactly 4 321 Ft). */
const QUESTION_FLOW: TFlowSeed = {
  module: 'commitments',
  name: 'Kérdéstípusok (teszt)',
  priority: 100,
  condition: { field: 'cost', op: 'eq', value: QUESTION_FLOW_COST },
  steps: [
    { name: 'Igénylés', assignee: { role: 'creator' }, options: [{ label: 'Beküldés', type: 'positive', outcome: 'next' }] },
    {
      name: 'Minden kérdés',
      assignee: { user_email: 'admin@etanker.local' },
      options: [
        {
          label: 'Válaszolok',
          type: 'positive',
          outcome: 'close_positive',
          questions: [
            { codename: 'note', type: 'text', label: 'Megjegyzés', required: true },
            { codename: 'due', type: 'date', label: 'Határidő' },
            { codename: 'urgent', type: 'bool', label: 'Sürgős' },
            { codename: 'amount', type: 'number', label: 'Összeg' },
            { codename: 'scan', type: 'file', label: 'Szkennelt irat' },
            {
              codename: 'rows',
              type: 'multi_column',
              label: 'Tételek',
              columns: [
                { codename: 'item', label: 'Tétel', type: 'text' },
                { codename: 'qty', label: 'Db', type: 'number' },
                { codename: 'on', label: 'Nap', type: 'date' },
              ],
            },
            {
              codename: 'kind',
              type: 'select',
              label: 'Fajta',
              choices: [
                { value: 'repair', label: 'Javítás' },
                { value: 'purchase', label: 'Beszerzés' },
              ],
            },
            { codename: 'partners', type: 'partners', label: 'Partnerek' },
          ],
        },
      ],
    },
  ],
};

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'vezeto.a', 'igenylo.b', 'penzugy', 'kozpontipenzugy', 'admin', 'rendszergazda']) {
    tokens[who] = await login(server.app, `${who}@etanker.local`);
  }
  const prisma = server.services.prisma;
  const admin = await prisma.user.findUniqueOrThrow({ where: { email: 'admin@etanker.local' }, select: { id: true } });
  await prisma.flow.create({
    data: resolveFlow(QUESTION_FLOW, { userIds: new Map([['admin@etanker.local', admin.id]]), groupIds: new Map() }),
    select: { id: true },
  });
});

interface TOption {
  id: number;
  label: string;
}

async function create(cost = 127000, who = 'igenylo.a') {
  const payload = {
    subject: 'Tanműhelyi eszközök',
    financial_entry: 1,
    payment_type: 1,
    products: [{ name: 'Satupad', quantity: 1, unit: 'db', gross_price: cost, vat: 1 }],
  };
  const res = await server.app.inject({ method: 'POST', url: `${base}/`, headers: as(who), payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; state: string; current_step: { name: string } }>();
}

async function detail(who: string, id: number) {
  const res = await server.app.inject({ method: 'GET', url: `${base}/${id}/`, headers: as(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function optionOf(who: string, id: number, label: RegExp): Promise<TOption> {
  const options: TOption[] = (await detail(who, id)).current_step?.options ?? [];
  const option = options.find((o) => label.test(o.label));
  if (!option) throw new Error(`${who} has no option ${label} on ${id}: ${options.map((o) => o.label).join(', ')}`);
  return option;
}

async function decide(who: string, id: number, label: RegExp, answers: object = {}, extra: object = {}) {
  const option = await optionOf(who, id, label);
  return server.app.inject({ method: 'POST', url: `${base}/${id}/donteshozas/`, headers: as(who), payload: { decision_option: option.id, answers, ...extra } });
}

async function decideOk(who: string, id: number, label: RegExp, answers: object = {}) {
  const res = await decide(who, id, label, answers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function decideMultipart(who: string, id: number, optionId: number, fields: Record<string, string>, files: Record<string, TFormFile> = {}) {
  const { payload, contentType } = await multipartBody({ decision_option: String(optionId), ...fields }, files);
  return server.app.inject({ method: 'POST', url: `${base}/${id}/donteshozas/`, headers: { ...as(who), 'content-type': contentType }, payload });
}

/** Creator submits, head of school approves, the finance referent accepts: at central finance. */
async function atCentralFinance() {
  const c = await create();
  await decideOk('igenylo.a', c.id, /Beküldés/);
  await decideOk('vezeto.a', c.id, /^Jóváhagyom/);
  await decideOk('penzugy', c.id, /^Megfelel/, { approved_cost: 120000 });
  return c;
}

const counts = async (caseId: number) => {
  const prisma = server.services.prisma;
  const [decisions, attachments, comments, version] = await Promise.all([
    prisma.decision.count({ where: { case_id: caseId } }),
    prisma.attachment.count({ where: { case_id: caseId } }),
    prisma.comment.count({ where: { case_id: caseId } }),
    prisma.case.findUniqueOrThrow({ where: { id: caseId }, select: { version: true, state: true } }),
  ]);
  return { decisions, attachments, comments, ...version };
};

describe('transitions', () => {
  it('submit: the record leaves its initial state and waits on the next step', async () => {
    const c = await create();
    expect(c.state).toBe('open');
    const answer = await decideOk('igenylo.a', c.id, /Beküldés/);
    expect(answer.state).toBe('under_checking');
    expect(answer.decisions).toHaveLength(1);
    const d = await detail('vezeto.a', c.id);
    expect(d.current_step.name).toBe('Intézményvezetői jóváhagyás');
    expect(d.waiting_for.name).toBe('Szabó László');
    expect(d.can_decide).toBe(true);
    expect((await detail('igenylo.a', c.id)).can_edit).toBe(false);
  });

  it('approve at every step, closing positive at the last step', async () => {
    const c = await atCentralFinance();
    const last = await decideOk('kozpontipenzugy', c.id, /^Ellenjegyzem/);
    expect(last.state).toBe('closed_positive');
    expect(last.current_step).toBeNull();
    expect(last.waiting_for).toBeNull();
    const row = await server.services.prisma.case.findUniqueOrThrow({
      where: { id: c.id },
      select: { closed_at: true, current_step_id: true, waiting_for_user_id: true, waiting_for_group_id: true },
    });
    expect(row).toMatchObject({ current_step_id: null, waiting_for_user_id: null, waiting_for_group_id: null });
    expect(row.closed_at).toBeInstanceOf(Date);
  });

  it('reject (close_negative) needs its required reason and closes negative', async () => {
    const c = await create();
    await decideOk('igenylo.a', c.id, /Beküldés/);
    const missing = await decide('vezeto.a', c.id, /^Elutasítom/);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().reason).toContain('Ez a mező nem lehet üres');
    const blank = await decide('vezeto.a', c.id, /^Elutasítom/, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    const rejected = await decideOk('vezeto.a', c.id, /^Elutasítom/, { reason: 'Nincs rá keret.' });
    expect(rejected.state).toBe('closed_negative');
    const d = await detail('igenylo.a', c.id);
    expect(d.state_label).toBe('Elutasított');
    expect(d.has_negative_decision).toBe(true);
    expect(d.decisions.at(-1)).toMatchObject({ decision: 'negative', decision_label: 'Elutasítom', verification_step: 'Intézményvezetői jóváhagyás' });
    expect(d.decisions.at(-1).answers).toEqual([
      { codename: 'reason', type: 'text', label: 'Indoklás', value: 'Nincs rá keret.', choices: [], display: 'Nincs rá keret.' },
    ]);
    expect(d.can_decide).toBe(false);
  });

  it('back to the creator: initial state, waiting on the creator, editable again, resubmittable', async () => {
    const c = await create();
    await decideOk('igenylo.a', c.id, /Beküldés/);
    const back = await decideOk('vezeto.a', c.id, /^Javításra/, { reason: 'Árajánlat kell.' });
    expect(back.state).toBe('open');
    const d = await detail('igenylo.a', c.id);
    expect(d.current_step.name).toBe('Igénylés');
    expect(d.waiting_for.name).toBe('Nagy Eszter');
    expect(d.can_edit).toBe(true);
    expect(d.can_decide).toBe(true);
    const edit = await server.app.inject({
      method: 'PUT',
      url: `${base}/${c.id}/`,
      headers: as('igenylo.a'),
      payload: { subject: 'Javított igény', financial_entry: 1, products: [{ name: 'Satupad', gross_price: 1000 }] },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().subject).toBe('Javított igény');
    const again = await decideOk('igenylo.a', c.id, /Beküldés/);
    expect(again.state).toBe('under_checking');
    expect((await detail('vezeto.a', c.id)).current_step.name).toBe('Intézményvezetői jóváhagyás');
  });

  it('a large commitment runs on the 5 000 000 Ft flow; a step outcome goes back to the named step', async () => {
    const c = await create(LARGE_COST);
    await decideOk('igenylo.a', c.id, /Beküldés/);
    await decideOk('vezeto.a', c.id, /^Jóváhagyom/);
    await decideOk('penzugy', c.id, /^Megfelel/);
    const d = await detail('admin', c.id);
    expect(d.current_step.name).toBe('Főigazgatói jóváhagyás');
    const back = await decideOk('admin', c.id, /Vissza a pénzügyi referenshez/);
    expect(back.state).toBe('under_checking');
    const after = await detail('penzugy', c.id);
    expect(after.current_step.name).toBe('Pénzügyi referens ellenőrzése');
    expect(after.waiting_for.name).toBe('Kiss Andrea');
    expect(after.decisions.at(-1)).toMatchObject({ decision: 'neutral', verification_step: 'Főigazgatói jóváhagyás' });
  });

  it('a record that does not wait for a decision, and a foreign option, are refused', async () => {
    const c = await atCentralFinance();
    const stale = await optionOf('penzugy', (await create()).id, /Beküldés/).catch(() => null);
    expect(stale).toBeNull();
    const foreignOption = (await optionOf('igenylo.a', (await create()).id, /Beküldés/)).id;
    const foreign = await server.app.inject({
      method: 'POST',
      url: `${base}/${c.id}/donteshozas/`,
      headers: as('kozpontipenzugy'),
      payload: { decision_option: foreignOption, answers: {} },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().decision_option).toEqual(['Érvénytelen választás.']);
    await decideOk('kozpontipenzugy', c.id, /^Ellenjegyzem/);
    const closed = await server.app.inject({
      method: 'POST',
      url: `${base}/${c.id}/donteshozas/`,
      headers: as('kozpontipenzugy'),
      payload: { decision_option: foreignOption, answers: {} },
    });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().decision_option).toEqual(['A rekord nem vár döntésre.']);
  });
});

/** Sends what is queued, then answers the outbox's mails addressed to `to`. */
async function mailsTo(to: string) {
  await server.services.mailQueue.flush();
  const files = fs.existsSync(server.outboxDir) ? fs.readdirSync(server.outboxDir) : [];
  const mails = await Promise.all(files.map(async (f) => simpleParser(fs.readFileSync(path.join(server.outboxDir, f)))));
  return mails.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text === to)).map((m) => ({ subject: m.subject ?? '', text: m.text ?? '' }));
}

describe('decision mails', () => {
  beforeEach(async () => {
    await server.services.mailQueue.flush();
    fs.rmSync(server.outboxDir, { recursive: true, force: true });
  });

  it('mail the user the record waits on after each decision, and the creator when it closes', async () => {
    const c = await create();
    await decideOk('igenylo.a', c.id, /Beküldés/);
    const reference = (await detail('igenylo.a', c.id)).reference_number;
    const title = `Kötelezettségvállalás: Tanműhelyi eszközök${reference ? ` (${reference})` : ''}`;
    expect(await mailsTo('vezeto.a@etanker.local')).toEqual([
      { subject: `Döntésre vár: ${title}`, text: expect.stringContaining(`http://portal.test/penzugy/kotelezettsegvallalas/${c.id}.html`) },
    ]);
    await decideOk('vezeto.a', c.id, /^Jóváhagyom/);
    await decideOk('penzugy', c.id, /^Megfelel/, { approved_cost: 120000 });
    expect(await mailsTo('penzugy@etanker.local')).toEqual([expect.objectContaining({ subject: `Döntésre vár: ${title}` })]);
    expect(await mailsTo('igenylo.a@etanker.local')).toEqual([]);
    await decideOk('kozpontipenzugy', c.id, /^Ellenjegyzem/);
    expect(await mailsTo('igenylo.a@etanker.local')).toEqual([
      { subject: `Jóváhagyott: ${title}`, text: expect.stringContaining('lezárult, eredménye: Jóváhagyott.') },
    ]);
  });

  it('notices due together reach their recipient as one mail listing every record', async () => {
    const first = await create();
    const second = await create();
    await decideOk('igenylo.a', first.id, /Beküldés/);
    await decideOk('igenylo.a', second.id, /Beküldés/);
    const mails = await mailsTo('vezeto.a@etanker.local');
    expect(mails).toEqual([{ subject: 'eTanker: 2 új értesítés', text: expect.stringContaining('Döntésre vár: Kötelezettségvállalás: Tanműhelyi eszközök') }]);
    for (const c of [first, second]) expect(mails[0].text).toContain(`http://portal.test/penzugy/kotelezettsegvallalas/${c.id}.html`);
    expect(await mailsTo('vezeto.a@etanker.local')).toHaveLength(1);
  });

  it('a refused decision queues no mail', async () => {
    const c = await create();
    const queued = await server.services.prisma.queuedMail.count();
    const res = await server.app.inject({
      method: 'POST',
      url: `${base}/${c.id}/donteshozas/`,
      headers: as('igenylo.a'),
      payload: { decision_option: 999999, answers: {} },
    });
    expect(res.statusCode).toBe(400);
    expect(await server.services.prisma.queuedMail.count()).toBe(queued);
  });
});

describe('who decides', () => {
  it('the substitutor of the referent step decides in its place', async () => {
    const c = await create();
    await decideOk('igenylo.a', c.id, /Beküldés/);
    await decideOk('vezeto.a', c.id, /^Jóváhagyom/);
    const waiting = (await server.app.inject({ method: 'GET', url: `${base}/?waiting_for_me=true&limit=100`, headers: as('kozpontipenzugy') })).json();
    expect(waiting.data.map((r: { id: number }) => r.id)).toContain(c.id);
    expect(waiting.data.find((r: { id: number }) => r.id === c.id).waiting_for_me).toBe(true);
    const d = await detail('kozpontipenzugy', c.id);
    expect(d.current_step.substitutors).toHaveLength(1);
    expect(d.can_decide).toBe(true);
    const res = await decideOk('kozpontipenzugy', c.id, /^Megfelel/, { approved_cost: 100000 });
    expect(res.decisions.at(-1)).toMatchObject({ user: 'Varga Zsuzsanna', verification_step: 'Pénzügyi referens ellenőrzése' });
    expect((await detail('igenylo.a', c.id)).current_step.name).toBe('Központi pénzügyi jóváhagyás');
  });

  it('any member of the step group decides; a non-member gets 403 and nothing changes', async () => {
    const prisma = server.services.prisma;
    await prisma.group.update({ where: { name: 'Központi pénzügy' }, data: { users: { connect: { email: 'admin@etanker.local' } } }, select: { id: true } });
    const first = await atCentralFinance();
    const before = await counts(first.id);
    const optionId = (await optionOf('kozpontipenzugy', first.id, /^Ellenjegyzem/)).id;
    const outsider = await server.app.inject({
      method: 'POST',
      url: `${base}/${first.id}/donteshozas/`,
      headers: as('penzugy'),
      payload: { decision_option: optionId, answers: {} },
    });
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().detail).toBe('Ebben a lépésben nem Ön a döntéshozó.');
    expect(await counts(first.id)).toEqual(before);
    expect((await detail('penzugy', first.id)).current_step.options).toEqual([]);
    expect((await decideOk('admin', first.id, /^Ellenjegyzem/)).state).toBe('closed_positive');
    const second = await atCentralFinance();
    expect((await decideOk('kozpontipenzugy', second.id, /^Ellenjegyzem/)).state).toBe('closed_positive');
    const waiting = (await server.app.inject({ method: 'GET', url: `${base}/?waiting_for_me=true&limit=100`, headers: as('admin') })).json();
    expect(waiting.data.map((r: { id: number }) => r.id)).not.toContain(second.id);
  });

  it('the Rendszergazdák group handles system error reports; the reporter cannot decide there', async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/rendszerhibak/',
      headers: as('igenylo.a'),
      payload: { title: 'Nem tölt be a lista', description: 'A kötelezettségvállalások listája üres marad.' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const submit = created.json().current_step.options[0].id;
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: `/api/rendszerhibak/${id}/donteshozas/`,
          headers: as('igenylo.a'),
          payload: { decision_option: submit },
        })
      ).statusCode,
    ).toBe(200);
    const handled = (await server.app.inject({ method: 'GET', url: `/api/rendszerhibak/${id}/`, headers: as('rendszergazda') })).json();
    expect(handled.waiting_for.name).toBe('Rendszergazdák');
    const solved = handled.current_step.options.find((o: TOption) => o.label === 'Megoldva').id;
    const reporter = await server.app.inject({
      method: 'POST',
      url: `/api/rendszerhibak/${id}/donteshozas/`,
      headers: as('igenylo.a'),
      payload: { decision_option: solved, answers: { solution: 'x' } },
    });
    expect(reporter.statusCode).toBe(403);
    const ok = await server.app.inject({
      method: 'POST',
      url: `/api/rendszerhibak/${id}/donteshozas/`,
      headers: as('rendszergazda'),
      payload: { decision_option: solved, answers: { solution: 'Index újraépítve.' } },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().state).toBe('closed_positive');
  });
});

describe('confirm_with_negative_history', () => {
  it('without a negative decision the flagged option needs no confirmation', async () => {
    const c = await atCentralFinance();
    expect((await decideOk('kozpontipenzugy', c.id, /^Elutasítom/, { reason: 'Nincs fedezet.' })).state).toBe('closed_negative');
  });

  it('after a negative decision the flagged option needs confirmed: true (JSON and multipart)', async () => {
    const c = await atCentralFinance();
    const prisma = server.services.prisma;
    const vezeto = await prisma.user.findUniqueOrThrow({ where: { email: 'vezeto.a@etanker.local' }, select: { id: true, name: true } });
    await prisma.decision.create({
      data: {
        case_id: c.id,
        user_id: vezeto.id,
        user_name: vezeto.name,
        step_name: 'Intézményvezetői jóváhagyás',
        position: 1,
        decision: 'negative',
        decision_label: 'Elutasítom',
        answers: [],
      },
    });
    expect((await detail('kozpontipenzugy', c.id)).has_negative_decision).toBe(true);
    const before = await counts(c.id);
    const unconfirmed = await decide('kozpontipenzugy', c.id, /^Elutasítom/, { reason: 'Újra elutasítva.' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().confirmed).toEqual(['A rekordnak már van elutasító döntése; a döntést meg kell erősíteni.']);
    const falsy = await decide('kozpontipenzugy', c.id, /^Elutasítom/, { reason: 'Újra elutasítva.' }, { confirmed: false });
    expect(falsy.statusCode).toBe(400);
    expect(await counts(c.id)).toEqual(before);
    // An option without the flag is not affected by the history.
    const option = await optionOf('kozpontipenzugy', c.id, /^Elutasítom/);
    const confirmed = await decideMultipart('kozpontipenzugy', c.id, option.id, { answers: JSON.stringify({ reason: 'Újra elutasítva.' }), confirmed: 'true' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().state).toBe('closed_negative');
  });
});

describe('question types through multipart', () => {
  async function atQuestions() {
    const c = await create(QUESTION_FLOW_COST);
    expect(c.current_step.name).toBe('Igénylés');
    await decideOk('igenylo.a', c.id, /Beküldés/);
    const option = await optionOf('admin', c.id, /Válaszolok/);
    return { id: c.id, optionId: option.id };
  }
  const partnerIds = async () => (await server.services.prisma.partner.findMany({ select: { id: true }, orderBy: { id: 'asc' }, take: 2 })).map((p) => p.id);
  const validAnswers = async () => ({
    note: 'Rendben',
    due: '2026-12-15',
    urgent: 'true',
    amount: '12500.5',
    rows: [{ item: 'Satu', qty: '2', on: '2026-12-01' }],
    kind: 'repair',
    partners: await partnerIds(),
  });

  it('every type accepted from its text form; the file is stored as an attachment', async () => {
    const { id, optionId } = await atQuestions();
    const res = await decideMultipart(
      'admin',
      id,
      optionId,
      { answers: JSON.stringify(await validAnswers()) },
      { scan: { filename: 'jegyzokonyv.txt', data: 'Átvételi jegyzőkönyv', type: 'text/plain' } },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state).toBe('closed_positive');
    const d = await detail('admin', id);
    const answers = Object.fromEntries(d.decisions.at(-1).answers.map((a: { codename: string; value: unknown }) => [a.codename, a]));
    expect(answers.note.value).toBe('Rendben');
    expect(answers.due.value).toBe('2026-12-15');
    expect(answers.urgent.value).toBe(true);
    expect(answers.amount.value).toBe(12500.5);
    expect(answers.rows.value).toEqual([{ item: 'Satu', qty: 2, on: '2026-12-01' }]);
    expect(answers.kind).toMatchObject({
      value: 'repair',
      choices: [
        { value: 'repair', label: 'Javítás' },
        { value: 'purchase', label: 'Beszerzés' },
      ],
    });
    expect(answers.partners.value).toEqual(await partnerIds());
    const attachment = await server.services.prisma.attachment.findUniqueOrThrow({
      where: { id: answers.scan.value.attachment_id },
      select: { case_id: true, name: true, mime_type: true, file_name: true },
    });
    expect(attachment).toMatchObject({ case_id: id, name: 'Szkennelt irat', mime_type: 'text/plain' });
    expect(answers.scan.value.name).toBe(attachment.file_name);
    const download = await server.app.inject({
      method: 'GET',
      url: `/api/mellekletek/${answers.scan.value.attachment_id}/letoltes/`,
      headers: as('igenylo.a'),
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('Átvételi jegyzőkönyv');
  });

  it('the same answers as a JSON `data` field', async () => {
    const { id, optionId } = await atQuestions();
    const { payload, contentType } = await multipartBody({ data: JSON.stringify({ decision_option: optionId, answers: { note: 'JSON mezőben' } }) });
    const res = await server.app.inject({
      method: 'POST',
      url: `${base}/${id}/donteshozas/`,
      headers: { ...as('admin'), 'content-type': contentType },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state).toBe('closed_positive');
  });

  it('each invalid answer is a 400 on its field, and nothing is written', async () => {
    const { id, optionId } = await atQuestions();
    const valid = await validAnswers();
    const cases: [object, string][] = [
      [{ ...valid, note: '' }, 'note'],
      [{ ...valid, due: '2026-02-30' }, 'due'],
      [{ ...valid, due: '15.12.2026' }, 'due'],
      [{ ...valid, urgent: 'talán' }, 'urgent'],
      [{ ...valid, amount: 'sok' }, 'amount'],
      [{ ...valid, rows: [{ item: 'Satu', qty: 'kettő', on: '2026-12-01' }] }, 'rows.0.qty'],
      [{ ...valid, rows: [{ item: 'Satu', qty: 1, on: 'tegnap' }] }, 'rows.0.on'],
      [{ ...valid, rows: 'nem lista' }, 'rows'],
      [{ ...valid, kind: 'gift' }, 'kind'],
      [{ ...valid, partners: ['x'] }, 'partners.0'],
      [{ ...valid, partners: [999999] }, 'partners'],
      [{ ...valid, unknown_question: 1 }, 'unknown_question'],
    ];
    const before = await counts(id);
    for (const [answers, field] of cases) {
      const res = await decideMultipart('admin', id, optionId, { answers: JSON.stringify(answers) });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json()), res.body).toContain(field);
    }
    expect((await decideMultipart('admin', id, optionId, { answers: JSON.stringify(valid) })).statusCode).toBe(200);
    expect((await counts(id)).decisions).toBe(before.decisions + 1);
    const malformed = await decideMultipart('admin', id, optionId, { answers: '{"note": ' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().answers).toEqual(['Hibás JSON.']);
  });

  it('invalid date messages are Hungarian', async () => {
    const { id, optionId } = await atQuestions();
    const res = await decideMultipart('admin', id, optionId, { answers: JSON.stringify({ note: 'x', due: '2026-13-01' }) });
    expect(res.json().due).toEqual(['Érvénytelen dátum, a helyes formátum: ÉÉÉÉ-HH-NN.']);
  });

  it('the 5 000 000 Ft flow: multi_column rows and partners at the director general', async () => {
    const c = await create(LARGE_COST);
    await decideOk('igenylo.a', c.id, /Beküldés/);
    await decideOk('vezeto.a', c.id, /^Jóváhagyom/);
    await decideOk('penzugy', c.id, /^Megfelel/);
    const option = await optionOf('admin', c.id, /^Jóváhagyom/);
    const unknown = await decideMultipart('admin', c.id, option.id, { answers: JSON.stringify({ partners: [(await partnerIds())[0], 987654] }) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().partners).toEqual(['Ismeretlen partner.']);
    const split = [
      { financial_entry: 'K337', amount: '4000000' },
      { financial_entry: 'K341', amount: 2000000 },
    ];
    const ok = await decideMultipart('admin', c.id, option.id, { answers: JSON.stringify({ budget_split: split, partners: await partnerIds() }) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().decisions.at(-1).answers[0].value).toEqual([
      { financial_entry: 'K337', amount: 4000000 },
      { financial_entry: 'K341', amount: 2000000 },
    ]);
    expect((await detail('kozpontipenzugy', c.id)).current_step.name).toBe('Központi pénzügyi jóváhagyás');
  });
});

describe('nothing half-written', () => {
  it('a file answer with an invalid other answer: no Decision, no Attachment, no stored file, version unchanged', async () => {
    const c = await atCentralFinance();
    const before = await counts(c.id);
    const filesDir = path.join(server.services.config.DATA_DIR, 'files');
    const filesBefore = fs.existsSync(filesDir) ? fs.readdirSync(filesDir, { recursive: true }).length : 0;
    const option = await optionOf('kozpontipenzugy', c.id, /^Ellenjegyzem/);
    const res = await decideMultipart(
      'kozpontipenzugy',
      c.id,
      option.id,
      { answers: JSON.stringify({ urgent: 'talán' }) },
      { signed_document: { filename: 'alairt.txt', data: 'Aláírva', type: 'text/plain' } },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().urgent).toBeTruthy();
    expect(await counts(c.id)).toEqual(before);
    expect(fs.existsSync(filesDir) ? fs.readdirSync(filesDir, { recursive: true }).length : 0).toBe(filesBefore);
  });

  it('a forbidden file type in a decision: 400, nothing written', async () => {
    const c = await atCentralFinance();
    const before = await counts(c.id);
    const option = await optionOf('kozpontipenzugy', c.id, /^Ellenjegyzem/);
    const res = await decideMultipart(
      'kozpontipenzugy',
      c.id,
      option.id,
      { answers: '{}' },
      { signed_document: { filename: 'alairt.html', data: '<html><script>alert(1)</script></html>', type: 'text/html' } },
    );
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json()).flat()).toContain('Nem engedélyezett fájltípus.');
    expect(await counts(c.id)).toEqual(before);
  });

  it('a file answer cannot point at an attachment that was not uploaded with the decision', async () => {
    const c = await atCentralFinance();
    const other = await server.services.prisma.attachment.findFirst({ select: { id: true } });
    const before = await counts(c.id);
    const option = await optionOf('kozpontipenzugy', c.id, /^Ellenjegyzem/);
    const res = await decideMultipart('kozpontipenzugy', c.id, option.id, {
      answers: JSON.stringify({ signed_document: { attachment_id: other?.id ?? 1, name: 'idegen.pdf' } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().signed_document).toBeTruthy();
    expect(await counts(c.id)).toEqual(before);
  });
});

describe('storno, cancel, copy, delete', () => {
  it('storno: the creator while in progress, the centre also when approved; never from the initial or a closed-negative state', async () => {
    const open = await create();
    const fromOpen = await server.app.inject({ method: 'POST', url: `${base}/${open.id}/sztorno/`, headers: as('admin') });
    expect(fromOpen.statusCode).toBe(400);

    const running = await create();
    await decideOk('igenylo.a', running.id, /Beküldés/);
    expect((await server.app.inject({ method: 'POST', url: `${base}/${running.id}/sztorno/`, headers: as('vezeto.a') })).statusCode).toBe(403);
    const byCreator = await server.app.inject({ method: 'POST', url: `${base}/${running.id}/sztorno/`, headers: as('igenylo.a') });
    expect(byCreator.statusCode, byCreator.body).toBe(200);
    expect(byCreator.json()).toMatchObject({ state: 'rolled_back', state_label: 'Sztornózott', current_step: null, can_storno: false });
    expect(byCreator.json().decisions.at(-1).decision_label).toBe('Sztornózva');
    expect((await server.app.inject({ method: 'POST', url: `${base}/${running.id}/sztorno/`, headers: as('admin') })).statusCode).toBe(400);

    const approved = await atCentralFinance();
    await decideOk('kozpontipenzugy', approved.id, /^Ellenjegyzem/);
    expect((await server.app.inject({ method: 'POST', url: `${base}/${approved.id}/sztorno/`, headers: as('igenylo.a') })).statusCode).toBe(403);
    const byCentre = await server.app.inject({ method: 'POST', url: `${base}/${approved.id}/sztorno/`, headers: as('penzugy') });
    expect(byCentre.statusCode, byCentre.body).toBe(200);
    expect(byCentre.json().state).toBe('rolled_back');

    const rejected = await create();
    await decideOk('igenylo.a', rejected.id, /Beküldés/);
    await decideOk('vezeto.a', rejected.id, /^Elutasítom/, { reason: 'Nem.' });
    expect((await server.app.inject({ method: 'POST', url: `${base}/${rejected.id}/sztorno/`, headers: as('admin') })).statusCode).toBe(400);
  });

  it('cancel: only an approved record, with a valid cancellation_date that is stored', async () => {
    const running = await create();
    await decideOk('igenylo.a', running.id, /Beküldés/);
    const notApproved = await server.app.inject({
      method: 'POST',
      url: `${base}/${running.id}/lemond/`,
      headers: as('igenylo.a'),
      payload: { cancellation_date: '2026-12-31' },
    });
    expect(notApproved.statusCode).toBe(400);
    expect(notApproved.json().non_field_errors).toEqual(['Csak jóváhagyott rekord mondható le.']);

    const approved = await atCentralFinance();
    await decideOk('kozpontipenzugy', approved.id, /^Ellenjegyzem/);
    for (const bad of ['', '2026-02-30', 'holnap']) {
      const res = await server.app.inject({
        method: 'POST',
        url: `${base}/${approved.id}/lemond/`,
        headers: as('igenylo.a'),
        payload: { cancellation_date: bad },
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().cancellation_date).toBeTruthy();
    }
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: `${base}/${approved.id}/lemond/`,
          headers: as('vezeto.a'),
          payload: { cancellation_date: '2026-12-31' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: `${base}/${approved.id}/lemond/`,
          headers: as('igenylo.b'),
          payload: { cancellation_date: '2026-12-31' },
        })
      ).statusCode,
    ).toBe(404);
    const { payload, contentType } = await multipartBody({ cancellation_date: '2026-12-31' });
    const cancelled = await server.app.inject({
      method: 'POST',
      url: `${base}/${approved.id}/lemond/`,
      headers: { ...as('igenylo.a'), 'content-type': contentType },
      payload,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled', state_label: 'Megszűnt' });
    const row = await server.services.prisma.case.findUniqueOrThrow({ where: { id: approved.id }, select: { cancellation_date: true, state: true } });
    expect(row.cancellation_date?.toISOString().slice(0, 10)).toBe('2026-12-31');
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: `${base}/${approved.id}/lemond/`,
          headers: as('igenylo.a'),
          payload: { cancellation_date: '2026-12-31' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('copy: a new record in the initial state, on the first step, without decisions or comments', async () => {
    const source = await create();
    await server.app.inject({ method: 'POST', url: `${base}/${source.id}/uj-komment/`, headers: as('igenylo.a'), payload: { content: 'Sürgős lenne' } });
    await decideOk('igenylo.a', source.id, /Beküldés/);
    const copy = await server.app.inject({ method: 'POST', url: `${base}/${source.id}/masolas/`, headers: as('vezeto.a') });
    expect(copy.statusCode, copy.body).toBe(201);
    const id = copy.json().id;
    expect(id).not.toBe(source.id);
    const d = await detail('vezeto.a', id);
    expect(d).toMatchObject({ state: 'open', decisions: [], comments: [], attachments: [], creator: { name: 'Szabó László' }, subject: 'Tanműhelyi eszközök' });
    expect(d.current_step.name).toBe('Igénylés');
    expect(d.waiting_for.name).toBe('Szabó László');
  });

  it('delete: only in the initial state, only by its creator', async () => {
    const c = await create();
    expect((await server.app.inject({ method: 'DELETE', url: `${base}/${c.id}/`, headers: as('vezeto.a') })).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'DELETE', url: `${base}/${c.id}/`, headers: as('igenylo.b') })).statusCode).toBe(404);
    const submitted = await create();
    await decideOk('igenylo.a', submitted.id, /Beküldés/);
    const refused = await server.app.inject({ method: 'DELETE', url: `${base}/${submitted.id}/`, headers: as('igenylo.a') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().non_field_errors).toEqual(['Beküldött rekord nem törölhető.']);
    const deleted = await server.app.inject({ method: 'DELETE', url: `${base}/${c.id}/`, headers: as('igenylo.a') });
    expect(deleted.statusCode).toBe(204);
    expect(await server.services.prisma.case.count({ where: { id: c.id } })).toBe(0);
    expect(await server.services.prisma.commitment.count({ where: { id: c.id } })).toBe(0);
    expect((await server.app.inject({ method: 'GET', url: `${base}/${c.id}/`, headers: as('igenylo.a') })).statusCode).toBe(404);
  });
});
