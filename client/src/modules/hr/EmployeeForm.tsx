// The employee's fields in titled sections (one form state, several grids).
import { Stack, Title } from '@mantine/core';
import type { TFieldConfig, TFormValues, TOptionLists } from '../../ui/fieldsConfig.ts';
import { FieldsForm } from '../../ui/FieldsForm.tsx';
import { sectionsOf } from './employee-fields.ts';

interface TProps {
  fields: readonly TFieldConfig[];
  values: TFormValues;
  lists: TOptionLists;
  onChange: (name: string, value: unknown) => void;
  readOnly: boolean;
  errors: Record<string, string[]>;
}

export function EmployeeForm({ fields, ...props }: TProps) {
  return (
    <Stack gap="lg">
      {sectionsOf(fields)
        .filter((section) => section.fields.length > 0)
        .map((section) => (
          <section key={section.title}>
            <Title order={2} size="h4" mb="xs">
              {section.title}
            </Title>
            {/* The sections head the addresses already. */}
            <FieldsForm fields={section.fields} groupHeadings={false} {...props} />
          </section>
        ))}
    </Stack>
  );
}
