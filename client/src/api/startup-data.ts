// Read access to the start-up data; the loading screen has fetched it, so these never wait.
import { useMemo } from 'react';
import { trpc } from './trpc.ts';

/** Start-up data is fetched once per login (the loading screen) and never goes stale. */
export const STARTUP_STALE_TIME = Infinity;

const once = { staleTime: STARTUP_STALE_TIME };

export function useMe() {
  return trpc.core.me.useQuery(undefined, once).data;
}

export function usePermissions(): ReadonlySet<string> {
  const me = useMe();
  return useMemo(() => new Set(me?.permissions ?? []), [me]);
}

export function useStaticData() {
  return trpc.core.staticData.useQuery(undefined, once).data;
}

/** A static list as select options, e.g. staticOptions(data, 'vat'). */
export function useStaticOptions(listKey: string): { value: string; label: string }[] {
  const data = useStaticData() as Record<string, { id: number; name: string }[] | undefined> | undefined;
  return useMemo(() => (data?.[listKey] ?? []).map((entry) => ({ value: String(entry.id), label: entry.name })), [data, listKey]);
}

export function useInstitutions() {
  return trpc.core.institutions.useQuery(undefined, once).data;
}

export function useSettings() {
  return trpc.core.settings.useQuery(undefined, once).data;
}
