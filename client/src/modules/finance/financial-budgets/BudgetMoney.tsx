// A budget's sums (computed by the server from the linked commitments and invoices) and the
// commitments charged to it that the user may read (ui/MoneyPanel).
import { Text } from '@mantine/core';
import { trpc } from '../../../api/trpc.ts';
import { MoneyPanel } from '../../../ui/MoneyPanel.tsx';
import { COMMITMENT_INITIAL_STATE, commitmentPath } from './paths.ts';
import type { TBudgetExtras } from './types.ts';

export function BudgetMoney({ id }: { id: number }) {
  const data = trpc.financialBudgets.get.useQuery({ id }).data;
  if (!data) return null;
  const budget = data as unknown as TBudgetExtras;
  const { sums, commitments } = budget;
  return (
    <MoneyPanel
      figureColumns={{ base: 2, sm: 3, lg: 6 }}
      figures={[
        { label: 'Keretösszeg', value: budget.amount },
        { label: 'Jóváhagyott kötelezettségvállalások', value: sums.commitments_sum },
        { label: 'Folyamatban lévő kötelezettségvállalások', value: sums.unfinished_commitments_sum },
        { label: 'Számlák', value: sums.invoices_sum },
        { label: 'Számla nélküli kötelezettségvállalások', value: sums.commitments_without_invoice_sum },
        { label: 'Szabad keret', value: budget.amount - sums.commitments_sum - sums.unfinished_commitments_sum },
      ]}
      note="A jóváhagyott összeg számít (ha nincs, a kért összeg); a piszkozat, elutasított, sztornózott és visszavont kötelezettségvállalás sehol."
      commitments={commitments}
      emptyText="Nincs a kerethez rendelt kötelezettségvállalás."
      footnote={
        budget.commitments_count > commitments.length && (
          <Text size="sm">
            A legutóbbi {commitments.length} látható a(z) {budget.commitments_count} kötelezettségvállalásból; az összegek mindet számolják.
          </Text>
        )
      }
      commitmentPath={commitmentPath}
      commitmentInitialState={COMMITMENT_INITIAL_STATE}
    />
  );
}
