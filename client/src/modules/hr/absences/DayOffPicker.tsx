// The day off an absence records: one of the same person's day offs overlapping the absence
// (the conflict check's answer), or none.
import { Select } from '@mantine/core';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { refId, useConflicts } from '../leave.tsx';

type TRef = { id: number; name: string };

export function DayOffPicker({ values, value, onChange, readOnly, error }: TCustomFieldProps) {
  const user = refId(values.user);
  const conflicts = useConflicts(
    user === null ? null : { user },
    (values.start_date as string | null) ?? '',
    (values.end_date as string | null) ?? '',
    !readOnly,
  );
  const current = typeof value === 'object' && value !== null ? (value as TRef) : null;
  const offered = (conflicts.data?.day_offs ?? []).map((d) => ({ id: d.id, name: `${d.reference_number} (${d.start_date} – ${d.end_date})` }));
  const data = [...(current && !offered.some((d) => d.id === current.id) ? [current] : []), ...offered].map((d) => ({ value: String(d.id), label: d.name }));
  const id = refId(value);
  return (
    <Select
      label="Szabadság"
      clearable
      readOnly={readOnly}
      data={data}
      value={id === null ? null : String(id)}
      onChange={onChange}
      error={error}
      description={readOnly ? undefined : 'A dolgozó erre az időszakra eső szabadságai közül.'}
      styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
      nothingFoundMessage="Nincs szabadság ebben az időszakban"
    />
  );
}
