import { ActionIcon, Button, Group, NumberInput, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { formatMoney } from '../../../ui/formatters.ts';
import { NUMBER_STEP } from '../../../ui/FieldInput.tsx';
import { Suffix } from '../../../ui/Suffix.tsx';
import { useFocusNewRow } from '../../../ui/useFocusNewRow.ts';
import { optionsOf } from '../../../ui/useOptionLists.ts';
import { currencyDecimals, lineTotals, NEW_PRODUCT, productTotals, type TProductLine } from './products.ts';

/** The product lines of a commitment with their totals. */
export function ProductsField({ value, values, onChange, readOnly, error, lists }: TCustomFieldProps) {
  const lines = (value as TProductLine[] | null) ?? [];
  const vatOptions = optionsOf(lists, 'vat');
  const rateOf = (vat: string) => Number((lists.vat ?? []).find((entry) => String(entry.id) === vat)?.rate ?? 0);
  const setLine = (index: number, patch: Partial<TProductLine>) => onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const decimals = currencyDecimals(values.currency);
  const totals = productTotals(lines, rateOf, decimals);
  const [rowsRef, rowAdded] = useFocusNewRow();
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Termékek
      </Text>
      <Table.ScrollContainer minWidth={720}>
        <Table ref={rowsRef}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Megnevezés</Table.Th>
              <Table.Th w={100}>Mennyiség</Table.Th>
              <Table.Th w={90}>Egység</Table.Th>
              <Table.Th w={150}>Bruttó egységár</Table.Th>
              <Table.Th w={110}>ÁFA</Table.Th>
              <Table.Th w={130}>Bruttó összesen</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => (
              <Table.Tr key={index} data-product-row={index}>
                <Table.Td>
                  <TextInput
                    aria-label="Megnevezés"
                    readOnly={readOnly}
                    value={line.name}
                    onChange={(event) => setLine(index, { name: event.currentTarget.value })}
                    error={!line.name && error ? ' ' : undefined}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label="Mennyiség"
                    readOnly={readOnly}
                    step={NUMBER_STEP}
                    min={0}
                    value={line.quantity ?? ''}
                    onChange={(next) => setLine(index, { quantity: next === '' ? null : Number(next) })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label="Egység"
                    readOnly={readOnly}
                    value={line.unit}
                    onChange={(event) => setLine(index, { unit: event.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label="Bruttó egységár"
                    readOnly={readOnly}
                    step={NUMBER_STEP}
                    min={0}
                    thousandSeparator=" "
                    decimalSeparator="."
                    rightSection={<Suffix>Ft</Suffix>}
                    value={line.gross_price ?? ''}
                    onChange={(next) => setLine(index, { gross_price: next === '' ? null : Number(next) })}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label="ÁFA"
                    readOnly={readOnly}
                    data={vatOptions}
                    value={line.vat}
                    allowDeselect={false}
                    onChange={(next) => next && setLine(index, { vat: next })}
                  />
                </Table.Td>
                <Table.Td>{formatMoney(lineTotals(line, rateOf(line.vat), decimals).total_price)}</Table.Td>
                <Table.Td>
                  {!readOnly && (
                    <ActionIcon variant="subtle" color="red" aria-label="Termék törlése" onClick={() => onChange(lines.filter((_, at) => at !== index))}>
                      ✕
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
      <Group justify="space-between">
        {!readOnly ? (
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              rowAdded();
              onChange([...lines, NEW_PRODUCT]);
            }}
          >
            Új termék
          </Button>
        ) : (
          <span />
        )}
        <Group gap="lg" data-products-totals>
          <Text size="sm">Nettó: {formatMoney(totals.net)}</Text>
          <Text size="sm">ÁFA: {formatMoney(totals.vat)}</Text>
          <Text size="sm" fw={700}>
            Bruttó: {formatMoney(totals.gross)}
          </Text>
        </Group>
      </Group>
    </Stack>
  );
}
