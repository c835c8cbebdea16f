// osszesito.html: the summary of a school year's closed reports (osszegzes/), as tables and
// @mantine/charts (recharts underneath): the number questions' sums as bars, each choice
// question's distribution as a donut, the text and list answers by school. The xlsx and the PDF
// are the server's, made from the same answer.
import { useState } from 'react';
import { Button, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { trpc } from '../../../api/trpc.ts';
import { downloadFile, openPdfInNewTab } from '../../../api/rest.ts';
import { toast } from '../../../ui/toasts.ts';
import { formatNumber } from '../../../ui/formatters.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { modulePaths } from '@etanker/shared/modules.ts';
import type { TSummary } from './types.ts';
import { AnswerSummary } from '../../../ui/AnswerSummary.tsx';

const LIST = modulePaths('yearlyReports').listPath;

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
      {summary && <AnswerSummary questions={summary.questions} />}
    </Stack>
  );
}
