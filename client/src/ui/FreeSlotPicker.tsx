// A resource of a record picked from those free in the record's period (a reservation's room, a
// booking's car): the period's fields come first, then the resources nothing else holds then,
// from the module's free lookup (szabad-termek/, szabad-autok/), which leaves the edited record
// (EditedRecord) out. The field keeps the picked `{id, name, …}` and sends its id.
import { createElement, useContext } from 'react';
import { Select } from '@mantine/core';
import type { TCustomFieldProps, TFieldConfig } from './fieldsConfig.ts';
import { EditedRecord } from './editedRecord.ts';

type TResource = { id: number; name: string };

export interface TFreeSlotConfig<T extends TResource> {
  /** the form's start and end fields */
  period: readonly [string, string];
  /** the resource in words: 'terem' ('Terem' the label), its plural 'termek' */
  noun: string;
  plural: string;
  /** what the field says until the period is given */
  before: string;
  /** the module's free lookup (a tRPC query hook), called while the period is complete */
  useFree: (start: string, end: string, edited: number | undefined, enabled: boolean) => { data?: readonly T[]; isFetching: boolean };
  labelOf?: (resource: T) => string;
}

function FreeSlotPicker<T extends TResource>({ config: c, values, value, onChange, readOnly, error }: TCustomFieldProps & { config: TFreeSlotConfig<T> }) {
  const start = (values[c.period[0]] as string | null) ?? '';
  const end = (values[c.period[1]] as string | null) ?? '';
  const ready = start !== '' && end !== '' && end > start;
  const free = c.useFree(start, end, useContext(EditedRecord), ready && !readOnly);
  const current = (value as T | null) ?? null;
  const options: T[] = [...(current ? [current] : []), ...(free.data ?? []).filter((r) => r.id !== current?.id)];
  const currentIsFree = !current || !ready || !free.data || free.data.some((r) => r.id === current.id);
  const hint = !ready ? c.before : free.isFetching ? `Szabad ${c.plural} keresése…` : `${free.data?.length ?? 0} szabad ${c.noun}`;
  return (
    <Select
      label={c.noun[0].toUpperCase() + c.noun.slice(1)}
      required={!readOnly}
      searchable
      readOnly={readOnly}
      data={options.map((r) => ({ value: String(r.id), label: c.labelOf?.(r) ?? r.name }))}
      value={current ? String(current.id) : null}
      onChange={(id) => onChange(options.find((r) => String(r.id) === id) ?? null)}
      description={readOnly ? undefined : hint}
      // The default dimmed description is below the 4.5:1 contrast axe asks for.
      styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
      error={error ?? (currentIsFree ? undefined : `A választott ${c.noun} ebben az időszakban foglalt.`)}
      nothingFoundMessage={`Nincs szabad ${c.noun}`}
    />
  );
}

/** The field config of a free-slot picker. */
export function freeSlotField<T extends TResource>(config: TFreeSlotConfig<T>): Partial<TFieldConfig> {
  return {
    type: 'custom',
    render: (props) => createElement(FreeSlotPicker<T>, { ...props, config }),
    toPayload: (value) => (value as TResource | null)?.id ?? null,
  };
}
