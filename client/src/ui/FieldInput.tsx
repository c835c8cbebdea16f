import { Checkbox, NumberInput, Textarea, TextInput } from '@mantine/core';
import { computedValue, type TFieldConfig, type TFormValues, type TOptionLists } from './fieldsConfig.ts';
import { SearchMultiSelect, SearchSelect } from './SearchSelect.tsx';
import { DateField } from './DateField.tsx';
import { formatCell } from './listConfig.ts';
import { Suffix } from './Suffix.tsx';
import { offeredOptions } from './useOptionLists.ts';

export const NUMBER_STEP = 0.01;

interface TFieldInputProps {
  field: TFieldConfig;
  values: TFormValues;
  lists: TOptionLists;
  onChange: (name: string, value: unknown) => void;
  readOnly: boolean;
  errors: Record<string, string[]>;
}

/** One field of a module's form, by type, with its error under it. */
export function FieldInput({ field, values, lists, onChange, readOnly: readOnlyForm, errors }: TFieldInputProps) {
  const derived = computedValue(field, values);
  const value = derived === undefined ? values[field.name] : derived;
  const readOnly = readOnlyForm || derived !== undefined;
  const error = errors[field.name]?.join(' ');
  const set = (next: unknown) => onChange(field.name, next);
  const description = derived === undefined ? undefined : field.computedHint;
  // gray.7: Mantine's dimmed description text is below the WCAG AA contrast on white.
  const common = { label: field.label, description, descriptionProps: { c: 'gray.7' }, error, required: field.required && !readOnly, readOnly };
  switch (field.type) {
    case 'custom':
      return <>{field.render?.({ values, value, onChange: set, setField: onChange, readOnly, error, errors, lists, choices: field.options?.(lists) })}</>;
    case 'textarea':
      return <Textarea {...common} autosize minRows={3} value={(value as string) ?? ''} onChange={(event) => set(event.currentTarget.value)} />;
    case 'number':
    case 'money':
      return (
        <NumberInput
          {...common}
          value={value === null || value === undefined ? '' : (value as number)}
          onChange={(next) => set(next === '' ? null : Number(next))}
          step={NUMBER_STEP}
          decimalScale={2}
          thousandSeparator={field.ungrouped ? undefined : ' '}
          decimalSeparator="."
          rightSection={<Suffix>{field.type === 'money' ? 'Ft' : field.suffix}</Suffix>}
          rightSectionWidth={field.type === 'money' || field.suffix ? 40 : undefined}
        />
      );
    case 'date':
    case 'datetime':
      return <DateField {...common} withTime={field.type === 'datetime'} value={(value as string) ?? null} onChange={set} />;
    case 'select': {
      const data = field.options?.(lists) ?? [];
      if (readOnly) return <TextInput {...common} value={data.find((option) => option.value === value)?.label ?? formatCell(value)} />;
      const offered = field.pickable ? offeredOptions(field.pickable(lists), data, value) : data;
      return <SearchSelect {...common} data={offered} value={(value as string) ?? null} onChange={set} />;
    }
    case 'multi_select':
      return <SearchMultiSelect {...common} data={field.options?.(lists) ?? []} value={(value as string[]) ?? []} onChange={set} />;
    case 'checkbox':
      return (
        <Checkbox
          label={field.label}
          checked={Boolean(value)}
          onChange={(event) => !readOnly && set(event.currentTarget.checked)}
          error={error}
          mt="lg"
          disabled={readOnly}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={field.type === 'email' ? 'email' : 'text'}
          value={(value as string) ?? ''}
          onChange={(event) => set(event.currentTarget.value)}
          rightSection={<Suffix>{field.suffix}</Suffix>}
        />
      );
  }
}
