// The number of occurrences with the gross total it makes (unit price × occurrences), as the
// server will compute it; the stored total, net and VAT show on the details page.
import { NumberInput } from '@mantine/core';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { formatMoney } from '../../../ui/formatters.ts';
import { optionsOf } from '../../../ui/useOptionLists.ts';
import { totalOf } from './form.ts';

export function OccurrencesField({ values, value, onChange, readOnly, error, lists, label }: TCustomFieldProps & { label: string }) {
  const currency = optionsOf(lists, 'currencies').find((o) => o.value === String(values.currency ?? ''))?.label ?? 'Ft';
  return (
    <NumberInput
      label={label}
      required={!readOnly}
      readOnly={readOnly}
      min={1}
      allowDecimal={false}
      thousandSeparator=" "
      value={value === null || value === undefined ? '' : Number(value)}
      onChange={(next) => onChange(next === '' ? null : Number(next))}
      error={error}
      description={`Teljes összeg (bruttó): ${formatMoney(totalOf(values), currency)}`}
      descriptionProps={{ c: 'gray.7' }}
    />
  );
}
