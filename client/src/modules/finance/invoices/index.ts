// Számlázás (MODULES.md §3.9): list, new and details rendered from the module's meta/; its own:
// the invoice's file (sent with a multipart create), the parts editor with its live sum and the
// parts' documents, pickers of partners, tenders and approved commitments.
import { createElement } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { optionsOf } from '../../../ui/useOptionLists.ts';
import { partnerLabel, tenderLabel } from '../../../ui/formatters.ts';
import { postMultipart } from '../../../api/rest.ts';
import { DocumentField } from './DocumentField.tsx';
import { PartsField } from './PartsField.tsx';
import { CommitmentSelect } from './CommitmentSelect.tsx';
import { partsPayload, toPartLines } from './parts.ts';

/** The multipart create: the fields as one JSON `data` part, the file as `document`. */
async function createInvoice(payload: Record<string, unknown>, values: Record<string, unknown>) {
  const form = new FormData();
  form.append('data', JSON.stringify(payload));
  if (values.document instanceof File) form.append('document', values.document);
  return postMultipart<{ id: number }>('/api/szamlazas/', form);
}

const meta = metaScreens({
  moduleKey: 'invoices',
  title: 'Számlák',
  newLabel: 'Új számla',
  newTitle: 'Új számla',
  noun: 'Számla',
  accusative: 'számlát',
  recordTitle: (record) => String(record.invoice_number ?? 'Számla'),
  createWith: createInvoice,
  addFields: [
    {
      name: 'document',
      label: 'Számla fájlja',
      type: 'custom',
      defaultValue: null,
      render: (props) => createElement(DocumentField, props),
      // The file travels in the multipart create or through dokumentum-csere/, never in the JSON.
      toPayload: () => undefined,
    },
  ],
  fields: {
    partner: { options: (lists) => optionsOf(lists, 'partners', (entry) => String(entry.display_name ?? partnerLabel(entry as { name: string }))) },
    tender: { options: (lists) => optionsOf(lists, 'tenders', (entry) => String(entry.display_name ?? tenderLabel(entry as { name: string; code?: string }))) },
    commitment: { type: 'custom', render: (props) => createElement(CommitmentSelect, props), toPayload: (value) => (value ? Number(value) : null) },
    parts: {
      defaultValue: [],
      render: (props) => createElement(PartsField, { ...props, value: toPartLines(props.value) }),
      toPayload: (value) => partsPayload(toPartLines(value)),
    },
  },
});

export const screens: TSectionScreens = { List: meta.List, New: meta.New, Details: meta.Details };
