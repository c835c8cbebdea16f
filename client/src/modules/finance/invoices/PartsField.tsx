// The invoice's split over institutions (ui/LinesField): an institution and an amount per line,
// the live sum against the invoice's amount (the server refuses a difference), and on the details
// page each stored part's document (melleklet_feltoltese/, melleklet-torlese/ with the part's id).
import { Button, FileButton, Group, Text } from '@mantine/core';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { FileLink } from '../../../ui/FileLink.tsx';
import { LinesInput, type TLineColumn, type TLinesConfig } from '../../../ui/LinesField.tsx';
import { toast } from '../../../ui/toasts.ts';
import { institutionOptions } from '../../../ui/useOptionLists.ts';
import { restFetch } from '../../../api/rest.ts';
import { errorText, toApiError } from '../../../api/errors.ts';
import { fillerOf, fillerText, partsSumFiller, type TPartLine } from './parts.ts';
import { useInvoiceFiles, type TInvoiceFiles } from './record.ts';

/** The invoice's amount in fillér, from the form. */
const amountOf = (values: Record<string, unknown>) => fillerOf(typeof values.amount === 'number' ? values.amount : null);

/** The stored part's document, with its upload and delete buttons as the record allows. */
function PartDocument({ line, record }: { line: TPartLine; record: TInvoiceFiles }) {
  const { upload, refresh } = useInvoiceFiles();
  const document = record.parts.find((p) => p.id === line.id)?.document ?? null;
  const run = async (action: () => Promise<void>, done: string) => {
    try {
      await action();
      toast('success', done);
    } catch (failure) {
      toast('error', errorText(toApiError(failure)));
    }
  };
  const uploadFile = (partId: number, file: File | null) => {
    if (!file) return;
    const form = new FormData();
    form.append('part_id', String(partId));
    form.append('document', file);
    void run(() => upload('melleklet_feltoltese/', form), 'A dokumentum feltöltése sikerült.');
  };
  const remove = (partId: number) =>
    void run(async () => {
      await restFetch(`/api/szamlazas/${record.id}/melleklet-torlese/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: partId }),
      });
      await refresh();
    }, 'A dokumentum törölve.');
  return (
    <Group gap="xs" wrap="nowrap">
      {document ? (
        <FileLink href={document.url} name={document.name} />
      ) : (
        <Text size="sm" c="gray.7">
          –
        </Text>
      )}
      {line.id !== undefined && record.can_upload_part_document && (
        <FileButton onChange={(file) => uploadFile(line.id!, file)}>
          {(props) => (
            <Button size="compact-xs" variant="default" {...props}>
              Feltöltés
            </Button>
          )}
        </FileButton>
      )}
      {line.id !== undefined && document && record.can_delete_part_document && (
        <Button size="compact-xs" variant="subtle" color="red" onClick={() => remove(line.id!)}>
          Törlés
        </Button>
      )}
    </Group>
  );
}

const COLUMNS: TLineColumn<TPartLine>[] = [
  { name: 'institution', label: 'Intézmény', input: 'select', textValues: true, options: institutionOptions },
  { name: 'amount', label: 'Összeg', input: 'number', width: 180, decimals: 2, grouped: true, suffix: 'Ft' },
];

const partsConfig = (record: TInvoiceFiles | null): TLinesConfig<TPartLine> => ({
  label: 'Megosztás intézmények között',
  addLabel: 'Új tétel',
  removeLabel: 'Tétel törlése',
  emptyText: 'Nincs megosztás: a számla egészében az intézményé.',
  // The first part starts with the invoice's whole amount.
  newLine: (lines, values) => ({ institution: null, amount: lines.length === 0 && amountOf(values) > 0 ? amountOf(values) / 100 : null }),
  footer: (lines, { values }) => {
    if (lines.length === 0) return null;
    const sum = partsSumFiller(lines);
    const differs = sum !== amountOf(values);
    return (
      <Text size="sm" c={differs ? 'red.8' : 'gray.7'} data-testid="parts-sum">
        Megosztva: {fillerText(sum)} · a számla összege: {fillerText(amountOf(values))}
        {differs ? ' – a kettőnek egyeznie kell.' : ''}
      </Text>
    );
  },
  columns: record
    ? [...COLUMNS, { name: 'document', label: 'Dokumentum', input: 'custom', render: ({ line }) => <PartDocument line={line} record={record} /> }]
    : COLUMNS,
});

export function PartsField(props: TCustomFieldProps & { value: TPartLine[] }) {
  const { record } = useInvoiceFiles();
  return <LinesInput {...props} name="parts" config={partsConfig(record)} />;
}
