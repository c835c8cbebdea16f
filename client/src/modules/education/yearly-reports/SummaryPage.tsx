// osszesito.html: the summary of a school year's closed reports (osszegzes/), as tables and
// @mantine/charts (recharts underneath): the number questions' sums as bars, each choice
// question's distribution as a donut, the text and list answers by school. The xlsx and the PDF
// are the server's, made from the same answer.
import '@mantine/charts/styles.css';
import { useState } from 'react';
import { Button, Group, List, Loader, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { BarChart, DonutChart } from '@mantine/charts';
import { Link } from 'react-router-dom';
import { trpc } from '../../../api/trpc.ts';
import { downloadFile, openPdfInNewTab } from '../../../api/rest.ts';
import { toast } from '../../../ui/toasts.ts';
import { formatNumber } from '../../../ui/formatters.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { modulePaths } from '@etanker/shared/modules.ts';
import type { TSummary } from './types.ts';

const LIST = modulePaths('yearlyReports').listPath;
const COLORS = ['blue.6', 'teal.6', 'yellow.6', 'red.6', 'grape.6', 'cyan.6', 'orange.6', 'lime.6'];
const NUM = { whiteSpace: 'nowrap', textAlign: 'right' } as const;

/** The running school year's first calendar year (from September). */
function runningSchoolYear(now = new Date()): number {
  return now.getMonth() >= 8 ? now.getFullYear() : now.getFullYear() - 1;
}

export function SummaryPage() {
  usePageTitle('Éves beszámolók összesítője');
  // The last finished school year has closed reports; the running one fills up by July.
  const [year, setYear] = useState(runningSchoolYear() - 1);
  const query = trpc.yearlyReports.summary.useQuery({ year });
  const summary = query.data as TSummary | undefined;
  const years = Array.from({ length: 6 }, (_, i) => runningSchoolYear() - i).map((y) => ({ value: String(y), label: `${y}/${y + 1}` }));
  const download = () =>
    downloadFile(`/api/eves-beszamolok/osszegzes/export/?year=${year}`, `eves_beszamolok_osszegzes_${year}.xlsx`).catch(() =>
      toast('error', 'A letöltés nem sikerült.'),
    );
  const pdf = () => openPdfInNewTab(`/api/eves-beszamolok/osszegzes/pdf/?year=${year}`).catch(() => toast('error', 'A PDF nem készült el.'));

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group justify="space-between" gap="sm" mb="sm">
          <Title order={1} size="h2">
            Éves beszámolók összesítője
          </Title>
          {query.isFetching && <Loader size="xs" />}
        </Group>
        <Group align="flex-end" gap="sm">
          <Select label="Tanév" data={years} value={String(year)} onChange={(v) => v && setYear(Number(v))} allowDeselect={false} w={140} />
          <Button variant="default" onClick={download}>
            Excel letöltése
          </Button>
          <Button variant="default" onClick={pdf}>
            PDF
          </Button>
          <Button component={Link} to={LIST} variant="subtle">
            Beszámolók listája
          </Button>
        </Group>
        {summary && (
          <Text mt="sm" size="sm" c="gray.7">
            Csak a lezárt beszámolók számítanak: {summary.closed_count} lezárt a(z) {summary.report_count} beszámolóból. Pedagógusok összesen:{' '}
            {formatNumber(summary.base_numbers.teacher_count)}, tanulók összesen: {formatNumber(summary.base_numbers.student_count)}.
          </Text>
        )}
      </Paper>
      {summary && <Numbers summary={summary} />}
      {summary && <Choices summary={summary} />}
      {summary && <Texts summary={summary} />}
    </Stack>
  );
}

function Numbers({ summary }: { summary: TSummary }) {
  const questions = summary.questions.filter((q) => q.stats);
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h3" mb="sm">
        Számszerű adatok
      </Title>
      <BarChart
        h={260}
        data={questions.map((q) => ({ kérdés: `${q.number}.`, Összeg: q.stats!.sum }))}
        dataKey="kérdés"
        series={[{ name: 'Összeg', color: 'blue.6' }]}
        valueFormatter={(v) => formatNumber(v)}
        mb="md"
      />
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Kérdés</Table.Th>
              <Table.Th style={NUM}>Válaszok</Table.Th>
              <Table.Th style={NUM}>Összeg</Table.Th>
              <Table.Th style={NUM}>Átlag</Table.Th>
              <Table.Th style={NUM}>Minimum</Table.Th>
              <Table.Th style={NUM}>Maximum</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {questions.map((q) => (
              <Table.Tr key={q.id}>
                <Table.Td>
                  {q.number}. {q.text}
                </Table.Td>
                <Table.Td style={NUM}>{q.stats!.count}</Table.Td>
                <Table.Td style={NUM}>{formatNumber(q.stats!.sum)}</Table.Td>
                <Table.Td style={NUM}>{formatNumber(q.stats!.avg)}</Table.Td>
                <Table.Td style={NUM}>{formatNumber(q.stats!.min)}</Table.Td>
                <Table.Td style={NUM}>{formatNumber(q.stats!.max)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function Choices({ summary }: { summary: TSummary }) {
  const questions = summary.questions.filter((q) => q.distribution);
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h3" mb="sm">
        Választásos kérdések
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {questions.map((q) => (
          <Stack key={q.id} gap="xs">
            <Text fw={600}>
              {q.number}. {q.text}
            </Text>
            <Group align="center" gap="lg" wrap="wrap">
              <DonutChart
                data={q
                  .distribution!.filter((d) => d.count > 0)
                  .map((d) => ({ name: d.choice, value: d.count, color: COLORS[q.distribution!.indexOf(d) % COLORS.length] }))}
                size={140}
                thickness={24}
                withTooltip
                withLabelsLine={false}
              />
              <Table withTableBorder w="auto">
                <Table.Tbody>
                  {q.distribution!.map((d) => (
                    <Table.Tr key={d.choice}>
                      <Table.Td>{d.choice}</Table.Td>
                      <Table.Td style={NUM}>{d.count}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Group>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

function Texts({ summary }: { summary: TSummary }) {
  const questions = summary.questions.filter((q) => q.answers);
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h3" mb="sm">
        Szöveges válaszok iskolánként
      </Title>
      <Stack gap="md">
        {questions.map((q) => (
          <div key={q.id}>
            <Text fw={600}>
              {q.number}. {q.text}
            </Text>
            {q.answers!.length === 0 ? (
              <Text size="sm" c="gray.7">
                Nincs válasz.
              </Text>
            ) : (
              <List size="sm" spacing={4}>
                {q.answers!.map((a) => (
                  <List.Item key={a.institution.id}>
                    <Text span fw={500}>
                      {a.institution.name}:
                    </Text>{' '}
                    {a.array_value.length ? a.array_value.join('; ') : a.value}
                  </List.Item>
                ))}
              </List>
            )}
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
