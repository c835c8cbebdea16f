// masolas/: copies the contract into a new entry (without its reference number and attachments)
// and opens the copy.
import { Button, Group } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { trpc } from '../../../api/trpc.ts';
import { confirmAction, recordPhrase } from '../../../ui/confirm.ts';
import { toast } from '../../../ui/toasts.ts';
import { contractTitle } from './title.ts';
import { modulePaths } from '@etanker/shared/modules.ts';

export function ContractCopy({ id }: { id: number }) {
  const navigate = useNavigate();
  const contract = trpc.contractLibrary.get.useQuery({ id });
  const copy = trpc.contractLibrary.copy.useMutation({
    onSuccess: (created) => {
      toast('success', 'A másolat elkészült.');
      navigate(modulePaths('contractLibrary').detailPath(created.id));
    },
    onError: (error) => toast('error', error.message),
  });
  if (!contract.data?.can_copy) return null;
  return (
    <Group justify="flex-end">
      <Button
        variant="default"
        loading={copy.isPending}
        onClick={() =>
          confirmAction({
            title: 'Másolás',
            question: `Biztosan lemásolja ${recordPhrase(contractTitle(contract.data), 'szerződést')}? Új rekord jön létre.`,
            onConfirm: () => copy.mutate({ id }),
          })
        }
      >
        Másolás
      </Button>
    </Group>
  );
}
