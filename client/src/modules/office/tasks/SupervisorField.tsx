// The task's supervisor, picked from supervisors/ (the school's people who keep tasks). The record
// answers {id, name}, a pick is the id's text; the answered name keeps showing a supervisor who is
// no longer among the options (one who left), and the form sends the id.
import { Select } from '@mantine/core';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { usePeopleOptions } from './useSupervisors.ts';

type TRef = { id: number; name: string };

const refOf = (value: unknown): TRef | null => (value !== null && typeof value === 'object' && 'id' in value ? (value as TRef) : null);

/** What the form sends: the supervisor's id (null: none). */
export const supervisorId = (value: unknown): number | null =>
  refOf(value)?.id ?? (value === null || value === undefined || value === '' ? null : Number(value));

export function SupervisorField({ value, onChange, readOnly, error }: TCustomFieldProps) {
  const people = usePeopleOptions();
  const saved = refOf(value);
  const chosen = supervisorId(value);
  const data = saved && !people.some((p) => p.value === String(saved.id)) ? [...people, { value: String(saved.id), label: saved.name }] : people;
  return (
    <Select
      label="Felelős vezető"
      data={data}
      value={chosen === null ? null : String(chosen)}
      onChange={onChange}
      readOnly={readOnly}
      error={error}
      clearable
      searchable
    />
  );
}
