// The employment a verification is about: the start-up list of employments of the user's scope.
import { Select } from '@mantine/core';
import { trpc } from '../../../api/trpc.ts';
import { STARTUP_STALE_TIME } from '../../../api/startup-data.ts';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';

export const employmentId = (value: unknown) => (value !== null && typeof value === 'object' ? (value as { id: number }).id : (value as number | null));

export function EmploymentSelect({ value, onChange, readOnly, error }: TCustomFieldProps) {
  const employments = trpc.core.employments.useQuery(undefined, { staleTime: STARTUP_STALE_TIME }).data ?? [];
  const id = employmentId(value);
  return (
    <Select
      label="Munkaviszony"
      required
      searchable
      readOnly={readOnly}
      data={employments.filter((e) => e.active || e.id === id).map((e) => ({ value: String(e.id), label: `${e.user_name} (${e.institution_name})` }))}
      value={id === null || id === undefined ? null : String(id)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      error={error}
    />
  );
}
