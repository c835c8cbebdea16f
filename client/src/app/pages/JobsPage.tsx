import { useState } from 'react';
import { Alert, Badge, Button, Container, Group, SegmentedControl, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@etanker/shared/format.ts';
import { trpc } from '../../api/trpc.ts';
import { Pagination } from '../../ui/Pagination.tsx';
import { toast } from '../../ui/toasts.ts';

type TStateFilter = 'all' | 'retry' | 'failed';

/** /hatterfeladatok.html: the job queue's failures (mails, scheduled reports, imports) and a retry for a failed one. */
export function JobsPage() {
  const [state, setState] = useState<TStateFilter>('all');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(25);
  const utils = trpc.useUtils();
  const jobs = trpc.core.jobs.list.useQuery({ page, limit, ...(state === 'all' ? {} : { state }) });
  const retry = trpc.core.jobs.retry.useMutation({
    onSuccess: (answer) => {
      toast('success', answer.detail);
      void utils.core.jobs.list.invalidate();
    },
    onError: (error) => toast('error', error.message),
  });

  return (
    <Container size="lg" py="md" component="main">
      <Title order={1} size="h2" mb="md">
        Háttérfeladatok hibái
      </Title>
      <Text mb="sm" c="dimmed">
        A levélküldés, az ütemezett beszámolók és az importok háttérfeladatai közül azok, amelyek hibára futottak: az újrapróbálásra várók és a végleg
        sikertelenek.
      </Text>
      <SegmentedControl
        mb="sm"
        value={state}
        onChange={(value) => {
          setState(value as TStateFilter);
          setPage(1);
        }}
        data={[
          { value: 'all', label: 'Mind' },
          { value: 'retry', label: 'Újrapróbálásra vár' },
          { value: 'failed', label: 'Sikertelen' },
        ]}
      />
      {jobs.error && <Alert color="red">{jobs.error.message}</Alert>}
      {jobs.data?.total === 0 && <Text>Nincs hibára futott háttérfeladat.</Text>}
      {jobs.data && jobs.data.total > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Feladat</Table.Th>
                <Table.Th>Állapot</Table.Th>
                <Table.Th>Próbálkozások</Table.Th>
                <Table.Th>Létrehozva</Table.Th>
                <Table.Th>Következő próba / hiba ideje</Table.Th>
                <Table.Th>Hiba</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {jobs.data.data.map((job) => (
                <Table.Tr key={job.id}>
                  <Table.Td>{job.name}</Table.Td>
                  <Table.Td>
                    <Badge color={job.state === 'failed' ? 'red' : 'yellow'}>{job.state_label}</Badge>
                  </Table.Td>
                  <Table.Td>
                    {job.retry_count} / {job.retry_limit}
                  </Table.Td>
                  <Table.Td>{formatDateTime(job.created_on)}</Table.Td>
                  <Table.Td>{formatDateTime(job.next_try_or_failed_on)}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{job.error}</Table.Td>
                  <Table.Td>
                    {job.state === 'failed' && (
                      <Group justify="flex-end">
                        <Button size="xs" loading={retry.isPending && retry.variables?.id === job.id} onClick={() => retry.mutate({ id: job.id })}>
                          Újraindítás
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {jobs.data && jobs.data.total > 0 && (
        <Pagination
          page={page}
          pageSize={limit}
          total={jobs.data.total}
          onPage={setPage}
          onPageSize={(size) => {
            setLimit(size);
            setPage(1);
          }}
        />
      )}
    </Container>
  );
}
