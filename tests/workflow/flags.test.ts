// What a user may do on a record is decided by the server and sent with it (issue 10 item 3,
// issue 11 item 3): each flag per role, and each flag agrees with what its action answers.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../helpers/server.ts';
import { base, commitmentClient } from '../security/commitment-helpers.ts';

let server: TTestServer;
let api: ReturnType<typeof commitmentClient>;

beforeAll(async () => {
  server = await startTestServer();
  api = commitmentClient(server);
  await api.login('igenylo.a', 'vezeto.a', 'igenylo.b', 'penzugy', 'kozpontipenzugy', 'olvaso');
});

const WRITE_FLAGS = [
  'can_edit',
  'can_delete',
  'can_decide',
  'can_storno',
  'can_cancel',
  'can_copy',
  'can_comment',
  'can_upload',
  'can_subscribe',
  'can_supplement',
  'can_return_to_referent',
] as const;

function flags(detail: Record<string, unknown>) {
  return Object.fromEntries(WRITE_FLAGS.map((flag) => [flag, detail[flag]]));
}

async function decide(who: string, id: number, label: RegExp, answers: object = {}) {
  const res = await api.decideWith(who, id, await api.option(who, id, label), answers);
  expect(res.statusCode, res.body).toBe(200);
}

const submitted = async () => {
  const { id } = await api.create('igenylo.a');
  await decide('igenylo.a', id, /Beküldés/);
  return id;
};

describe('record flags of a commitment', () => {
  it('the creator in draft: edit, delete, submit, copy, comment, upload, subscribe; no storno, cancel or module actions', async () => {
    const { id } = await api.create('igenylo.a');
    expect(flags(await api.detail('igenylo.a', id))).toEqual({
      can_edit: true,
      can_delete: true,
      can_decide: true,
      can_storno: false,
      can_cancel: false,
      can_copy: true,
      can_comment: true,
      can_upload: true,
      can_subscribe: true,
      can_supplement: false,
      can_return_to_referent: false,
    });
  });

  it('the school manager at their step decides and comments, but neither deletes nor storno-s', async () => {
    const id = await submitted();
    expect(flags(await api.detail('vezeto.a', id))).toMatchObject({
      can_decide: true,
      can_delete: false,
      can_storno: false,
      can_cancel: false,
      can_comment: true,
      can_copy: true,
      can_return_to_referent: false,
    });
    // The creator after submitting: no longer edits or deletes, but may withdraw (storno).
    expect(flags(await api.detail('igenylo.a', id))).toMatchObject({ can_edit: false, can_delete: false, can_decide: false, can_storno: true });
  });

  it('a read-only user of the school sees the record with every write flag false, and the actions agree', async () => {
    const id = await submitted();
    const detail = await api.detail('olvaso', id);
    expect(
      Object.values(flags(detail)).every((value) => value === false),
      JSON.stringify(flags(detail)),
    ).toBe(true);
    expect(detail.can_generate_documents).toBe(false);
    expect((await api.send('olvaso', 'GET', `${base}/${id}/megjeloles/`)).statusCode).toBe(403);
    expect((await api.send('olvaso', 'POST', `${base}/${id}/masolas/`)).statusCode).toBe(403);
    const list = (await api.send('olvaso', 'GET', `${base}/`)).json();
    expect(list.can_create).toBe(false);
    expect(list.data.find((row: { id: number }) => row.id === id)).toMatchObject({ can_copy: false });
  });

  it("another school's user gets no record to act on", async () => {
    const id = await submitted();
    expect((await api.send('igenylo.b', 'GET', `${base}/${id}/`)).statusCode).toBe(404);
    const list = (await api.send('igenylo.b', 'GET', `${base}/`)).json();
    expect(list.can_create).toBe(true);
    expect(list.data.map((row: { id: number }) => row.id)).not.toContain(id);
  });

  it('centre users: the referent decides and storno-s; a later step may return to the referent; approved records cancel and supplement', async () => {
    const id = await submitted();
    await decide('vezeto.a', id, /^Jóváhagyom/);
    expect(flags(await api.detail('penzugy', id))).toMatchObject({
      can_decide: true,
      can_storno: true,
      can_cancel: false,
      can_delete: false,
      can_return_to_referent: false,
    });
    await decide('penzugy', id, /^Megfelel/, { approved_cost: 250000, financial_entry: 1, planned_payment_date: '2026-12-15' });
    const atCentre = await api.detail('kozpontipenzugy', id);
    expect(flags(atCentre)).toMatchObject({ can_decide: true, can_return_to_referent: true, can_supplement: false });
    // A school user never returns to a referent, whatever the flow position.
    expect((await api.detail('igenylo.a', id)).can_return_to_referent).toBe(false);
    await decide('kozpontipenzugy', id, /^Ellenjegyzem/, { urgent: true });
    expect(flags(await api.detail('igenylo.a', id))).toMatchObject({
      can_cancel: true,
      can_storno: false,
      can_supplement: true,
      can_decide: false,
      can_edit: false,
    });
    expect(flags(await api.detail('kozpontipenzugy', id))).toMatchObject({ can_cancel: true, can_storno: true, can_return_to_referent: false });
    expect((await api.send('olvaso', 'POST', `${base}/${id}/potigeny/`)).statusCode).toBe(403);
    expect((await api.send('igenylo.a', 'POST', `${base}/${id}/potigeny/`)).statusCode).toBe(201);
  });

  it('list rows carry can_copy; the list answers can_create', async () => {
    const { id } = await api.create('igenylo.a');
    const list = (await api.send('igenylo.a', 'GET', `${base}/`)).json();
    expect(list.can_create).toBe(true);
    expect(list.data.find((row: { id: number }) => row.id === id)).toMatchObject({ can_copy: true });
  });
});
