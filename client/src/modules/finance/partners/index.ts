// Partnerek (MODULES.md §3.12): list, new and details rendered from the module's meta/.
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { partnerLabel } from '../../../ui/formatters.ts';

export const screens: TSectionScreens = metaScreens({
  moduleKey: 'partners',
  title: 'Partnerek',
  newLabel: 'Új partner',
  newTitle: 'Új partner',
  noun: 'Partner',
  accusative: 'partnert',
  recordTitle: (record) => partnerLabel(record as unknown as { name: string; note?: string; tax_id?: string }),
  fields: {
    bank_account_number: { rules: [{ type: 'bankAccount' }] },
    'address.zip_code': { rules: [{ type: 'numeric' }, { type: 'minLength', n: 4 }] },
  },
});
