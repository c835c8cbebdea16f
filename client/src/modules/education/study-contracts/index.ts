// Tanulmányi szerződések (MODULES.md §3.29): list, new and details rendered from the module's
// meta/ (the tax id's birth date rule comes with it); its own: the check digits of the student's
// identifiers (000 §5) checked as they are typed.
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';

export const screens: TSectionScreens = metaScreens({
  moduleKey: 'studyContracts',
  title: 'Tanulmányi szerződések',
  newLabel: 'Új szerződés',
  newTitle: 'Új tanulmányi szerződés',
  noun: 'Tanulmányi szerződés',
  accusative: 'szerződést',
  recordTitle: (record) => String(record.name ?? 'Tanulmányi szerződés'),
  extraFieldsModule: 'study_contracts',
  fields: {
    tax_number: { rules: [{ type: 'taxId' }] },
    social_security_number: { rules: [{ type: 'taj' }] },
  },
});
