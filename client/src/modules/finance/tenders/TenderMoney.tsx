// A tender's money (amount_stat: used by approved commitments, held by those in progress, what
// remains) and the commitments charged to it that the user may read (ui/MoneyPanel).
import { trpc } from '../../../api/trpc.ts';
import { MoneyPanel, type TChargedCommitment } from '../../../ui/MoneyPanel.tsx';
import { modulePaths } from '@etanker/shared/modules.ts';

/** The commitments' details route (MODULES.md §3.8); their first state is 'open'. */
const COMMITMENT_PATH = modulePaths('commitments').detailPath;
const COMMITMENT_INITIAL_STATE = 'open';

export function TenderMoney({ id }: { id: number }) {
  const tender = trpc.tenders.get.useQuery({ id }).data;
  const stat = trpc.tenders.amountStat.useQuery({ id }).data;
  if (!tender || !stat) return null;
  // The details answer them beside the manifest's fields (server: tenders/commitments.ts).
  const commitments = (tender as unknown as { commitments: TChargedCommitment[] }).commitments;
  return (
    <MoneyPanel
      figureColumns={{ base: 2, sm: 4 }}
      figures={[
        { label: 'Összeg', value: Number(tender.amount) },
        { label: 'Felhasznált', value: stat.used_money },
        { label: 'Folyamatban', value: stat.pending },
        { label: 'Fennmaradó', value: stat.remaining },
      ]}
      commitments={commitments}
      emptyText="Nincs a pályázathoz rendelt kötelezettségvállalás."
      commitmentPath={COMMITMENT_PATH}
      commitmentInitialState={COMMITMENT_INITIAL_STATE}
    />
  );
}
