// The employee a contract is made with, picked from the staff of the user's institutions (the
// start-up employments, active ones): picking one asks the module's kitolt/ for their HR file and
// fills every field it answers, which stay editable. Someone not on file is simply typed in.
// Shared by the contract modules that prefill from HR (assignment and lecturer contracts).
import { useState } from 'react';
import { Select } from '@mantine/core';
import { trpc } from '../api/trpc.ts';
import { STARTUP_STALE_TIME } from '../api/startup-data.ts';
import type { TCustomFieldProps } from './fieldsConfig.ts';

type TUserRef = { id: number; name: string };
type TUtils = ReturnType<typeof trpc.useUtils>;
/** The module's kitolt/ call: the employee link and the fields to fill. */
export type TFetchPerson = (utils: TUtils, userId: string) => Promise<{ user: TUserRef } & Record<string, unknown>>;

export const personId = (value: unknown) => (value !== null && typeof value === 'object' ? (value as TUserRef).id : null);

/** A group kitolt/ answers whole (an address) fills the form's fields of it, which are named
 * 'group.field'; any other value fills the field of its name. */
function fill(setField: TCustomFieldProps['setField'], values: TCustomFieldProps['values'], name: string, filled: unknown) {
  const group = filled !== null && typeof filled === 'object' && !Array.isArray(filled) ? Object.entries(filled) : [];
  const fields = group.filter(([key]) => `${name}.${key}` in values);
  if (!fields.length) return setField(name, filled);
  for (const [key, value] of fields) setField(`${name}.${key}`, value);
}

/** `required`: the record is with an employee on file (an extra-teaching contract), `prompt` says so. */
export function PersonPicker({
  values,
  value,
  onChange,
  setField,
  readOnly,
  error,
  fetchPerson,
  required = false,
  prompt = 'Válasszon dolgozót, vagy írja be a megbízott adatait.',
}: TCustomFieldProps & { fetchPerson: TFetchPerson; required?: boolean; prompt?: string }) {
  const employments = trpc.core.employments.useQuery(undefined, { staleTime: STARTUP_STALE_TIME }).data ?? [];
  const utils = trpc.useUtils();
  const [hint, setHint] = useState<string | undefined>();
  const current = (value as TUserRef | null) ?? null;
  const people = new Map<number, string>(current ? [[current.id, current.name]] : []);
  for (const e of employments) if (e.active && !people.has(e.user)) people.set(e.user, `${e.user_name} (${e.institution_name})`);

  const pick = async (id: string | null) => {
    if (id === null) {
      onChange(null);
      setHint(undefined);
      return;
    }
    try {
      const { user, ...fields } = await fetchPerson(utils, id);
      onChange(user);
      for (const [name, filled] of Object.entries(fields)) fill(setField, values, name, filled);
      setHint('Az adatok a dolgozó HR adatlapjáról kitöltve; ellenőrizze őket.');
    } catch {
      setHint('Ennek a személynek nincs HR adatlapja: az adatait kézzel töltse ki.');
    }
  };

  return (
    <Select
      label="Dolgozó"
      required={required}
      searchable
      clearable
      readOnly={readOnly}
      data={[...people].map(([id, label]) => ({ value: String(id), label }))}
      value={current ? String(current.id) : null}
      onChange={(id) => void pick(id)}
      description={readOnly ? undefined : (hint ?? prompt)}
      // The default dimmed description is below the 4.5:1 contrast axe asks for.
      styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
      error={error}
      nothingFoundMessage="Nincs ilyen dolgozó"
    />
  );
}
