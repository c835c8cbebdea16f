// Closing a meter (close/): after it no reading can be recorded; the meter stays listed as closed.
import { Button, Group, Paper, Text } from '@mantine/core';
import { trpc } from '../../../api/trpc.ts';
import { confirmAction, recordPhrase } from '../../../ui/confirm.ts';
import { useInvalidateModule } from '../../../ui/moduleApi.ts';
import { toast } from '../../../ui/toasts.ts';

export function MeterClose({ id }: { id: number }) {
  const meter = trpc.utilities.get.useQuery({ id });
  const invalidate = useInvalidateModule('utilities');
  const close = trpc.utilities.close.useMutation({
    onSuccess: async () => {
      toast('success', 'A mérő lezárva.');
      await invalidate();
    },
    onError: (error) => toast('error', error.message),
  });
  if (!meter.data?.can_close) return null;
  const name = String(meter.data.name);
  return (
    <Paper withBorder p="md">
      <Group justify="space-between">
        <Text size="sm">A lezárt mérőhöz nem rögzíthető több leolvasás; a listában lezártként marad meg.</Text>
        <Button
          color="red"
          loading={close.isPending}
          onClick={() =>
            confirmAction({
              title: 'Mérő lezárása',
              question: `Biztosan lezárja ${recordPhrase(`„${name}”`, 'mérőt')}?`,
              confirmLabel: 'Lezárás',
              destructive: true,
              onConfirm: () => close.mutate({ id }),
            })
          }
        >
          Mérő lezárása
        </Button>
      </Group>
    </Paper>
  );
}
