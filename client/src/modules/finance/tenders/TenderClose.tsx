// Closing a tender (lezar/): it can no longer change, and commitments no longer choose it.
import { Button, Group, Paper, Text } from '@mantine/core';
import { trpc } from '../../../api/trpc.ts';
import { confirmAction, recordPhrase } from '../../../ui/confirm.ts';
import { useInvalidateModule } from '../../../ui/moduleApi.ts';
import { toast } from '../../../ui/toasts.ts';
import { tenderTitle } from './title.ts';

export function TenderClose({ id }: { id: number }) {
  const tender = trpc.tenders.get.useQuery({ id });
  const invalidate = useInvalidateModule('tenders');
  const close = trpc.tenders.close.useMutation({
    onSuccess: async () => {
      toast('success', 'A pályázat lezárva.');
      await invalidate();
    },
    onError: (error) => toast('error', error.message),
  });
  if (!tender.data?.can_close) return null;
  return (
    <Paper withBorder p="md">
      <Group justify="space-between">
        <Text size="sm">A lezárt pályázat nem módosítható, és kötelezettségvállaláshoz már nem választható.</Text>
        <Button
          color="red"
          loading={close.isPending}
          onClick={() =>
            confirmAction({
              title: 'Pályázat lezárása',
              question: `Biztosan lezárja ${recordPhrase(`„${tenderTitle(tender.data)}”`, 'pályázatot')}?`,
              confirmLabel: 'Lezárás',
              destructive: true,
              onConfirm: () => close.mutate({ id }),
            })
          }
        >
          Pályázat lezárása
        </Button>
      </Group>
    </Paper>
  );
}
