// The rooms of a booking: several rooms of the booking's school, picked from termek/mind/ (the
// rooms in the user's scope), asked only while the rooms can be changed; a decider of another
// office reads the names the booking answered, without the rooms module.
import { trpc } from '../../../api/trpc.ts';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { RefsSelect } from '../../../ui/RefsSelect.tsx';

export function RoomsField({ value, onChange, readOnly, error }: TCustomFieldProps) {
  const rooms = trpc.rooms.all.useQuery({}, { enabled: !readOnly });
  const options = (rooms.data ?? []).map((room) => ({ value: String(room.id), label: room.name }));
  return (
    <RefsSelect
      label="Termek"
      required
      readOnly={readOnly}
      options={options}
      value={value}
      onChange={onChange}
      error={error}
      nothingFoundMessage="Nincs ilyen terem"
    />
  );
}
