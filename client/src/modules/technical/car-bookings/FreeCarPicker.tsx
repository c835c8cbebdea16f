// The car of a booking, picked from the cars free for its period (szabad-autok/): the times come
// first, then the bookable cars nothing else holds then (with seats and plate in the label).
import { createContext, useContext } from 'react';
import { Select } from '@mantine/core';
import { trpc } from '../../../api/trpc.ts';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';

type TCarRef = { id: number; name: string; person_count?: number | null };

/** The id of the booking being edited (none on the new form). */
export const EditedBooking = createContext<number | undefined>(undefined);

const labelOf = (car: TCarRef) => (car.person_count ? `${car.name} – ${car.person_count} fő` : car.name);

export function FreeCarPicker({ values, value, onChange, readOnly, error }: TCustomFieldProps) {
  const start = (values.start_date as string | null) ?? '';
  const end = (values.end_date as string | null) ?? '';
  const ready = start !== '' && end !== '' && end > start;
  const ownId = useContext(EditedBooking);
  const free = trpc.carBookings.freeCars.useQuery({ start_date: start, end_date: end, booking_id: ownId }, { enabled: ready && !readOnly });
  const current = (value as TCarRef | null) ?? null;
  const cars: TCarRef[] = [...(current ? [current] : []), ...(free.data ?? []).filter((car) => car.id !== current?.id)];
  const currentIsFree = !current || !ready || !free.data || free.data.some((car) => car.id === current.id);
  const hint = !ready
    ? 'Előbb adja meg az indulást és a visszaérkezést.'
    : free.isFetching
      ? 'Szabad gépjárművek keresése…'
      : `${free.data?.length ?? 0} szabad gépjármű`;
  return (
    <Select
      label="Gépjármű"
      required={!readOnly}
      searchable
      readOnly={readOnly}
      data={cars.map((car) => ({ value: String(car.id), label: labelOf(car) }))}
      value={current ? String(current.id) : null}
      onChange={(id) => onChange(cars.find((car) => String(car.id) === id) ?? null)}
      description={readOnly ? undefined : hint}
      // The default dimmed description is below the 4.5:1 contrast axe asks for.
      styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
      error={error ?? (currentIsFree ? undefined : 'A választott gépjármű ebben az időszakban foglalt.')}
      nothingFoundMessage="Nincs szabad gépjármű"
    />
  );
}
