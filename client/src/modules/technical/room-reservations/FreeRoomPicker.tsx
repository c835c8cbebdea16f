// The room of a reservation, picked from the rooms free for its period (szabad-termek/): the
// times come first, then the rooms that nothing else holds then.
import { createContext, useContext } from 'react';
import { Select } from '@mantine/core';
import { trpc } from '../../../api/trpc.ts';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';

type TRoomRef = { id: number; name: string };

/** The id of the reservation being edited (none on the new form). */
export const EditedReservation = createContext<number | undefined>(undefined);

export function FreeRoomPicker({ values, value, onChange, readOnly, error }: TCustomFieldProps) {
  const start = (values.start_time as string | null) ?? '';
  const end = (values.end_time as string | null) ?? '';
  const ready = start !== '' && end !== '' && end > start;
  const ownId = useContext(EditedReservation);
  const free = trpc.roomReservations.freeRooms.useQuery({ start_time: start, end_time: end, own_room_id: ownId }, { enabled: ready && !readOnly });
  const current = (value as TRoomRef | null) ?? null;
  const rooms: TRoomRef[] = [...(current ? [current] : []), ...(free.data ?? []).filter((room) => room.id !== current?.id)];
  const currentIsFree = !current || !ready || !free.data || free.data.some((room) => room.id === current.id);
  const hint = !ready ? 'Előbb adja meg a foglalás kezdetét és végét.' : free.isFetching ? 'Szabad termek keresése…' : `${free.data?.length ?? 0} szabad terem`;
  return (
    <Select
      label="Terem"
      required
      searchable
      readOnly={readOnly}
      data={rooms.map((room) => ({ value: String(room.id), label: room.name }))}
      value={current ? String(current.id) : null}
      onChange={(id) => onChange(rooms.find((room) => String(room.id) === id) ?? null)}
      description={readOnly ? undefined : hint}
      // The default dimmed description is below the 4.5:1 contrast axe asks for.
      styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
      error={error ?? (currentIsFree ? undefined : 'A választott terem ebben az időszakban foglalt.')}
      nothingFoundMessage="Nincs szabad terem"
    />
  );
}
