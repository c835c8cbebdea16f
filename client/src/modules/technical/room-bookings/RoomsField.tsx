// The rooms of a booking: several rooms of the booking's school, picked from termek/mind/ (the
// rooms in the user's scope), asked only while the rooms can be changed: a decider of another
// office reads the booking without the rooms module. A room not offered shows by its id.
import { MultiSelect } from '@mantine/core';
import { trpc } from '../../../api/trpc.ts';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { toRoomIds } from './rooms.ts';

export function RoomsField({ value, onChange, readOnly, error }: TCustomFieldProps) {
  const rooms = trpc.rooms.all.useQuery({}, { enabled: !readOnly });
  const ids = toRoomIds(value);
  const known = new Map((rooms.data ?? []).map((room) => [room.id, room.name]));
  const data = (rooms.data ?? []).map((room) => ({ value: String(room.id), label: room.name }));
  for (const id of ids) if (!known.has(id)) data.push({ value: String(id), label: `Terem #${id}` });
  return (
    <MultiSelect
      label="Termek"
      required
      searchable
      readOnly={readOnly}
      data={data}
      value={ids.map(String)}
      onChange={(picked) => onChange(picked.map(Number))}
      error={error}
      nothingFoundMessage="Nincs ilyen terem"
    />
  );
}
