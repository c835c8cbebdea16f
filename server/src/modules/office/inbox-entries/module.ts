// Érkeztető: a school's incoming-mail register (iktatókönyv; spec 001 §1, §3, §7; MODULES.md
// §3.68). Each entry gets the next register number of its school and year when it is recorded
// (register-number.ts), then goes through szignálás and elintézés (flow.ts).
import { defineWorkflowModule } from '../../../workflow/define.ts';
import { commonWorkflowFilters } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { recordInstitution } from '../../../workflow/case-fields.ts';
import { INBOX_ENTRY_MANIFEST as MANIFEST, SENDER_TYPES, ZInboxEntryInput } from './manifest.ts';
import { assignRegisterNumber } from './register-number.ts';
import { inboxFilters } from './filters.ts';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';

const MODULE = caseModuleOf('inboxEntries');
const INITIAL_STATE = 'open';
const fromManifest = workflowFromManifest(MANIFEST, { table: (tx) => tx.inboxEntry, caseRelation: 'inbox_entry' });

export const inboxEntries = defineWorkflowModule({
  ...workflowNames('inboxEntries'),
  permission: 'inbox.can_use_inbox_module',
  permissions: [
    {
      codename: 'inbox.can_use_inbox_module',
      name: 'Érkeztető modul használata',
      groups: ['Iskolai igénylők', 'Iskolavezetők', 'Irodai referensek'],
    },
  ],
  initialState: INITIAL_STATE,
  settingsGroup: 'inbox',
  institutionFields: ['institution'],
  ...fromManifest,
  createInput: ZInboxEntryInput,
  updateInput: ZInboxEntryInput,
  // A copy is a new arrival: it is registered under the next number too.
  insert: async (tx, ctx, id, input) => {
    await fromManifest.insert(tx, ctx, id, input);
    await assignRegisterNumber(tx, id);
  },
  copy: async (tx, ctx, sourceId, newId) => {
    await fromManifest.copy(tx, ctx, sourceId, newId);
    await assignRegisterNumber(tx, newId);
  },
  filters: { ...commonWorkflowFilters(MODULE, INITIAL_STATE), ...fromManifest.filters, ...inboxFilters(MODULE) },
  prepareCreate: async (tx, ctx, input) => ({ institution_id: await recordInstitution(tx, ctx, input.institution) }),
  // The register is the school's: an edit never moves an entry to another school's register.
  prepareUpdate: async () => ({}),
  flowRecord: async (tx, id) => {
    const r = await tx.inboxEntry.findUniqueOrThrow({ where: { id }, select: { type: true } });
    return { type: r.type };
  },
  describe: async (tx, id) => {
    const r = await tx.inboxEntry.findUniqueOrThrow({
      where: { id },
      select: {
        subject: true,
        sender_type: true,
        sender_private: true,
        name: true,
        external_id: true,
        invoice_id: true,
        sender_institution: { select: { name: true } },
        sender_partner: { select: { name: true } },
        handler: { select: { name: true } },
      },
    });
    const sender = r.sender_institution?.name ?? r.sender_partner?.name ?? r.sender_private;
    const label = SENDER_TYPES[r.sender_type as keyof typeof SENDER_TYPES] ?? '';
    return { title: r.subject, searchText: `${label} ${sender} ${r.name} ${r.external_id} ${r.invoice_id} ${r.handler?.name ?? ''}` };
  },
  documents: {},
});
