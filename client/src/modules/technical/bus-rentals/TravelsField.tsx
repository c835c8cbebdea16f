// The legs of a bus rental (ui/LinesField): departure, from, to, how many travel, a note; added one
// by one and shown in the order given (the server answers them in departure order). A departure
// outside the trip's days and more people than the rental's are marked before saving.
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { LinesInput, type TLinesConfig } from '../../../ui/LinesField.tsx';
import { legWarnings, NEW_TRAVEL, type TTravelLine } from './travels.ts';

const TRAVELS: TLinesConfig<TTravelLine> = {
  label: 'Útszakaszok',
  addLabel: 'Új útszakasz',
  removeLabel: 'Útszakasz törlése',
  // A new leg starts with the rental's head count.
  newLine: (_, values) => ({ ...NEW_TRAVEL, person_count: typeof values.person_count === 'number' ? values.person_count : null }),
  warnings: (line, { values }) => legWarnings(line, values),
  columns: [
    { name: 'departure', label: 'Indulás', input: 'datetime', required: true, width: 200 },
    { name: 'from', label: 'Honnan', input: 'text', required: true, maxLength: 300 },
    { name: 'to', label: 'Hová', input: 'text', required: true, maxLength: 300 },
    { name: 'person_count', label: 'Létszám', input: 'number', required: true, width: 120, min: 1, max: 200, decimals: 0, suffix: 'fő' },
    { name: 'note', label: 'Megjegyzés', input: 'text', maxLength: 1000 },
  ],
};

export const TravelsField = (props: TCustomFieldProps) => <LinesInput {...props} name="travels" config={TRAVELS} />;
