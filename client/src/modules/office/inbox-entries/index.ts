// Érkeztető (MODULES.md §3.68): the incoming-mail register's list, new entry and details, rendered
// from the module's meta/; the register number is the record's reference number.
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';

export const screens: TSectionScreens = metaScreens({
  moduleKey: 'inboxEntries',
  title: 'Érkeztető',
  newLabel: 'Új érkeztetés',
  newTitle: 'Új irat érkeztetése',
  noun: 'Érkeztetett irat',
  accusative: 'iratot',
  recordTitle: (record) => String(record.subject ?? 'Érkeztetett irat'),
});
