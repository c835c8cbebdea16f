// The register item an extra item is linked to: the school's register can hold tens of thousands
// of items, so the picker asks the stock items' list for the typed text (leltári szám or name, 20
// at a time, in the chosen school) instead of loading them all; the saved link shows by the name
// the server answered.
import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { trpc } from '../../../api/trpc.ts';

type TRef = { id: number; name: string };

const PAGE = 20;
const refOf = (value: unknown): TRef | null => (value !== null && typeof value === 'object' && 'id' in value ? (value as TRef) : null);
const idOf = (value: unknown): number | null => refOf(value)?.id ?? (value ? Number(value) : null);

/** What the form sends: the picked item's id. */
export const stockItemId = idOf;

export function StockItemField({ value, onChange, values, readOnly, error }: TCustomFieldProps) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const institution = idOf(values.institution);
  const found = trpc.stockItems.list.useQuery({ q, limit: PAGE, ...(institution ? { institution: [institution] } : {}) }, { enabled: !readOnly });
  const names = new Map<string, string>();
  const saved = refOf(value);
  if (saved) names.set(String(saved.id), saved.name);
  for (const item of found.data?.data ?? []) {
    const row = item as { id: number; stock_number: string; item_sub_id: string; name: string };
    names.set(String(row.id), `${row.stock_number}${row.item_sub_id ? `/${row.item_sub_id}` : ''} – ${row.name}`);
  }
  const chosen = idOf(value);
  return (
    <Select
      label="Leltári tétel"
      placeholder="Leltári szám vagy megnevezés"
      searchable
      clearable
      readOnly={readOnly}
      data={[...names].map(([id, label]) => ({ value: id, label }))}
      value={chosen === null ? null : String(chosen)}
      onChange={(picked) => onChange(picked ? { id: Number(picked), name: names.get(picked) ?? '' } : null)}
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched already: every answered row is a match.
      filter={({ options }) => options}
      nothingFoundMessage={found.isFetching ? 'Keresés…' : 'Nincs találat'}
      error={error}
    />
  );
}
