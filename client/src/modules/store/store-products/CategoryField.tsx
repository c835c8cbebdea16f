// A product's category, picked from kategoriak/mind/ (the start-up data carries no categories);
// the value is the category's id, or the {id, name} the product answered.
import { Select } from '@mantine/core';
import { trpc } from '../../../api/trpc.ts';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';

const idOf = (value: unknown) =>
  value !== null && typeof value === 'object' && 'id' in value ? String((value as { id: number }).id) : value ? String(value) : null;

export function CategoryField({ value, onChange, readOnly, error }: TCustomFieldProps) {
  const categories = trpc.storeCategories.all.useQuery({});
  const data = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <Select
      label="Kategória"
      required={!readOnly}
      readOnly={readOnly}
      searchable
      data={data}
      value={idOf(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      error={error}
      nothingFoundMessage="Nincs ilyen kategória"
    />
  );
}
