// Resolving an extra item (feldolgoz/): the caller becomes its resolver; afterwards it no longer changes.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { trpc } from '../../../api/trpc.ts';
import { useInvalidateModule } from '../../../ui/moduleApi.ts';
import { toast } from '../../../ui/toasts.ts';

export function ExtraResolve({ id }: { id: number }) {
  const extra = trpc.extraStockItems.get.useQuery({ id });
  const invalidate = useInvalidateModule('extraStockItems');
  const resolve = trpc.extraStockItems.resolve.useMutation({
    onSuccess: async () => {
      toast('success', 'A többlet feldolgozva.');
      await invalidate();
    },
    onError: (error) => toast('error', error.message),
  });
  if (!extra.data) return null;
  const person = (value: unknown) => (value as { name?: string } | null)?.name ?? '–';
  return (
    <Paper withBorder p="md">
      <Group justify="space-between">
        <Stack gap={2}>
          <Text size="sm">Rögzítette: {person(extra.data.creator)}</Text>
          <Text size="sm">Feldolgozta: {person(extra.data.resolver)}</Text>
        </Stack>
        {extra.data.can_resolve ? (
          <Group gap="sm">
            <Text size="xs" c="dimmed" maw={320}>
              A feldolgozott többlet (nyilvántartásba vétel vagy rendezés után) már nem módosítható.
            </Text>
            <Button loading={resolve.isPending} onClick={() => resolve.mutate({ id })}>
              Feldolgozás
            </Button>
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}
