// A validity date of a car with the 'Lejárt' badge once it has passed (form and list alike).
import { Badge, Group } from '@mantine/core';
import { DateField } from '../../../ui/DateField.tsx';
import { BADGE } from '../../../ui/badgeColors.ts';
import { formatDate } from '../../../ui/formatters.ts';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { isExpired } from './validity.ts';

export const ExpiredBadge = () => (
  <Badge color={BADGE.negative} style={{ flexShrink: 0 }}>
    Lejárt
  </Badge>
);

/** The date field of the form, the badge beside it. */
export function validityField(label: string) {
  return function ValidityField({ value, onChange, readOnly, error }: TCustomFieldProps) {
    return (
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <DateField label={label} value={(value as string | null) ?? null} onChange={onChange} readOnly={readOnly} error={error} />
        {isExpired(value) && <ExpiredBadge />}
      </Group>
    );
  };
}

/** The list cell: the date, and the badge when the server says it has expired. */
export function ValidityCell({ value, expired }: { value: unknown; expired: unknown }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <span>{formatDate(value as string)}</span>
      {expired === true && <ExpiredBadge />}
    </Group>
  );
}
