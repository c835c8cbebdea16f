// Érkeztető (MODULES.md §3.68): the incoming-mail register's list, new entry and details, rendered
// from the module's meta/; the list leads with the register number (the record's reference
// number) and shows the sender, whichever kind it is, in one column.
import type { TSectionScreens } from '../../../ui/section.ts';
import type { TRecord } from '../../../ui/moduleApi.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';

const nameOf = (value: unknown) => (value as { name?: string } | null)?.name ?? '';
const sender = (row: TRecord) => nameOf(row.sender_institution) || nameOf(row.sender_partner) || String(row.sender_private ?? '');

export const screens: TSectionScreens = metaScreens({
  moduleKey: 'inboxEntries',
  title: 'Érkeztető',
  newLabel: 'Új érkeztetés',
  newTitle: 'Új irat érkeztetése',
  noun: 'Érkeztetett irat',
  accusative: 'iratot',
  recordTitle: (record) => `${String(record.reference_number ?? '')} – ${String(record.subject ?? '')}`,
  listColumns: ['reference_number', 'arrival_date', 'type', 'subject', 'sender', 'handler', 'waiting_for'],
  columns: { sender: { label: 'Küldő', render: sender } },
});
