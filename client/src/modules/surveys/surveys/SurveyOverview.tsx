// Below a survey's details: each target school's result and its state (a link to the fill-in),
// and the summary of the closed results ({id}/osszegzes/) charted, with its xlsx.
import { Anchor, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { trpc } from '../../../api/trpc.ts';
import { downloadFile } from '../../../api/rest.ts';
import { toast } from '../../../ui/toasts.ts';
import { AnswerSummary } from '../../../ui/AnswerSummary.tsx';
import { modulePaths } from '@etanker/shared/modules.ts';

const FILL = modulePaths('surveyResults').prefix;

interface TResultRow {
  id: number;
  closed: boolean;
  closed_at: string | null;
  institution: { id: number; name: string };
}

export function SurveyOverview({ id }: { id: number }) {
  const survey = trpc.surveys.get.useQuery({ id });
  const summary = trpc.surveys.summary.useQuery({ id });
  const results = ((survey.data as { results?: TResultRow[] } | undefined)?.results ?? []) as TResultRow[];
  const download = () =>
    downloadFile(`/api/kerdoivek/${id}/osszegzes/export/`, `kerdoiv_osszegzes_${id}.xlsx`).catch(() => toast('error', 'A letöltés nem sikerült.'));
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Title order={2} size="h3" mb="sm">
          Kitöltések
        </Title>
        <Table.ScrollContainer minWidth={320}>
          <Table striped withTableBorder>
            <Table.Tbody>
              {results.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`${FILL}/${r.id}.html`}>
                      {r.institution.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={r.closed ? 'green' : 'blue'}>{r.closed ? `Lezárva ${r.closed_at ?? ''}` : 'Nyitott'}</Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Paper withBorder p="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3">
            Összegzés
          </Title>
          {summary.isFetching && <Loader size="xs" />}
          <Button variant="default" onClick={download}>
            Excel letöltése
          </Button>
        </Group>
        {summary.data && (
          <Text mt="sm" size="sm" c="gray.7">
            Csak a lezárt kitöltések számítanak: {summary.data.closed_count} lezárt a(z) {summary.data.result_count} kitöltésből.
          </Text>
        )}
      </Paper>
      {summary.data && <AnswerSummary questions={summary.data.questions} />}
    </Stack>
  );
}
