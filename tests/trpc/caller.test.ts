// The same behaviour through the typed tRPC caller (createCaller with a context built from the
// test server's services and a user from loadCurrentUser): commitments list/get/create/decide/
// comment, partners, the error shapes, the access matrix and the permission gate.
import { beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { startTestServer, type TTestServer } from '../helpers/server.ts';
import { createCaller, type TCaller } from '../../server/src/trpc/caller.ts';
import { loadCurrentUser } from '../../server/src/auth/current-user.ts';
import { AppError } from '../../server/src/http/errors.ts';
import { errorAnswer } from '../../server/src/rest/errors.ts';

let server: TTestServer;
const callers: Record<string, TCaller> = {};

async function callerFor(email: string): Promise<TCaller> {
  const { id } = await server.services.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  const user = await loadCurrentUser(server.services.prisma, id);
  return createCaller({ ...server.services, user, badToken: false, ip: '127.0.0.1' });
}

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['igenylo.a', 'vezeto.a', 'igenylo.b', 'penzugy', 'kozpontipenzugy', 'rendszergazda', 'olvaso', 'hr']) {
    callers[who] = await callerFor(`${who}@etanker.local`);
  }
});

const newCommitment = {
  subject: 'Hegesztőtrafó beszerzése',
  financial_entry: 1,
  payment_type: 1,
  products: [{ name: 'Hegesztőtrafó', quantity: 2, unit: 'db', gross_price: 63500, vat: 1 }],
};

/** The rejection of a call, as the error the caller threw. */
async function failure(call: Promise<unknown>): Promise<TRPCError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the call should fail').toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

async function optionId(who: string, id: number, label: RegExp): Promise<number> {
  const detail = await callers[who].commitments.get({ id });
  const option = detail.current_step?.options.find((o) => label.test(o.label));
  expect(option, `${who}: ${label}`).toBeTruthy();
  return option!.id;
}

async function decide(who: string, id: number, label: RegExp, answers: Record<string, unknown> = {}) {
  return callers[who].commitments.decide({ id, decision_option: await optionId(who, id, label), answers });
}

