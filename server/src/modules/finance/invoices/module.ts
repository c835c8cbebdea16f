// Számlázás: an incoming invoice registered by the centre's finance referent, split over the
// schools it concerns, approved by the centre's finance (spec 001 §3, §4, §6, §7, §9; MODULES.md
// §3.9; DESIGN.md "Invoices"). Schools read the invoices of theirs unless schools_can_see is off.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { action, defineWorkflowModule } from '../../../workflow/define.ts';
import { commonWorkflowFilters } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { generateDocument } from '../../../workflow/documents.ts';
import { ZRowIdText } from '../../../http/schemas.ts';
import { fieldError } from '../../../http/errors.ts';
import { INVOICE_MANIFEST, ZInvoiceInput } from './manifest.ts';
import { copyInvoice, invoiceCaseFields, writeInvoice } from './write.ts';
import { invoiceFilters } from './filters.ts';
import { deletePartDocument, documentRef, fileChangeRefusal, REGISTER_PERMISSION, storeInvoiceDocument, storePartDocument } from './files.ts';
import { InvoiceCoverPdf } from './document.tsx';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';

const MODULE = caseModuleOf('invoices');
const INITIAL_STATE = 'open';
export const COVER_SHEET = 'invoice_cover';
const fromManifest = workflowFromManifest(INVOICE_MANIFEST, { table: (tx) => tx.invoice, caseRelation: 'invoice' });
const REQUIRED = 'Ez a mező nem lehet üres';
const DOCUMENT_SELECT = { select: { id: true, file_name: true, deleted_at: true } } as const;

/** The manifest's details, the invoice's file and each part's document ({id, name, url} or null). */
async function invoiceDetail(tx: TTx, ctx: TAuthedContext, id: number) {
  const [fields, files] = await Promise.all([
    fromManifest.detail(tx, ctx, id),
    tx.invoice.findUniqueOrThrow({
      where: { id },
      select: { document: DOCUMENT_SELECT, parts: { select: { id: true, document: DOCUMENT_SELECT } } },
    }),
  ]);
  const partDocuments = new Map(files.parts.map((p) => [p.id, documentRef(p.document)]));
  return {
    ...fields,
    document: documentRef(files.document),
    parts: fields.parts.map((p) => ({ ...p, document: partDocuments.get(p.id) ?? null })),
  };
}

export const invoices = defineWorkflowModule({
  ...workflowNames('invoices'),
  permission: 'invoices.can_use_invoices_module',
  permissions: [
    {
      codename: 'invoices.can_use_invoices_module',
      name: 'Számlázás modul használata',
      groups: ['Iskolai igénylők', 'Iskolavezetők', 'Pénzügyi referensek', 'Központi pénzügy'],
    },
    {
      codename: 'invoices.can_register_invoices',
      name: 'Számlák rögzítése, fájljaik és megosztásuk kezelése',
      groups: ['Pénzügyi referensek', 'Központi pénzügy'],
    },
  ],
  createPermission: REGISTER_PERMISSION,
  initialState: INITIAL_STATE,
  settingsGroup: 'invoices',
  referencePrefix: 'SZ',
  institutionFields: ['institution'],
  ...fromManifest,
  createInput: ZInvoiceInput,
  updateInput: ZInvoiceInput,
  insert: (tx, _ctx, id, input) => writeInvoice(tx, id, input, true),
  write: (tx, _ctx, id, input) => writeInvoice(tx, id, input, false),
  detail: (tx, ctx, id) => invoiceDetail(tx, ctx, id),
  filters: { ...commonWorkflowFilters(MODULE, INITIAL_STATE), ...fromManifest.filters, ...invoiceFilters },
  prepareCreate: async (_tx, ctx, input) => invoiceCaseFields(ctx, input),
  prepareUpdate: async (_tx, ctx, _id, input) => invoiceCaseFields(ctx, input),
  flowRecord: async (tx, id) => {
    const r = await tx.invoice.findUniqueOrThrow({ where: { id }, select: { amount: true } });
    return { amount: r.amount.toNumber() };
  },
  describe: async (tx, id) => {
    const r = await tx.invoice.findUniqueOrThrow({
      where: { id },
      select: { invoice_number: true, description: true, sap_number: true, partner: { select: { name: true } } },
    });
    const title = [r.invoice_number, r.partner?.name].filter(Boolean).join(' – ');
    return { title, searchText: `${r.invoice_number} ${r.partner?.name ?? ''} ${r.description} ${r.sap_number}` };
  },
  copy: (tx, _ctx, sourceId, newId) => copyInvoice(tx, sourceId, newId),
  documents: {
    [COVER_SHEET]: { label: 'Számla kísérőlap', render: (ctx, id) => InvoiceCoverPdf(ctx.prisma, id) },
  },
  uploads: {
    files: ['document'],
    store: async (tx, ctx, id, files) => {
      if (files.document) await storeInvoiceDocument(tx, ctx, id, files.document);
    },
  },
  actions: {
    uploadPartDocument: action({
      on: 'record',
      method: 'POST',
      path: 'melleklet_feltoltese/',
      summary: 'Megosztási tétel dokumentumának feltöltése (multipart: part_id, document)',
      input: z.object({ part_id: ZRowIdText }).strict(),
      files: ['document'],
      can: (_tx, ctx, c) => fileChangeRefusal(ctx, c),
      run: async (tx, ctx, { id, input, files }) => {
        if (!files?.document) throw fieldError('document', REQUIRED);
        await storePartDocument(tx, ctx, id, input.part_id, files.document);
      },
    }),
    // Shares the kit's melleklet-torlese/ path: a body with `id` (a part) comes here, one with attachment_id goes to the kit.
    deletePartDocument: action({
      on: 'record',
      method: 'POST',
      path: 'melleklet-torlese/',
      summary: 'Megosztási tétel dokumentumának törlése (id: a tétel azonosítója)',
      input: z.object({ part_id: ZRowIdText }).strict(),
      bodyId: 'part_id',
      can: (_tx, ctx, c) => fileChangeRefusal(ctx, c),
      run: async (tx, ctx, { id, input }) => deletePartDocument(tx, ctx, id, input.part_id),
    }),
    replaceDocument: action({
      on: 'record',
      method: 'POST',
      path: 'dokumentum-csere/',
      summary: 'A számla fájljának cseréje (multipart: document)',
      files: ['document'],
      can: (_tx, ctx, c) => fileChangeRefusal(ctx, c),
      run: async (tx, ctx, { id, files }) => {
        if (!files?.document) throw fieldError('document', REQUIRED);
        await storeInvoiceDocument(tx, ctx, id, files.document);
      },
    }),
    // The generated cover sheet rebuilt from the record as it is now (documents permission, as generate_document/).
    regenerateDocument: action({
      on: 'record',
      method: 'POST',
      path: 'regenerate_document/',
      summary: 'A számla kísérőlapjának újragenerálása',
      write: false,
      run: async (_tx, ctx, { id, module }) => {
        await generateDocument(ctx, module, id, COVER_SHEET);
      },
    }),
  },
});
