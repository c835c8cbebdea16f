// Megbízási szerződések (MODULES.md §3.47): list, new and details rendered from the module's
// meta/ (the tax id's birth date and the period rules come with it); its own: the employee picker
// that fills the person fields from kitolt/, and the check digits of 000 §5.
import { createElement } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { PersonPicker, personId } from '../../../ui/PersonPicker.tsx';

export const screens: TSectionScreens = metaScreens({
  moduleKey: 'assignmentContracts',
  title: 'Megbízási szerződések',
  newLabel: 'Új szerződés',
  newTitle: 'Új megbízási szerződés',
  noun: 'Megbízási szerződés',
  accusative: 'szerződést',
  recordTitle: (record) => String(record.name ?? 'Megbízási szerződés'),
  extraFieldsModule: 'assignment_contracts',
  fields: {
    user: {
      type: 'custom',
      width: 'wide',
      render: (props) => createElement(PersonPicker, { ...props, fetchPerson: (utils, id) => utils.assignmentContracts.fill.fetch({ user_id: id }) }),
      toPayload: personId,
    },
    tax_id: { rules: [{ type: 'taxId' }] },
    social_security_number: { rules: [{ type: 'taj' }] },
    bank_account_number: { rules: [{ type: 'bankAccount' }] },
  },
});
