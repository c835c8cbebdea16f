// A questionnaire's summary (yearly reports, surveys; server: modules/answer-summary.ts) as tables
// and @mantine/charts (recharts underneath): the number questions' sums as bars, each choice
// question's distribution as a donut, the text and list answers by school.
import '@mantine/charts/styles.css';
import { Group, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { BarChart, DonutChart } from '@mantine/charts';
import type { TQuestionSummary } from '@etanker/shared/questions.ts';
import { formatNumber } from './formatters.ts';

const COLORS = ['blue.6', 'teal.6', 'yellow.6', 'red.6', 'grape.6', 'cyan.6', 'orange.6', 'lime.6'];
const NUM = { whiteSpace: 'nowrap', textAlign: 'right' } as const;

/** The sections a summary has questions for. */
export function AnswerSummary({ questions }: { questions: readonly TQuestionSummary[] }) {
  return (
    <>
      {questions.some((q) => q.stats) && <Numbers questions={questions} />}
      {questions.some((q) => q.distribution) && <Choices questions={questions} />}
      {questions.some((q) => q.answers) && <Texts questions={questions} />}
    </>
  );
}

function Numbers({ questions: all }: { questions: readonly TQuestionSummary[] }) {
  const questions = all.filter((q) => q.stats);
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

function Choices({ questions: all }: { questions: readonly TQuestionSummary[] }) {
  const questions = all.filter((q) => q.distribution);
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

function Texts({ questions: all }: { questions: readonly TQuestionSummary[] }) {
  const questions = all.filter((q) => q.answers);
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
