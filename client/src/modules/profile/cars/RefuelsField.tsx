// The refuels of a car (ui/LinesField): time, cost, meter value; newest last, added one by one,
// with their total cost.
import { Text } from '@mantine/core';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { formatMoney } from '../../../ui/formatters.ts';
import { LinesInput, type TLinesConfig } from '../../../ui/LinesField.tsx';
import type { TRefuelLine } from './refuels.ts';

const REFUELS: TLinesConfig<TRefuelLine> = {
  label: 'Tankolások',
  addLabel: 'Új tankolás',
  removeLabel: 'Tankolás törlése',
  columns: [
    { name: 'time_point', label: 'Időpont', input: 'datetime', required: true, width: 210 },
    { name: 'cost', label: 'Költség', input: 'number', required: true, width: 170, min: 0, decimals: 2, grouped: true, suffix: 'Ft' },
    { name: 'meter_value', label: 'Óraállás', input: 'number', width: 170, min: 0, decimals: 1, grouped: true },
  ],
  footer: (lines) => lines.length > 0 && <Text size="sm">Összesen: {formatMoney(lines.reduce((sum, line) => sum + (line.cost ?? 0), 0))}</Text>,
};

export const RefuelsField = (props: TCustomFieldProps) => <LinesInput {...props} name="refuels" config={REFUELS} />;
