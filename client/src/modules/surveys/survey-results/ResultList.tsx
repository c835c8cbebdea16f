// lista.html: the caller's survey results (a school: its own of open surveys; the centre: all),
// newest deadline first, searched by the survey's name; a card per result, so a phone reads it too.
import { useState } from 'react';
import { Anchor, Badge, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { trpc } from '../../../api/trpc.ts';
import { Pagination } from '../../../ui/Pagination.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { modulePaths } from '@etanker/shared/modules.ts';
import type { TSurveyResult } from './types.ts';

const PREFIX = modulePaths('surveyResults').prefix;

export const statusColor = (r: Pick<TSurveyResult, 'closed' | 'status'>) => (r.closed ? 'green' : r.status === 'Határidőn túl' ? 'red' : 'blue');

export function ResultList() {
  usePageTitle('Kérdőív kitöltés');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(25);
  const query = trpc.surveyResults.list.useQuery({ q, page, limit });
  const rows = (query.data?.data ?? []) as Omit<TSurveyResult, 'answers'>[];
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group justify="space-between" gap="sm" mb="sm">
          <Title order={1} size="h2">
            Kérdőív kitöltés
          </Title>
          {query.isFetching && <Loader size="xs" />}
        </Group>
        <TextInput label="Keresés" value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={{ base: '100%', sm: 320 }} />
      </Paper>
      {rows.length === 0 && !query.isFetching && <Text>Nincs kitöltendő kérdőív.</Text>}
      {rows.map((r) => (
        <Paper key={r.id} withBorder p="sm">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Anchor component={Link} to={`${PREFIX}/${r.id}.html`} fw={600}>
              {r.survey.name}
            </Anchor>
            <Badge color={statusColor(r)}>{r.status}</Badge>
          </Group>
          <Text size="sm">{r.institution.name}</Text>
          <Text size="sm" c="gray.7">
            Kitölthető: {r.survey.open_from} – {r.survey.deadline}
            {r.closed_at ? ` · Lezárva: ${r.closed_at}` : ''}
          </Text>
        </Paper>
      ))}
      <Pagination
        page={page}
        pageSize={limit}
        total={query.data?.total ?? 0}
        onPage={setPage}
        onPageSize={(n) => {
          setLimit(n);
          setPage(1);
        }}
      />
    </Stack>
  );
}
