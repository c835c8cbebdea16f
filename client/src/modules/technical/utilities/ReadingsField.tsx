// The readings of a meter (ui/LinesField): date, meter value, the consumption since the reading
// before, note and who recorded it; new readings are added at the end (the server keeps them in
// date order).
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { formatNumber } from '../../../ui/formatters.ts';
import { LinesInput, type TLinesConfig } from '../../../ui/LinesField.tsx';
import { consumptions, newReading, type TReadingLine } from './readings.ts';

/** The unit of the meter's utility type (utility_types' data: kWh, m³, GJ). */
function unitOf(lists: TCustomFieldProps['lists'], utilityType: unknown): string {
  const item = (lists.utility_types ?? []).find((entry) => String(entry.id) === String(utilityType));
  return typeof item?.unit === 'string' ? item.unit : '';
}

const readingsConfig = (unit: string): TLinesConfig<TReadingLine> => ({
  label: `Leolvasások${unit ? ` (${unit})` : ''}`,
  addLabel: 'Új leolvasás',
  removeLabel: 'Leolvasás törlése',
  emptyText: 'Még nincs leolvasás.',
  newLine: newReading,
  columns: [
    { name: 'date', label: 'Dátum', input: 'date', required: true, width: 150 },
    { name: 'value', label: 'Mérőállás', input: 'number', width: 170, min: 0, decimals: 3, grouped: true },
    {
      name: 'consumption',
      label: 'Fogyasztás',
      input: 'custom',
      width: 130,
      render: ({ lines, index }) => {
        const used = consumptions(lines)[index];
        return used === null ? '' : <span style={{ whiteSpace: 'nowrap' }}>{`${formatNumber(used)}${unit ? ` ${unit}` : ''}`}</span>;
      },
    },
    { name: 'note', label: 'Megjegyzés', input: 'text' },
    { name: 'recorded_by', label: 'Rögzítette', input: 'custom', width: 150, render: ({ line }) => line.recorded_by },
  ],
});

export const ReadingsField = (props: TCustomFieldProps) => (
  <LinesInput {...props} name="reports" config={readingsConfig(unitOf(props.lists, props.values.utility_type))} />
);
