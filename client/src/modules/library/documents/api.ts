// The library's REST calls (the four libraries share their shape, tRPC's routers do not share a
// type): reads through react-query, writes as JSON or multipart, each refreshing the library.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { postMultipart, restFetch } from '../../../api/rest.ts';
import type { TDocumentFolder, TLibrary } from './types.ts';

export interface TListParams {
  q: string;
  orderBy: string;
}

export function useFolder(library: TLibrary, id: number | null, params: TListParams) {
  const search = new URLSearchParams({ ...(params.q.trim() ? { q: params.q.trim() } : {}), ...(params.orderBy ? { order_by: params.orderBy } : {}) });
  const path = `/api/${library.restBase}/${id === null ? '' : `${id}/`}${search.size ? `?${search}` : ''}`;
  return useQuery({
    queryKey: ['documents', library.restBase, id, params.q.trim(), params.orderBy],
    queryFn: async () => (await restFetch(path)).json() as Promise<TDocumentFolder>,
    placeholderData: (previous) => previous,
  });
}

export function useRefresh(library: TLibrary) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['documents', library.restBase] });
}

const under = (library: TLibrary, parent: number | null, call: string) => `/api/${library.restBase}/${parent === null ? '' : `${parent}/`}${call}/`;

export async function createFolder(library: TLibrary, parent: number | null, body: { name: string; descendants_can_see: boolean }) {
  const response = await restFetch(under(library, parent, 'uj-mappa'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as TDocumentFolder;
}

export function uploadDocument(library: TLibrary, parent: number | null, fields: { name: string; descendants_can_see: boolean }, file: File) {
  const form = new FormData();
  if (fields.name.trim()) form.append('name', fields.name.trim());
  form.append('descendants_can_see', String(fields.descendants_can_see));
  form.append('file', file);
  return postMultipart<TDocumentFolder>(under(library, parent, 'feltolt'), form);
}

export async function deleteEntry(library: TLibrary, id: number) {
  await restFetch(`/api/${library.restBase}/${id}/`, { method: 'DELETE' });
}
