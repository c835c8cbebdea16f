// Opens the budget of a change request (the link of my tasks and mails).
import { Center, Loader } from '@mantine/core';
import { Navigate } from 'react-router-dom';
import { trpc } from '../../../api/trpc.ts';
import { BUDGET_LIST, budgetPath } from './paths.ts';

export function ChangeRedirect({ id }: { id: number }) {
  const change = trpc.financialBudgetChanges.get.useQuery({ id });
  if (change.error) return <Navigate to={BUDGET_LIST} replace />;
  if (!change.data)
    return (
      <Center p="xl">
        <Loader aria-label="Betöltés" />
      </Center>
    );
  return <Navigate to={budgetPath(change.data.financial_budget.id)} replace />;
}
