// The task's supervisor, picked from supervisors/ (the school's people who keep tasks); a stored
// supervisor outside that list (someone who left) is still shown by name.
import { Select } from '@mantine/core';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { usePeopleOptions } from './useSupervisors.ts';

const refOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number; name: string }) : null);

export function SupervisorField({ value, onChange, readOnly, error }: TCustomFieldProps) {
  const people = usePeopleOptions();
  const held = refOf(value);
  const id = typeof value === 'number' ? value : (held?.id ?? null);
  const data = held && !people.some((p) => p.value === String(held.id)) ? [{ value: String(held.id), label: held.name }, ...people] : people;
  return (
    <Select
      label="Felelős vezető"
      data={data}
      value={id === null ? null : String(id)}
      onChange={(v) => onChange(v === null ? null : Number(v))}
      readOnly={readOnly}
      error={error}
      clearable
      searchable
    />
  );
}
