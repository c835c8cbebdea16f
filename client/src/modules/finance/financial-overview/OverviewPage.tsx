// The overview page: pick an institution and a year; the rovat groups with their totals, the
// commitments behind them (when the finance setting shows them), the periodic reports and the
// upload form (for users who may write).
import { useState } from 'react';
import { Anchor, Group, Loader, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { trpc } from '../../../api/trpc.ts';
import { useMe } from '../../../api/startup-data.ts';
import { SearchSelect } from '../../../ui/SearchSelect.tsx';
import { FileLink } from '../../../ui/FileLink.tsx';
import { formatDateTime, formatMoney } from '../../../ui/formatters.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { EntryGroupTable } from './EntryGroupTable.tsx';
import { UploadForm, monthName } from './UploadForm.tsx';
import type { TOverviewData } from './types.ts';
import { modulePaths } from '@etanker/shared/modules.ts';

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const AMOUNT = { ...NOWRAP, textAlign: 'right' } as const;
const thisYear = new Date().getFullYear();

export function OverviewPage() {
  usePageTitle('Pénzügyi áttekintő');
  const me = useMe();
  const institutions = trpc.financialOverview.institutions.useQuery().data;
  const [picked, setPicked] = useState<string | null>(null);
  // The centre's staff opens on the first school (the centre's own office keeps no school reports).
  const opening = institutions?.find((i) => i.type === 'school') ?? institutions?.[0];
  const institution = picked ?? (opening ? String(opening.id) : null);
  const years = trpc.financialOverview.years.useQuery(institution ? { institution: Number(institution) } : undefined, { enabled: institution !== null }).data;
  const [year, setYear] = useState(thisYear);
  const yearChoices = [...new Set([thisYear, year, ...(years ?? [])])].sort((a, b) => b - a).map(String);
  const overview = trpc.financialOverview.get.useQuery({ institution: Number(institution), year }, { enabled: institution !== null });
  const utils = trpc.useUtils();

  const uploaded = async (uploadYear: number) => {
    setYear(uploadYear);
    await Promise.all([utils.financialOverview.get.invalidate(), utils.financialOverview.years.invalidate()]);
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group justify="space-between" mb="md" gap="sm">
          <Title order={1} size="h2">
            Pénzügyi áttekintő
          </Title>
          {overview.isFetching && <Loader size="xs" />}
        </Group>
        <Group align="flex-end" mb="md" gap="sm">
          <SearchSelect
            label="Intézmény"
            required
            data={(institutions ?? []).map((i) => ({ value: String(i.id), label: i.name }))}
            value={institution}
            onChange={setPicked}
            w={{ base: '100%', sm: 380 }}
          />
          <Select label="Év" data={yearChoices} value={String(year)} onChange={(next) => next && setYear(Number(next))} allowDeselect={false} w={110} />
        </Group>
        {institutions && institutions.length === 0 && <Text c="gray.7">Nincs megtekinthető intézmény.</Text>}
        {overview.data && (
          <>
            <Text size="sm" c="gray.7" mb="xs">
              {overview.data.planned_from
                ? `Előirányzat és teljesítés: a ${year}. ${monthName(overview.data.planned_from.month)} havi időszakos jelentésből.`
                : 'Ehhez az évhez nincs időszakos jelentés.'}
            </Text>
            <EntryGroupTable data={overview.data} />
          </>
        )}
      </Paper>
      {overview.data?.show_commitments && <Commitments data={overview.data} />}
      {overview.data && <Reports data={overview.data} />}
      {institution && me && !me.is_readonly && <UploadForm institution={Number(institution)} onUploaded={uploaded} />}
    </Stack>
  );
}

function Commitments({ data }: { data: TOverviewData }) {
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="xs">
        Kötelezettségvállalások
      </Title>
      {data.commitment_values.length === 0 ? (
        <Text c="gray.7">Ebben az évben nincs jóváhagyott kötelezettségvállalás.</Text>
      ) : (
        <Table.ScrollContainer minWidth={340}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tárgy</Table.Th>
                <Table.Th visibleFrom="sm">Rovat</Table.Th>
                <Table.Th style={AMOUNT}>Vállalt</Table.Th>
                <Table.Th style={AMOUNT}>Számlázott</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.commitment_values.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Anchor component={Link} to={modulePaths('commitments').detailPath(c.id)}>
                      {c.reference_number || c.subject}
                    </Anchor>
                    {c.reference_number && (
                      <Text size="xs" c="gray.7">
                        {c.subject}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{c.financial_entry?.name ?? '–'}</Table.Td>
                  <Table.Td style={AMOUNT}>{formatMoney(c.committed)}</Table.Td>
                  <Table.Td style={AMOUNT}>{formatMoney(c.invoiced)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

function Reports({ data }: { data: TOverviewData }) {
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="xs">
        Időszakos jelentések
      </Title>
      {data.periodic_reports.length === 0 ? (
        <Text c="gray.7">Nincs feltöltött jelentés.</Text>
      ) : (
        <Table.ScrollContainer minWidth={340}>
          <Table striped data-testid="periodic-reports">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Időszak</Table.Th>
                <Table.Th>Fájl</Table.Th>
                <Table.Th visibleFrom="sm">Feltöltötte</Table.Th>
                <Table.Th style={AMOUNT} visibleFrom="sm">
                  Előirányzat
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.periodic_reports.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td style={NOWRAP}>
                    {r.year}. {monthName(r.month)}
                  </Table.Td>
                  <Table.Td>
                    <FileLink href={r.url} name={r.file_name} />
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    {r.uploaded_by}
                    <Text size="xs" c="gray.7">
                      {formatDateTime(r.uploaded_at)}
                    </Text>
                  </Table.Td>
                  <Table.Td style={AMOUNT} visibleFrom="sm">
                    {formatMoney(r.planned)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
