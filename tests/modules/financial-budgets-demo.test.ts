// The demo's financial budgets (finance/financial-budgets/demo.ts, changes/demo.ts), seeded
// through the engine on a fresh database with the other demo records: both demo schools'
// operating budgets have change requests in each state, and every budget's kept sums came out
// right of the seeds' writes.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { seedDemoRecords } from '../../prisma/seed/demo-records.ts';
import { referenceSums } from '../helpers/budget-sums.ts';

let server: TTestServer;
let token = '';

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.app, 'penzugy@etanker.local');
});

describe('financial budgets: demo data', () => {
  it('both demo schools have change requests in each state; every budget keeps its sums', { timeout: 300_000 }, async () => {
    await seedDemoRecords(server.services);
    const prisma = server.services.prisma;
    const year = new Date().getFullYear();
    const detail = async (id: number) =>
      (await server.app.inject({ method: 'GET', url: `/api/penzugy/penzugyi-keretek/${id}/`, headers: authHeader(token) })).json<{
        change_requests: { state: string }[];
        commitments_count: number;
        sums: Record<string, number>;
      }>();
    for (const unit_code of ['001', '002']) {
      const operating = await prisma.financialBudget.findFirstOrThrow({ where: { type: 1, year, institution: { unit_code } }, select: { id: true } });
      const states = (await detail(operating.id)).change_requests.map((c) => c.state).sort();
      expect(states, unit_code).toEqual(['closed_negative', 'closed_positive', 'pending', 'under_checking']);
    }
    const budgets = await prisma.financialBudget.findMany({ select: { id: true }, orderBy: { id: 'asc' } });
    for (const { id } of budgets) {
      const { commitments_count, sums } = await detail(id);
      expect({ commitments_count, sums }, `budget ${id}`).toEqual(await referenceSums(prisma, id));
    }
    const schoolA = await prisma.financialBudget.findFirstOrThrow({ where: { type: 1, year, institution: { unit_code: '001' } }, select: { id: true } });
    expect((await detail(schoolA.id)).commitments_count).toBeGreaterThan(0);
  });
});
