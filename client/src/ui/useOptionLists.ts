import { useMemo } from 'react';
import { trpc } from '../api/trpc.ts';
import { STARTUP_STALE_TIME } from '../api/startup-data.ts';
import type { TOptionLists } from './fieldsConfig.ts';
import { institutionLabel, sortInstitutions } from './formatters.ts';

const once = { staleTime: STARTUP_STALE_TIME };

/** Static lists plus institutions and referents, for the option builders of field configs. */
export function useOptionLists(): TOptionLists {
  const staticData = trpc.core.staticData.useQuery(undefined, once).data as TOptionLists | undefined;
  const institutions = trpc.core.institutions.useQuery(undefined, once).data as TOptionLists[string] | undefined;
  const referents = trpc.core.referents.useQuery(undefined, once).data as TOptionLists[string] | undefined;
  return useMemo(() => ({ ...staticData, institutions: institutions ?? [], referents: referents ?? [] }), [staticData, institutions, referents]);
}

/** A list as options: value = id, label = name (or a label builder). */
export function optionsOf(lists: TOptionLists, key: string, label: (entry: Record<string, unknown>) => string = (entry) => String(entry.name)) {
  return (lists[key] ?? []).map((entry) => ({ value: String(entry.id), label: label(entry) }));
}

/** The institutions as options, by name, labelled with their unit code. */
export function institutionOptions(lists: TOptionLists) {
  return sortInstitutions((lists.institutions ?? []) as { id: number; name: string; unit_code?: string }[]).map((institution) => ({
    value: String(institution.id),
    label: institutionLabel(institution),
  }));
}
