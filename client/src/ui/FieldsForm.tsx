import { Fragment } from 'react';
import { Grid, Title } from '@mantine/core';
import type { TFieldConfig, TFormValues, TOptionLists } from './fieldsConfig.ts';
import { FieldInput } from './FieldInput.tsx';

interface TFieldsFormProps {
  fields: readonly TFieldConfig[];
  values: TFormValues;
  lists: TOptionLists;
  onChange: (name: string, value: unknown) => void;
  readOnly: boolean;
  errors: Record<string, string[]>;
  /** false where the screen heads its sections itself (an employee's 'Állandó lakcím') */
  groupHeadings?: boolean;
}

/** A module's fields in the responsive grid; narrow fields share a row, wide ones (and custom ones unless narrow) take it. */
export function FieldsForm({ fields, groupHeadings = true, ...props }: TFieldsFormProps) {
  return (
    <Grid>
      {fields.map((field) => (
        <Fragment key={field.name}>
          {groupHeadings && field.heading && (
            <Grid.Col span={12} pb={0}>
              <Title order={2} size="h5">
                {field.heading}
              </Title>
            </Grid.Col>
          )}
          <Grid.Col
            span={
              field.width === 'wide' || field.type === 'textarea' || (field.type === 'custom' && field.width !== 'narrow')
                ? 12
                : { base: 12, sm: 6, md: field.width === 'narrow' ? 3 : 4 }
            }
          >
            <FieldInput field={field} {...props} readOnly={props.readOnly || Boolean(field.readOnly)} />
          </Grid.Col>
        </Fragment>
      ))}
    </Grid>
  );
}
