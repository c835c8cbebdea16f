// The product lines of a commitment (ui/LinesField) with each line's gross and the totals.
import { Group, Text } from '@mantine/core';
import type { TCustomFieldProps, TOptionLists } from '../../../ui/fieldsConfig.ts';
import { formatMoney } from '../../../ui/formatters.ts';
import { LinesInput, type TLinesConfig } from '../../../ui/LinesField.tsx';
import { optionsOf } from '../../../ui/useOptionLists.ts';
import { currencyDecimals, lineTotals, NEW_PRODUCT, productTotals, type TProductLine } from './products.ts';

const vatRateOf = (lists: TOptionLists) => (vat: string) => Number((lists.vat ?? []).find((entry) => String(entry.id) === vat)?.rate ?? 0);

const PRODUCTS: TLinesConfig<TProductLine> = {
  label: 'Termékek',
  addLabel: 'Új termék',
  removeLabel: 'Termék törlése',
  newLine: () => NEW_PRODUCT,
  // The server names no line: an unnamed line is marked while the field has an error.
  warnings: (line, { error }) => (!line.name && error ? { name: ' ' } : {}),
  columns: [
    { name: 'name', label: 'Megnevezés', input: 'text' },
    { name: 'quantity', label: 'Mennyiség', input: 'number', width: 100, min: 0 },
    { name: 'unit', label: 'Egység', input: 'text', width: 90 },
    { name: 'gross_price', label: 'Bruttó egységár', input: 'number', width: 150, min: 0, grouped: true, suffix: 'Ft' },
    { name: 'vat', label: 'ÁFA', input: 'select', width: 110, required: true, textValues: true, options: (lists) => optionsOf(lists, 'vat') },
    {
      name: 'total_price',
      label: 'Bruttó összesen',
      input: 'custom',
      width: 130,
      render: ({ line, values, lists }) => formatMoney(lineTotals(line, vatRateOf(lists)(line.vat), currencyDecimals(values.currency)).total_price),
    },
  ],
  footer: (lines, { values, lists }) => {
    const totals = productTotals(lines, vatRateOf(lists), currencyDecimals(values.currency));
    return (
      <Group gap="lg" justify="flex-end" data-products-totals>
        <Text size="sm">Nettó: {formatMoney(totals.net)}</Text>
        <Text size="sm">ÁFA: {formatMoney(totals.vat)}</Text>
        <Text size="sm" fw={700}>
          Bruttó: {formatMoney(totals.gross)}
        </Text>
      </Group>
    );
  },
};

/** The product lines of a commitment with their totals. */
export const ProductsField = (props: TCustomFieldProps) => <LinesInput {...props} name="products" config={PRODUCTS} />;
