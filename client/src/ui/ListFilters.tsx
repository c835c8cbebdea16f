import { Checkbox, Group, NumberInput, Select, TextInput } from '@mantine/core';
import type { TFilterOption } from './moduleApi.ts';
import { SearchMultiSelect, SearchSelect } from './SearchSelect.tsx';
import { DateField } from './DateField.tsx';

export type TFilterValue = string | string[] | number | null;
export type TFilterValues = Record<string, TFilterValue>;

/** Filters as the list query wants them: empty ones left out, booleans and numbers typed. */
export function filterQuery(options: Record<string, TFilterOption>, values: TFilterValues): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    const type = options[key]?.type;
    if (type === 'bool') query[key] = value === 'true';
    else if (type === 'number') query[key] = Number(value);
    else if (type === 'select' && typeof value === 'string' && /^\d+$/.test(value)) query[key] = Number(value);
    else if (type === 'multi_select' && Array.isArray(value)) query[key] = value.map((item) => (/^\d+$/.test(item) ? Number(item) : item));
    else query[key] = value;
  }
  return query;
}

interface TListFiltersProps {
  options: Record<string, TFilterOption>;
  values: TFilterValues;
  onChange: (key: string, value: TFilterValue) => void;
  /** filters the page shows elsewhere (e.g. the 'waiting for me' switch) */
  skip: readonly string[];
}

export function ListFilters({ options, values, onChange, skip }: TListFiltersProps) {
  return (
    <Group gap="sm" align="flex-end">
      {Object.entries(options)
        .filter(([key]) => !skip.includes(key))
        .map(([key, option]) => {
          const choices = (option.choices ?? []).map((choice) => ({ value: String(choice.value), label: choice.label }));
          const value = values[key] ?? null;
          switch (option.type) {
            case 'select':
              return (
                <SearchSelect
                  key={key}
                  label={option.label}
                  data={choices}
                  value={(value as string) ?? null}
                  onChange={(next) => onChange(key, next)}
                  w={200}
                />
              );
            case 'multi_select':
              return (
                <SearchMultiSelect
                  key={key}
                  label={option.label}
                  data={choices}
                  value={(value as string[]) ?? []}
                  onChange={(next) => onChange(key, next)}
                  w={240}
                />
              );
            case 'bool':
              return (
                <Select
                  key={key}
                  label={option.label}
                  data={[
                    { value: 'true', label: 'Igen' },
                    { value: 'false', label: 'Nem' },
                  ]}
                  value={(value as string) ?? null}
                  onChange={(next) => onChange(key, next)}
                  clearable
                  w={120}
                />
              );
            case 'date':
              return (
                <div key={key} style={{ width: 160 }}>
                  <DateField label={option.label} value={(value as string) ?? null} onChange={(next) => onChange(key, next)} />
                </div>
              );
            case 'number':
              return (
                <NumberInput
                  key={key}
                  label={option.label}
                  value={value === null ? '' : (value as number)}
                  onChange={(next) => onChange(key, next === '' ? null : Number(next))}
                  thousandSeparator={option.ungrouped ? undefined : ' '}
                  decimalSeparator="."
                  step={0.01}
                  w={140}
                />
              );
            default:
              return (
                <TextInput
                  key={key}
                  label={option.label}
                  value={(value as string) ?? ''}
                  onChange={(event) => onChange(key, event.currentTarget.value)}
                  w={180}
                />
              );
          }
        })}
    </Group>
  );
}

export function WaitingForMeSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return <Checkbox label="Rám vár" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />;
}
