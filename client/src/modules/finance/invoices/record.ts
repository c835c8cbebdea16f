// The invoice a details page shows, for its file fields: its id from the page's address and its
// details from the query the page already made (same key: no second request), with the flags of
// the file actions. On the new page there is none.
import { useLocation } from 'react-router-dom';
import { trpc } from '../../../api/trpc.ts';
import { postMultipart } from '../../../api/rest.ts';
import { useInvalidateModule } from '../../../ui/moduleApi.ts';

export type TInvoiceDocument = { id: number; name: string; url: string } | null;
export interface TInvoiceFiles {
  id: number;
  document: TInvoiceDocument;
  parts: { id: number; document: TInvoiceDocument }[];
  can_replace_document?: boolean;
  can_upload_part_document?: boolean;
  can_delete_part_document?: boolean;
}

export function useInvoiceFiles(): { record: TInvoiceFiles | null; upload: (path: string, form: FormData) => Promise<void>; refresh: () => Promise<void> } {
  const match = /\/penzugy\/szamlazas\/(\d+)\.html$/.exec(useLocation().pathname);
  const id = match ? Number(match[1]) : 0;
  const query = trpc.invoices.get.useQuery({ id }, { enabled: id > 0 });
  const refresh = useInvalidateModule('invoices');
  const upload = async (path: string, form: FormData) => {
    await postMultipart(`/api/szamlazas/${id}/${path}`, form);
    await refresh();
  };
  return { record: id > 0 && query.data ? (query.data as unknown as TInvoiceFiles) : null, upload, refresh };
}
