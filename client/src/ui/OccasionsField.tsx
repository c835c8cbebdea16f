// The occasions of a rent or a room booking (ui/LinesField): type (one-time or weekly), the date
// or the day of the week, start and end time or the whole day; new occasions are added at the end.
// The server's whole day is 08:00–08:00, a rule nobody guesses: the 'Egész nap' switch writes it.
import { Checkbox } from '@mantine/core';
import type { TCustomFieldProps } from './fieldsConfig.ts';
import { LineInput, type TLineCell, type TLineColumn } from './LineInput.tsx';
import { LinesInput, type TLinesConfig } from './LinesField.tsx';
import { ALL_DAY, isWholeDay, newOccasion, WEEKDAYS, WORKDAY_HOURS, type TOccasionLine } from './occasions.ts';

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
const START: TLineColumn<TOccasionLine> = { name: 'start_time', label: 'Kezdés', input: 'time' };
const END: TLineColumn<TOccasionLine> = { name: 'end_time', label: 'Befejezés', input: 'time' };

/** A time of an occasion, empty and read-only while it takes the whole day. */
function TimeCell({ column, cell }: { column: TLineColumn<TOccasionLine>; cell: TLineCell<TOccasionLine> }) {
  const wholeDay = isWholeDay(cell.line);
  return <LineInput column={column} cell={wholeDay ? { ...cell, readOnly: true, line: { ...cell.line, [column.name]: '' } } : cell} />;
}

function WholeDaySwitch({ cell }: { cell: TLineCell<TOccasionLine> }) {
  return (
    <Checkbox
      aria-label="Egész nap"
      disabled={cell.readOnly}
      checked={isWholeDay(cell.line)}
      onChange={(event) => cell.set(event.currentTarget.checked ? { start_time: ALL_DAY, end_time: ALL_DAY } : WORKDAY_HOURS)}
    />
  );
}

const OCCASIONS: TLinesConfig<TOccasionLine> = {
  label: 'Alkalmak',
  addLabel: 'Új alkalom',
  removeLabel: 'Alkalom törlése',
  emptyText: 'Még nincs alkalom.',
  hint: 'Az időpontok 24 órás formában (ÓÓ:PP) adhatók meg; a heti alkalom a bérlés kezdő és záró dátuma között minden héten ismétlődik.',
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
    { name: 'whole_day', label: 'Egész nap', input: 'custom', width: 90, render: (cell) => <WholeDaySwitch cell={cell} /> },
    { ...START, input: 'custom', width: 100, render: (cell) => <TimeCell column={START} cell={cell} /> },
    { ...END, input: 'custom', width: 100, render: (cell) => <TimeCell column={END} cell={cell} /> },
  ],
};

export const OccasionsField = (props: TCustomFieldProps) => <LinesInput {...props} name="occasions" config={OCCASIONS} />;
