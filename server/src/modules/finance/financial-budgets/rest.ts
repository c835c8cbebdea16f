// {budget}/valtozasok/{changeId}/donteshozas/ (001 §7): a decision on one of the budget's change
// requests. The request is checked to belong to the budget (else 404); the decision itself is the
// kit's route of the change module (multipart, the decider's rights, 409 on a race).
import type { TRestRoute } from '../../../rest/route.ts';
import { idParam } from '../../../rest/route.ts';
import { requireUser } from '../../../access/gate.ts';
import { notFound } from '../../../http/errors.ts';
import { workflowRestRoutes } from '../../workflow-rest.ts';
import { financialBudgetChanges } from './changes/module.ts';
import { financialBudgets } from './module.ts';
import { defineModuleExtras } from '../../registration.ts';

const DECIDE = '/:id/donteshozas/';
const kitDecision = workflowRestRoutes(financialBudgetChanges).find((r) => r.method === 'POST' && r.path.endsWith(DECIDE))!;

export const budgetRestRoutes: TRestRoute[] = [
  {
    ...kitDecision,
    path: '/api/penzugy/penzugyi-keretek/:id/valtozasok/:changeId/donteshozas/',
    summary: 'Pénzügyi keret: döntés egy módosítási kérelemről (multipart: data JSON)',
    handler: async (call) => {
      const authed = requireUser(call.ctx, financialBudgetChanges.permission, { write: true });
      const changeId = idParam(call.params, 'changeId');
      const change = await authed.prisma.financialBudgetChange.findUnique({ where: { id: changeId }, select: { financial_budget_id: true } });
      if (change?.financial_budget_id !== idParam(call.params)) throw notFound();
      return kitDecision.handler({ ...call, params: { id: String(changeId) } });
    },
  },
];

export const financialBudgetExtras = defineModuleExtras(financialBudgets, { restRoutes: budgetRestRoutes });
