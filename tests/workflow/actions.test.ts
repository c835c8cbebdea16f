// Module actions as one declaration (issue 10 item 3): the commitments' Pótigény makes its REST
// route, tRPC procedure, OpenAPI entry, `can_supplement` flag and button description; the Excel
// sheet is a binary answer; return to referent moves the record through the engine.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../helpers/server.ts';
import { base, commitmentClient } from '../security/commitment-helpers.ts';
import { kitClient } from '../kit/client.ts';

let server: TTestServer;
let api: ReturnType<typeof commitmentClient>;
let kit: ReturnType<typeof kitClient>;

beforeAll(async () => {
  server = await startTestServer();
  api = commitmentClient(server);
  kit = kitClient(server);
  await api.login('igenylo.a', 'olvaso');
});

const approve = (id: number) => server.services.prisma.case.update({ where: { id }, data: { state: 'closed_positive', current_step_id: null } });

describe('a declared record action', () => {
  it('flag, REST route and tRPC procedure agree, and the button is described', async () => {
    const { id } = await api.create('igenylo.a');
    const draft = await api.detail('igenylo.a', id);
    expect(draft.can_supplement).toBe(false);
    const early = await kit.send('igenylo.a', 'POST', `${base}/${id}/potigeny/`);
    expect(early.statusCode).toBe(400);
    expect(early.json().non_field_errors).toEqual(['Pótigény csak jóváhagyott kötelezettségvállaláshoz adható.']);

    await approve(id);
    const approved = await api.detail('igenylo.a', id);
    expect(approved.can_supplement).toBe(true);
    expect(approved.actions).toContainEqual({
      name: 'supplement',
      flag: 'can_supplement',
      method: 'POST',
      path: 'potigeny/',
      label: 'Pótigény',
      confirm: { effect: 'creates', text: 'Pótigényt készít ehhez a kötelezettségvállaláshoz' },
      done: 'A pótigény elkészült.',
    });
    expect(approved.actions.map((a: { name: string }) => a.name)).toEqual(['supplement', 'returnToReferent', 'excelSheet']);
    expect((await api.detail('olvaso', id)).can_supplement).toBe(false);
    expect((await kit.send('olvaso', 'POST', `${base}/${id}/potigeny/`)).statusCode).toBe(403);

    const made = await kit.ok('igenylo.a', 'POST', `${base}/${id}/potigeny/`, undefined, 201);
    const viaTrpc = await (await kit.caller('igenylo.a')).commitments.supplement({ id });
    for (const newId of [made.id, viaTrpc.id]) {
      const row = await server.services.prisma.commitment.findUniqueOrThrow({
        where: { id: newId },
        select: { supplement: true, original_commitment_id: true },
      });
      expect(row).toEqual({ supplement: true, original_commitment_id: id });
    }
  });

  it('a binary answer: the Excel sheet downloads over REST and has no tRPC procedure', async () => {
    const { id } = await api.create('igenylo.a');
    // The documented POST is a write method (a read-only user reads the sheet by its GET twin).
    expect((await kit.send('igenylo.a', 'POST', `${base}/${id}/generate_excel_sheet/`)).statusCode).toBe(200);
    const res = await kit.send('olvaso', 'GET', `${base}/${id}/generate_excel_sheet/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`kotelezettsegvallalas_${id}.xlsx`);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await api.detail('olvaso', id)).can_excel_sheet).toBe(true);
    expect('excelSheet' in (await kit.caller('igenylo.a')).commitments).toBe(false);
  });

  it('is in the OpenAPI document with its status, body schema and tag', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    const supplement = doc.paths['/api/kotelezettsegvallalas/{id}/potigeny/'].post;
    expect(supplement).toMatchObject({ summary: 'Pótigény', tags: ['commitments'] });
    expect(Object.keys(supplement.responses)).toContain('201');
    const giveBack = doc.paths['/api/kotelezettsegvallalas/{id}/referensnek-visszaadas/'].post;
    expect(giveBack.requestBody.content['application/json'].schema.properties).toHaveProperty('suggested_referent');
    const sheet = doc.paths['/api/kotelezettsegvallalas/{id}/generate_excel_sheet/'].post;
    expect(Object.keys(sheet.responses['200'].content)).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
  });
});
