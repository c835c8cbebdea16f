// Tanügyi egyéb szerződések (MODULES.md §3.27): list, new and details rendered from the module's
// meta/ (the tax id's birth date and the period rule come with it); its own: the check digits of
// 000 §5 checked while typing, and the total the server computed from the price and the quantity.
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';

export const screens: TSectionScreens = metaScreens({
  moduleKey: 'educationOtherContracts',
  title: 'Egyéb szerződések',
  newLabel: 'Új szerződés',
  newTitle: 'Új tanügyi egyéb szerződés',
  noun: 'Egyéb szerződés',
  accusative: 'szerződést',
  recordTitle: (record) => String(record.name ?? 'Egyéb szerződés'),
  extraFieldsModule: 'education_other_contracts',
  shown: ['total_price'],
  fields: {
    tax_number: { rules: [{ type: 'taxId' }] },
    social_security_number: { rules: [{ type: 'taj' }] },
    bank_account_number: { rules: [{ type: 'bankAccount' }] },
  },
});
