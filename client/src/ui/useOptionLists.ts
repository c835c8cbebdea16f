import { useMemo } from 'react';
import { trpc } from '../api/trpc.ts';
import { STARTUP_STALE_TIME, useMe } from '../api/startup-data.ts';
import type { TOptionLists } from './fieldsConfig.ts';
import { institutionLabel, sortInstitutions } from './formatters.ts';

const once = { staleTime: STARTUP_STALE_TIME };

/** Static lists plus institutions (all, and those the user may record for) and referents, for the option builders of field configs. */
export function useOptionLists(): TOptionLists {
  const staticData = trpc.core.staticData.useQuery(undefined, once).data as TOptionLists | undefined;
  const institutions = trpc.core.institutions.useQuery(undefined, once).data as TOptionLists[string] | undefined;
  const referents = trpc.core.referents.useQuery(undefined, once).data as TOptionLists[string] | undefined;
  const writable = useMe()?.writable_institutions;
  return useMemo(() => {
    const all = institutions ?? [];
    const ids = new Set(writable ?? []);
    return { ...staticData, institutions: all, writable_institutions: all.filter((row) => ids.has(Number(row.id))), referents: referents ?? [] };
  }, [staticData, institutions, writable, referents]);
}

/** A list as options: value = id, label = name (or a label builder). */
export function optionsOf(lists: TOptionLists, key: string, label: (entry: Record<string, unknown>) => string = (entry) => String(entry.name)) {
  return (lists[key] ?? []).map((entry) => ({ value: String(entry.id), label: label(entry) }));
}

type TInstitutionRow = { id: number; name: string; unit_code?: string };

/** The institutions as options, by name, labelled with their unit code. */
export function institutionOptions(lists: TOptionLists) {
  return sortInstitutions((lists.institutions ?? []) as TInstitutionRow[]).map((institution) => ({
    value: String(institution.id),
    label: institutionLabel(institution),
  }));
}

/** The institutions the user may record for (the me answer's writable_institutions), as a form's picker offers them (issue 23 item 8). */
export function writableInstitutionOptions(lists: TOptionLists) {
  return institutionOptions({ institutions: lists.writable_institutions ?? [] });
}

/** An editable select's offer: the pickable options, and the held value's own when outside them. */
export function offeredOptions<T extends { value: string }>(pickable: readonly T[], options: readonly T[], value: unknown): T[] {
  const held = value === null || value === undefined || value === '' ? undefined : String(value);
  const own = held !== undefined && !pickable.some((option) => option.value === held) ? options.find((option) => option.value === held) : undefined;
  return own ? [...pickable, own] : [...pickable];
}
