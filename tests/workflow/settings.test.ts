// Typed per-module settings (issue 10 item 4): the commitments' group is a zod schema with
// defaults in shared/; the server reads it typed through one cached helper, and a change of a
// setting (financial_entry_required) changes what the server accepts at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TTestServer } from '../helpers/server.ts';
import { base, commitmentClient, newCommitment } from '../security/commitment-helpers.ts';
import { readModuleSettings } from '../../server/src/core/settings.ts';
import { parseModuleSettings } from '@etanker/shared/settings.ts';
import { COMMITMENT_SETTINGS } from '@etanker/shared/settings/commitments.ts';

let server: TTestServer;
let api: ReturnType<typeof commitmentClient>;

beforeAll(async () => {
  server = await startTestServer();
  api = commitmentClient(server);
  await api.login('igenylo.a');
});

const setSetting = (key: string, value: unknown) =>
  server.services.prisma.setting.update({ where: { group_key: { group: 'commitments', key } }, data: { value: value as never }, select: { key: true } });

describe('module settings', () => {
  it('parse typed: defaults fill missing keys, a garbled value reads as its default', () => {
    expect(parseModuleSettings(COMMITMENT_SETTINGS, undefined)).toEqual({
      can_upload_after_closed: true,
      financial_entry_required: true,
      auto_generated_reference_number: false,
      use_products: false,
      mandatory_products: false,
      calculate_net: false,
      used_currencies: [],
    });
    expect(parseModuleSettings(COMMITMENT_SETTINGS, { financial_entry_required: 'nem', used_currencies: [1, 2] })).toMatchObject({
      financial_entry_required: true,
      used_currencies: [1, 2],
    });
  });

  it('the server reads the stored values typed, and a write is seen at once', async () => {
    const db = server.services.prisma;
    expect((await readModuleSettings(db, COMMITMENT_SETTINGS)).financial_entry_required).toBe(true);
    await setSetting('financial_entry_required', false);
    expect((await readModuleSettings(db, COMMITMENT_SETTINGS)).financial_entry_required).toBe(false);
    await db.setting.deleteMany({ where: { group: 'commitments', key: 'calculate_net' } });
    expect((await readModuleSettings(db, COMMITMENT_SETTINGS)).calculate_net).toBe(false);
  });

  it('financial_entry_required decides whether the server takes a commitment without one', async () => {
    const without = { ...newCommitment, financial_entry: null };
    await setSetting('financial_entry_required', true);
    const refused = await api.send('igenylo.a', 'POST', `${base}/`, without);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().financial_entry).toEqual(['Ez a mező nem lehet üres']);
    await setSetting('financial_entry_required', false);
    expect((await api.send('igenylo.a', 'POST', `${base}/`, without)).statusCode).toBe(201);
  });
});