describe('commitments through createCaller', () => {
  it('create, get and list answer the same shapes as REST', async () => {
    const created = await callers['igenylo.a'].commitments.create(newCommitment);
    expect(created).toMatchObject({ state: 'open', state_label: 'Elmentett', subject: 'Hegesztőtrafó beszerzése', cost: 127000, can_decide: true });
    expect(created.current_step?.name).toBe('Igénylés');
    const got = await callers['igenylo.a'].commitments.get({ id: created.id });
    expect(got.id).toBe(created.id);
    const list = await callers['igenylo.a'].commitments.list({ q: 'hegeszto', limit: 10 });
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(list.data.map((r) => r.id)).toContain(created.id);
    expect(list.data.find((r) => r.id === created.id)).toMatchObject({ subject: 'Hegesztőtrafó beszerzése', state: 'open', waiting_for_me: true });
    const filtered = await callers['igenylo.a'].commitments.list({ state: 'open', min_cost: 100000, limit: 100 });
    expect(filtered.data.map((r) => r.id)).toContain(created.id);
  });

  it('decide walks the flow and answers current_step, decisions, state, waiting_for', async () => {
    const c = await callers['igenylo.a'].commitments.create(newCommitment);
    const submitted = await decide('igenylo.a', c.id, /Beküldés/);
    expect(submitted).toMatchObject({ state: 'under_checking', waiting_for: { name: 'Szabó László' } });
    expect(submitted.decisions).toHaveLength(1);
    await decide('vezeto.a', c.id, /^Jóváhagyom/);
    await decide('penzugy', c.id, /^Megfelel/, { approved_cost: 120000, planned_payment_date: '2026-12-20' });
    const closed = await decide('kozpontipenzugy', c.id, /^Ellenjegyzem/, { urgent: false });
    expect(closed).toMatchObject({ state: 'closed_positive', current_step: null, waiting_for: null });
    const detail = await callers['igenylo.a'].commitments.get({ id: c.id });
    // Module fields (TWorkflowModule.detail) are untyped in the router output.
    expect((detail as Record<string, unknown>).approved_cost).toBe(120000);
    expect(detail.decisions.map((d) => d.decision)).toEqual(['positive', 'positive', 'positive', 'positive']);
  });

  it('comments: add, centre-only flags, delete the newest own', async () => {
    const c = await callers['igenylo.a'].commitments.create(newCommitment);
    const comments = await callers['igenylo.a'].commitments.addComment({ id: c.id, content: 'Árajánlat csatolva.' });
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({ content: 'Árajánlat csatolva.', author: 'Nagy Eszter', deletable: true });
    const flag = await failure(callers['igenylo.a'].commitments.addComment({ id: c.id, content: 'x', school_should_reply: true }));
    expect(flag.code).toBe('BAD_REQUEST');
    const centre = await callers.penzugy.commitments.addComment({ id: c.id, content: 'Kérem a szállítói nyilatkozatot.', school_should_reply: true });
    expect(centre[1]).toMatchObject({ school_should_reply: true });
    const old = await failure(callers['igenylo.a'].commitments.deleteComment({ id: c.id, comment_id: comments[0].id }));
    expect(old.code).toBe('FORBIDDEN');
    const after = await callers.penzugy.commitments.deleteComment({ id: c.id, comment_id: centre[1].id });
    expect(after[1].is_deleted).toBe(true);
  });

  it('two simultaneous decisions: one wins, the other is refused, one Decision row', async () => {
    const c = await callers['igenylo.a'].commitments.create(newCommitment);
    const option = await optionId('igenylo.a', c.id, /Beküldés/);
    const results = await Promise.allSettled([0, 1].map(() => callers['igenylo.a'].commitments.decide({ id: c.id, decision_option: option, answers: {} })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const loser = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(['CONFLICT', 'BAD_REQUEST']).toContain((loser.reason as TRPCError).code);
    expect(await server.services.prisma.decision.count({ where: { case_id: c.id } })).toBe(1);
  });
});

describe('error shapes', () => {
  it('service errors are AppErrors: a TRPCError code plus the documented REST body', async () => {
    const c = await callers['igenylo.a'].commitments.create(newCommitment);
    const missing = await failure(decide('igenylo.a', c.id, /Beküldés/).then(() => decide('vezeto.a', c.id, /^Elutasítom/)));
    expect(missing).toBeInstanceOf(AppError);
    expect(missing.code).toBe('BAD_REQUEST');
    expect((missing as AppError).body).toEqual({ reason: ['Ez a mező nem lehet üres'] });
    expect(errorAnswer(missing)).toEqual({ status: 400, body: { reason: ['Ez a mező nem lehet üres'] } });
    const approve = await optionId('vezeto.a', c.id, /^Jóváhagyom/);
    const notYours = await failure(callers.penzugy.commitments.decide({ id: c.id, decision_option: approve, answers: {} }));
    expect(notYours.code).toBe('FORBIDDEN');
    expect((notYours as AppError).body).toEqual({ detail: 'Ebben a lépésben nem Ön a döntéshozó.' });
  });

  it('input errors are BAD_REQUEST with the ZodError as cause; REST maps them to field messages', async () => {
    const error = await failure(callers['igenylo.a'].commitments.create({ ...newCommitment, subject: '' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.cause).toBeInstanceOf(ZodError);
    expect(errorAnswer(error)).toEqual({ status: 400, body: { subject: ['Ez a mező nem lehet üres'] } });
    const unknown = await failure(callers['igenylo.a'].commitments.create({ ...newCommitment, secret: 1 } as never));
    expect(errorAnswer(unknown)?.body).toEqual({ secret: ['Ismeretlen mező.'] });
    const paging = await failure(callers['igenylo.a'].commitments.list({ limit: 500 }));
    expect(paging.code).toBe('BAD_REQUEST');
    const filter = await failure(callers['igenylo.a'].commitments.list({ closed_at_min: '2026-02-30' }));
    expect((filter as AppError).body).toEqual({ closed_at_min: ['Érvénytelen dátum, a helyes formátum: ÉÉÉÉ-HH-NN.'] });
  });

  it('UNAUTHORIZED without a user; a bad token is told apart', async () => {
    const anonymous = createCaller({ ...server.services, user: null, badToken: false, ip: '127.0.0.1' });
    const error = await failure(anonymous.commitments.list({}));
    expect(error.code).toBe('UNAUTHORIZED');
    expect((error as AppError).body).toEqual({ detail: 'A hitelesítési adatok nem lettek megadva.' });
    const expired = createCaller({ ...server.services, user: null, badToken: true, ip: '127.0.0.1' });
    expect(((await failure(expired.partners.list({}))) as AppError).body).toEqual({ detail: 'Érvénytelen vagy lejárt bejelentkezés.' });
  });
});

describe('access matrix', () => {
  it('school B gets NOT_FOUND for school A: read, change, decide, comment, copy, storno, subscribe, documents', async () => {
    const c = await callers['igenylo.a'].commitments.create(newCommitment);
    const submit = await optionId('igenylo.a', c.id, /Beküldés/);
    const b = callers['igenylo.b'].commitments;
    expect((await b.list({ limit: 100 })).data.map((r) => r.id)).not.toContain(c.id);
    const calls: [string, () => Promise<unknown>][] = [
      ['get', () => b.get({ id: c.id })],
      ['update', () => b.update({ id: c.id, data: newCommitment })],
      ['delete', () => b.delete({ id: c.id })],
      ['decide', () => b.decide({ id: c.id, decision_option: submit, answers: {} })],
      ['addComment', () => b.addComment({ id: c.id, content: 'Idegen' })],
      ['deleteComment', () => b.deleteComment({ id: c.id, comment_id: 1 })],
      ['deleteAttachment', () => b.deleteAttachment({ id: c.id, attachment_id: 1 })],
      ['copy', () => b.copy({ id: c.id })],
      ['storno', () => b.storno({ id: c.id })],
      ['cancel', () => b.cancel({ id: c.id, cancellation_date: '2026-12-31' })],
      ['subscribe', () => b.subscribe({ id: c.id })],
      ['generateDocument', () => b.generateDocument({ id: c.id, document_type: 'commitment' })],
    ];
    for (const [name, call] of calls) {
      const error = await failure(call());
      expect(error.code, name).toBe('NOT_FOUND');
      expect((error as AppError).body, name).toEqual({ detail: 'Nem található.' });
    }
    expect(await server.services.prisma.decision.count({ where: { case_id: c.id } })).toBe(0);
    expect(await server.services.prisma.comment.count({ where: { case_id: c.id } })).toBe(0);
  });

  it('FORBIDDEN without the module permission, and for read-only users on writes', async () => {
    const noCommitments = await failure(callers.rendszergazda.commitments.list({}));
    expect(noCommitments.code).toBe('FORBIDDEN');
    expect((noCommitments as AppError).body).toEqual({ detail: 'Nincs jogosultsága ehhez a művelethez.' });
    expect((await failure(callers.hr.partners.list({}))).code).toBe('FORBIDDEN');
    expect((await failure(callers.hr.commitments.create(newCommitment))).code).toBe('FORBIDDEN');
    const readonly = await failure(callers.olvaso.commitments.create(newCommitment));
    expect(readonly.code).toBe('FORBIDDEN');
    expect((readonly as AppError).body).toEqual({ detail: 'Csak olvasási joga van, nem módosíthat.' });
    expect((await callers.olvaso.commitments.list({})).data).toBeInstanceOf(Array);
  });
});

describe('partners and system error reports through createCaller', () => {
  it('partners: create, list with q, get, update, validation', async () => {
    const p = await callers.penzugy.partners.create({ name: 'Kovács Vasudvar Kft.', tax_id: '31234568-2-09', email: 'vas@kovacsvas.hu' });
    expect(p).toMatchObject({ name: 'Kovács Vasudvar Kft.', display_name: 'Kovács Vasudvar Kft. 31234568-2-09' });
    expect((await callers['igenylo.a'].partners.list({ q: 'kovacs vasudvar' })).data.map((r) => r.id)).toEqual([p.id]);
    expect(await callers['igenylo.b'].partners.get({ id: p.id as number })).toEqual({ ...p, can_edit: false });
    const updated = await callers.penzugy.partners.update({
      id: p.id as number,
      data: { name: 'Kovács Vasudvar Kft.', tax_id: '31234568-2-09', note: 'Acél' },
    });
    expect(updated.display_name).toBe('Kovács Vasudvar Kft. Acél');
    const bad = await failure(callers.penzugy.partners.create({ name: 'Rossz', tax_id: '31234568-2-09', bank_account_number: '12' }));
    expect(errorAnswer(bad)?.body).toEqual({ bank_account_number: ['Hibás bankszámlaszám'] });
    const duplicate = await failure(callers.penzugy.partners.create({ name: 'Másik', tax_id: '31234568209' }));
    expect((duplicate as AppError).body).toEqual({ tax_id: ['Ezzel az adószámmal már létezik partner.'] });
    expect((await failure(callers.penzugy.partners.get({ id: 2147483000 }))).code).toBe('NOT_FOUND');
  });

  it('system error reports: the group decides, school B gets NOT_FOUND', async () => {
    const r = await callers['igenylo.a'].systemErrorReports.create({ title: 'Hibás PDF', description: 'Az előnézet üres oldalt mutat.' });
    expect(r.reference_number).toMatch(/^RH\/\d{4}\/\d{5}$/);
    await callers['igenylo.a'].systemErrorReports.decide({ id: r.id, decision_option: r.current_step!.options[0].id, answers: {} });
    const handled = await callers.rendszergazda.systemErrorReports.get({ id: r.id });
    const solved = handled.current_step!.options.find((o) => o.label === 'Megoldva')!;
    expect(
      (await callers.rendszergazda.systemErrorReports.decide({ id: r.id, decision_option: solved.id, answers: { solution: 'Betűkészlet telepítve.' } })).state,
    ).toBe('closed_positive');
    expect((await failure(callers['igenylo.b'].systemErrorReports.get({ id: r.id }))).code).toBe('NOT_FOUND');
    expect((await callers.rendszergazda.systemErrorReports.subscribe({ id: r.id })).subscribed).toBe(true);
  });
});
