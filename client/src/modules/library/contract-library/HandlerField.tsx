// The handler (referens) picker: the users the server offers in referensek/ (spec 002 §9: a failed
// download is the alert 'Hiba a referens lista letöltése közben'). A saved contract's handler
// stays offered even if it is no longer on the list.
import { useEffect, useMemo } from 'react';
import { TextInput } from '@mantine/core';
import { trpc } from '../../../api/trpc.ts';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { SearchSelect } from '../../../ui/SearchSelect.tsx';
import { toast } from '../../../ui/toasts.ts';
import { handlerId } from './form.ts';

export const REFERENTS_ERROR = 'Hiba a referens lista letöltése közben';

type TUser = { id: number; name: string };

export function HandlerField({ value, onChange, readOnly, error, label }: TCustomFieldProps & { label: string }) {
  const referents = trpc.contractLibrary.referents.useQuery({}, { enabled: !readOnly, retry: false });
  useEffect(() => {
    if (referents.isError) toast('error', REFERENTS_ERROR);
  }, [referents.isError]);
  const saved = value && typeof value === 'object' ? (value as TUser) : null;
  const data = useMemo(() => {
    const users: TUser[] = [...(referents.data ?? [])];
    if (saved && !users.some((u) => u.id === saved.id)) users.unshift(saved);
    return users.map((u) => ({ value: String(u.id), label: u.name }));
  }, [referents.data, saved]);
  const id = handlerId(value);
  if (readOnly) return <TextInput label={label} readOnly value={saved?.name ?? data.find((o) => o.value === String(id))?.label ?? ''} />;
  return (
    <SearchSelect
      label={label}
      data={data}
      value={id === null ? null : String(id)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      error={error}
      clearable
    />
  );
}
