// The task's supervisor, picked from supervisors/ (the school's people who keep tasks). The
// form holds a select's value as the id's text (ui/fieldsConfig.ts), sent back as a number.
import { Select } from '@mantine/core';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { usePeopleOptions } from './useSupervisors.ts';

export function SupervisorField({ value, onChange, readOnly, error }: TCustomFieldProps) {
  const people = usePeopleOptions();
  return (
    <Select
      label="Felelős vezető"
      data={people}
      value={value === null || value === undefined || value === '' ? null : String(value)}
      onChange={onChange}
      readOnly={readOnly}
      error={error}
      clearable
      searchable
    />
  );
}
