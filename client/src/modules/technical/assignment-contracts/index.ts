// Megbízási szerződések (MODULES.md §3.47): list, new and details rendered from the module's
// meta/; its own: the employee picker that fills the person fields from kitolt/, and the client
// checks of 000 §5 the server makes too (check digits, the tax id's birth date, the period).
import { createElement } from 'react';
import { MESSAGES, taxIdBirthDate, validTaxId } from '@etanker/shared/validation.ts';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { PersonPicker, personId } from './PersonPicker.tsx';

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
    user: { type: 'custom', width: 'wide', render: (props) => createElement(PersonPicker, props), toPayload: personId },
    tax_id: {
      rules: [{ type: 'taxId' }],
      check: (value, values) =>
        typeof value === 'string' && validTaxId(value) && values.birth_date && taxIdBirthDate(value) !== values.birth_date
          ? 'Az adóazonosító jel nem egyezik a születési dátummal.'
          : null,
    },
    social_security_number: { rules: [{ type: 'taj' }] },
    bank_account_number: { rules: [{ type: 'bankAccount' }] },
    end_date: {
      check: (value, values) => {
        if (values.open_ended) return value ? 'Határozatlan idejű szerződésnek nincs záró dátuma.' : null;
        if (!value) return MESSAGES.required;
        return values.start_date && String(value) <= String(values.start_date) ? MESSAGES.endAfterStart : null;
      },
    },
  },
});
