// Partnerek (MODULES.md §3.12): list, new and details rendered from the module's meta/.
import { MESSAGES } from '@etanker/shared/validation.ts';
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
    // Needed unless the partner has no Hungarian tax id (the server's rule, checked before sending).
    tax_id: { check: (value, values) => (values.tax_id_availability === 'available' && !value ? MESSAGES.required : null) },
    bank_account_number: { rules: [{ type: 'bankAccount' }] },
    'address.zip_code': { rules: [{ type: 'numeric' }, { type: 'minLength', n: 4 }] },
  },
});
