// The invoice's split over institutions: an institution and an amount per line, the live sum
// against the invoice's amount (the server refuses a difference), and on the details page each
// stored part's document (melleklet_feltoltese/, melleklet-torlese/ with the part's id).
import { ActionIcon, Button, FileButton, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { SearchSelect } from '../../../ui/SearchSelect.tsx';
import { Suffix } from '../../../ui/Suffix.tsx';
import { FileLink } from '../../../ui/FileLink.tsx';
import { institutionLabel, sortInstitutions } from '../../../ui/formatters.ts';
import { toast } from '../../../ui/toasts.ts';
import { useFocusNewRow } from '../../../ui/useFocusNewRow.ts';
import { restFetch } from '../../../api/rest.ts';
import { errorText, toApiError } from '../../../api/errors.ts';
import { fillerOf, fillerText, partsSumFiller, type TPartLine } from './parts.ts';
import { useInvoiceFiles, type TInvoiceDocument } from './record.ts';

export function PartsField({ value, values, onChange, readOnly, error, errors, lists }: TCustomFieldProps & { value: TPartLine[] }) {
  const lines = value;
  const { record, upload, refresh } = useInvoiceFiles();
  const [rowsRef, rowAdded] = useFocusNewRow();
  const institutions = sortInstitutions((lists.institutions ?? []) as { id: number; name: string; unit_code?: string }[]).map((i) => ({
    value: String(i.id),
    label: institutionLabel(i),
  }));
  const setLine = (index: number, patch: Partial<TPartLine>) => onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const errorOf = (index: number, field: string) => errors[`parts.${index}.${field}`]?.[0];
  const sum = partsSumFiller(lines);
  const amount = fillerOf(typeof values.amount === 'number' ? values.amount : null);
  const differs = lines.length > 0 && sum !== amount;
  const documentOf = (line: TPartLine): TInvoiceDocument => record?.parts.find((p) => p.id === line.id)?.document ?? null;

  const uploadFor = async (partId: number, file: File | null) => {
    if (!file) return;
    const form = new FormData();
    form.append('part_id', String(partId));
    form.append('document', file);
    try {
      await upload('melleklet_feltoltese/', form);
      toast('success', 'A dokumentum feltöltése sikerült.');
    } catch (failure) {
      toast('error', errorText(toApiError(failure)));
    }
  };
  const remove = async (partId: number) => {
    try {
      await restFetch(`/api/szamlazas/${record!.id}/melleklet-torlese/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: partId }),
      });
      await refresh();
      toast('success', 'A dokumentum törölve.');
    } catch (failure) {
      toast('error', errorText(toApiError(failure)));
    }
  };

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Megosztás intézmények között
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table ref={rowsRef}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Intézmény</Table.Th>
              <Table.Th w={180}>Összeg</Table.Th>
              {record && <Table.Th>Dokumentum</Table.Th>}
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text size="sm" c="gray.7">
                    Nincs megosztás: a számla egészében az intézményé.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {lines.map((line, index) => {
              const document = documentOf(line);
              return (
                <Table.Tr key={line.id ?? `new-${index}`}>
                  <Table.Td>
                    <SearchSelect
                      aria-label="Intézmény"
                      readOnly={readOnly}
                      data={institutions}
                      value={line.institution}
                      onChange={(institution) => setLine(index, { institution })}
                      error={errorOf(index, 'institution')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label="Összeg"
                      readOnly={readOnly}
                      value={line.amount ?? ''}
                      onChange={(next) => setLine(index, { amount: next === '' ? null : Number(next) })}
                      decimalScale={2}
                      thousandSeparator=" "
                      decimalSeparator="."
                      rightSection={<Suffix>Ft</Suffix>}
                      error={errorOf(index, 'amount')}
                    />
                  </Table.Td>
                  {record && (
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {document ? (
                          <FileLink href={document.url} name={document.name} />
                        ) : (
                          <Text size="sm" c="gray.7">
                            –
                          </Text>
                        )}
                        {line.id !== undefined && record.can_upload_part_document && (
                          <FileButton onChange={(file) => void uploadFor(line.id!, file)}>
                            {(props) => (
                              <Button size="compact-xs" variant="default" {...props}>
                                Feltöltés
                              </Button>
                            )}
                          </FileButton>
                        )}
                        {line.id !== undefined && document && record.can_delete_part_document && (
                          <Button size="compact-xs" variant="subtle" color="red" onClick={() => void remove(line.id!)}>
                            Törlés
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  )}
                  <Table.Td>
                    {!readOnly && (
                      <ActionIcon variant="subtle" color="red" aria-label="Tétel törlése" onClick={() => onChange(lines.filter((_, at) => at !== index))}>
                        ✕
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {lines.length > 0 && (
        <Text size="sm" c={differs ? 'red.8' : 'gray.7'} data-testid="parts-sum">
          Megosztva: {fillerText(sum)} · a számla összege: {fillerText(amount)}
          {differs ? ' – a kettőnek egyeznie kell.' : ''}
        </Text>
      )}
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
      {!readOnly && (
        <div>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              rowAdded();
              onChange([...lines, { institution: null, amount: lines.length === 0 && amount > 0 ? amount / 100 : null }]);
            }}
          >
            Új tétel
          </Button>
        </div>
      )}
    </Stack>
  );
}
