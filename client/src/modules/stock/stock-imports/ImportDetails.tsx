// An import's details: its state, a progress bar polled while it is pending or processing, the
// counts when done, the row errors when failed; deleting keeps the imported items.
import { useNavigate } from 'react-router-dom';
import { Alert, Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { modulePaths } from '@etanker/shared/modules.ts';
import { trpc } from '../../../api/trpc.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { confirmAction } from '../../../ui/confirm.ts';
import { toast } from '../../../ui/toasts.ts';
import { useInvalidateModule } from '../../../ui/moduleApi.ts';
import { importProgress, STATE_COLORS } from './progress.ts';

const PATHS = modulePaths('stockImports');
const POLL_MS = 1000;

export function ImportDetails({ id }: { id: number }) {
  const navigate = useNavigate();
  const invalidate = useInvalidateModule('stockImports');
  const detail = trpc.stockImports.get.useQuery(
    { id },
    { refetchInterval: (query) => (['pending', 'processing'].includes(query.state.data?.state ?? '') ? POLL_MS : false) },
  );
  const remove = trpc.stockImports.delete.useMutation({
    onSuccess: async () => {
      toast('success', 'Az importálás törölve; a tételek a leltárban maradtak.');
      await invalidate();
      void navigate(PATHS.listPath);
    },
    onError: (error) => toast('error', error.message),
  });
  const data = detail.data;
  usePageTitle(data ? `Leltár importálás: ${data.file}` : 'Leltár importálás');
  if (!data) return null;
  const running = data.state === 'pending' || data.state === 'processing';
  const percent = importProgress(data);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {data.file}
        </Title>
        {data.can_delete ? (
          <Button
            color="red"
            variant="light"
            loading={remove.isPending}
            onClick={() =>
              confirmAction({
                title: 'Importálás törlése',
                question: 'Biztosan törli az importálást? A beolvasott tételek a leltárban maradnak.',
                confirmLabel: 'Törlés',
                destructive: true,
                onConfirm: () => remove.mutate({ id }),
              })
            }
          >
            Törlés
          </Button>
        ) : null}
      </Group>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Text size="sm">Intézmény: {data.institution.name}</Text>
          <Text size="sm">Feltöltötte: {data.creator.name}</Text>
          <Text size="sm">Feltöltve: {data.created_at}</Text>
          <Text size="sm">Befejezve: {data.finished_at ?? '–'}</Text>
          <Group gap="xs">
            <Text size="sm">Állapot:</Text>
            <Badge color={STATE_COLORS[data.state]} variant="light">
              {data.state_display}
            </Badge>
          </Group>
          <Text size="sm">
            Sorok: {data.done_rows} / {data.total_rows || '?'}
          </Text>
        </SimpleGrid>
        <Progress
          mt="sm"
          size="lg"
          value={running && data.total_rows === 0 ? 100 : percent}
          striped={running}
          animated={running}
          color={STATE_COLORS[data.state]}
          aria-label="Haladás"
        />
        {running && data.total_rows === 0 ? (
          <Text size="xs" c="dimmed" mt={4}>
            A fájl ellenőrzése folyamatban…
          </Text>
        ) : null}
      </Paper>
      {data.state === 'done' ? (
        <Alert color="green">
          Új tételek: {data.created_count}, frissített tételek: {data.updated_count}.
        </Alert>
      ) : null}
      {data.state === 'failed' ? (
        <Paper withBorder p="md">
          <Text fw={600} mb="xs">
            Hibák — a leltár nem változott
          </Text>
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Sor</Table.Th>
                  <Table.Th>Oszlop</Table.Th>
                  <Table.Th>Hiba</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.errors.map((e, index) => (
                  <Table.Tr key={index}>
                    <Table.Td>{e.row || '–'}</Table.Td>
                    <Table.Td>{e.field || '–'}</Table.Td>
                    <Table.Td>{e.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
    </Stack>
  );
}
