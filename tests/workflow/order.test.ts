// Workflow order (issue 9 item 6): every move checks the state it starts from, and a record with
// decisions is never deleted (storno instead).
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../helpers/server.ts';
import { base, commitmentClient } from '../security/commitment-helpers.ts';

let server: TTestServer;
let api: ReturnType<typeof commitmentClient>;
let referentId: number;

beforeAll(async () => {
  server = await startTestServer();
  api = commitmentClient(server);
  await api.login('igenylo.a', 'vezeto.a', 'penzugy', 'kozpontipenzugy');
  referentId = (await server.services.prisma.user.findUniqueOrThrow({ where: { email: 'penzugy@etanker.local' }, select: { id: true } })).id;
});

const returnToReferent = (id: number) => api.send('kozpontipenzugy', 'POST', `${base}/${id}/referensnek-visszaadas/`, { suggested_referent: referentId });

describe('return to referent', () => {
  it('is refused on a draft and at the school manager: 400 with a Hungarian message, nothing changes', async () => {
    const c = await api.create('igenylo.a');
    const draft = await returnToReferent(c.id);
    expect(draft.statusCode, draft.body).toBe(400);
    expect(draft.json().non_field_errors).toEqual(['Be nem küldött kötelezettségvállalás nem adható vissza a referensnek.']);
    expect((await api.detail('igenylo.a', c.id)).state).toBe('open');
    expect((await api.decideWith('igenylo.a', c.id, await api.option('igenylo.a', c.id, /Beküldés/))).statusCode).toBe(200);
    const atManager = await returnToReferent(c.id);
    expect(atManager.statusCode, atManager.body).toBe(400);
    expect(atManager.json().non_field_errors).toEqual(['Csak a pénzügyi referens ellenőrzése utáni lépésből adható vissza a referensnek.']);
    expect((await api.detail('igenylo.a', c.id)).current_step.name).toBe('Intézményvezetői jóváhagyás');
  });

  it('works from the step after the referent', async () => {
    const c = await api.create('igenylo.a');
    await api.decideWith('igenylo.a', c.id, await api.option('igenylo.a', c.id, /Beküldés/));
    await api.decideWith('vezeto.a', c.id, await api.option('vezeto.a', c.id, /^Jóváhagyom/));
    expect((await api.decideWith('penzugy', c.id, await api.option('penzugy', c.id, /^Megfelel/), { approved_cost: 1000 })).statusCode).toBe(200);
    const res = await returnToReferent(c.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().current_step.name).toBe('Pénzügyi referens ellenőrzése');
  });
});

describe('delete and storno', () => {
  it('a record sent back for correction is not deleted with its history; its creator may storno it', async () => {
    const c = await api.create('igenylo.a');
    await api.decideWith('igenylo.a', c.id, await api.option('igenylo.a', c.id, /Beküldés/));
    expect((await api.decideWith('vezeto.a', c.id, await api.option('vezeto.a', c.id, /^Javításra/))).statusCode).toBe(200);
    const sentBack = await api.detail('igenylo.a', c.id);
    expect(sentBack).toMatchObject({ state: 'open', can_delete: false, can_storno: true });
    const res = await api.send('igenylo.a', 'DELETE', `${base}/${c.id}/`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().non_field_errors).toEqual(['Döntést tartalmazó rekord nem törölhető; sztornózza helyette.']);
    expect(await server.services.prisma.decision.count({ where: { case_id: c.id } })).toBe(2);
    const storno = await api.send('igenylo.a', 'POST', `${base}/${c.id}/sztorno/`);
    expect(storno.statusCode, storno.body).toBe(200);
    expect((await api.detail('igenylo.a', c.id)).state).toBe('rolled_back');
  });

  it('a draft without decisions is still deleted by its creator', async () => {
    const c = await api.create('igenylo.a');
    expect((await api.detail('igenylo.a', c.id)).can_delete).toBe(true);
    expect((await api.send('igenylo.a', 'DELETE', `${base}/${c.id}/`)).statusCode).toBe(204);
  });
});
