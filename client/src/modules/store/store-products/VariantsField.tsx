// The variants of a product as an editable table (ui/LinesField): name, gross unit price, VAT,
// availability window, minimum order quantity, packaging unit, provider; a stored variant's
// stock per location is shown and kept, and it goes to the basket from here.
import { Text } from '@mantine/core';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { LinesInput, type TLinesConfig } from '../../../ui/LinesField.tsx';
import { optionsOf } from '../../../ui/useOptionLists.ts';
import { formatNumber } from '../../../ui/formatters.ts';
import type { TVariantLine } from './variants.ts';
import { AddToBasket } from './AddToBasket.tsx';

const stockText = (line: TVariantLine) => (line.inventories ?? []).map((i) => `${i.location}: ${formatNumber(i.quantity)} db`).join(', ') || '–';

const VARIANTS: TLinesConfig<TVariantLine> = {
  label: 'Változatok',
  addLabel: 'Új változat',
  removeLabel: 'Változat törlése',
  newLine: () => ({
    name: '',
    price: null,
    vat: '1',
    available_from: null,
    available_till: null,
    minimum_order_quantity: 1,
    packaging_unit: 1,
    provider: 'Központi raktár',
    inventories: [],
  }),
  columns: [
    { name: 'name', label: 'Változat', input: 'text', required: true, maxLength: 200, width: 180 },
    { name: 'price', label: 'Bruttó egységár', input: 'number', required: true, min: 0, decimals: 0, grouped: true, suffix: 'Ft', width: 150 },
    { name: 'basket', label: 'Rendelés', input: 'custom', width: 110, render: (cell) => <AddToBasket line={cell.line} /> },
    { name: 'vat', label: 'ÁFA', input: 'select', textValues: true, options: (lists) => optionsOf(lists, 'vat'), width: 100 },
    { name: 'available_from', label: 'Elérhető ettől', input: 'date', width: 140 },
    { name: 'available_till', label: 'Elérhető eddig', input: 'date', width: 140 },
    { name: 'minimum_order_quantity', label: 'Min. mennyiség', input: 'number', min: 1, decimals: 0, suffix: 'db', width: 120 },
    { name: 'packaging_unit', label: 'Kiszerelés', input: 'number', min: 1, decimals: 0, suffix: 'db', width: 120 },
    { name: 'provider', label: 'Szállító', input: 'text', maxLength: 200, width: 160 },
    { name: 'inventories', label: 'Készlet', input: 'custom', width: 160, render: (cell) => <Text size="sm">{stockText(cell.line)}</Text> },
  ],
};

export const VariantsField = (props: TCustomFieldProps) => <LinesInput {...props} name="variants" config={VARIANTS} />;
