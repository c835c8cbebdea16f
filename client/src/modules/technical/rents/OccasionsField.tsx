// The occasions of a rent or a room booking (ui/LinesField): type (one-time or weekly), the date
// or the day of the week, start and end time (08:00–08:00: the whole day); new occasions are
// added at the end.
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { LineInput, type TLineColumn } from '../../../ui/LineInput.tsx';
import { LinesInput, type TLinesConfig } from '../../../ui/LinesField.tsx';
import { newOccasion, WEEKDAYS, type TOccasionLine } from './occasions.ts';

const TYPES = [
  { value: 'one_time', label: 'Egyszeri' },
  { value: 'weekly', label: 'Heti rendszerességű' },
];
const DAY: TLineColumn<TOccasionLine> = {
  name: 'day_of_the_week',
  label: 'A hét napja',
  input: 'select',
  options: () => WEEKDAYS.map((label, index) => ({ value: String(index + 1), label })),
};
const DATE: TLineColumn<TOccasionLine> = { name: 'date', label: 'Dátum', input: 'date' };

const OCCASIONS: TLinesConfig<TOccasionLine> = {
  label: 'Alkalmak',
  addLabel: 'Új alkalom',
  removeLabel: 'Alkalom törlése',
  emptyText: 'Még nincs alkalom.',
  hint: 'A 08:00–08:00 időpont egész napot jelent; a heti alkalom a bérlés kezdő és záró dátuma között minden héten ismétlődik.',
  newLine: newOccasion,
  columns: [
    { name: 'type', label: 'Típus', input: 'select', required: true, textValues: true, width: 190, options: () => TYPES },
    {
      name: 'day_or_date',
      label: 'Dátum / nap',
      input: 'custom',
      width: 170,
      render: (cell) => <LineInput column={cell.line.type === 'weekly' ? DAY : DATE} cell={cell} />,
    },
    { name: 'start_time', label: 'Kezdés', input: 'time', width: 100 },
    { name: 'end_time', label: 'Befejezés', input: 'time', width: 100 },
  ],
};

export const OccasionsField = (props: TCustomFieldProps) => <LinesInput {...props} name="occasions" config={OCCASIONS} />;
