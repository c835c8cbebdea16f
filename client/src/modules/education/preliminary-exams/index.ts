// Felvételi megbízások (MODULES.md §3.33): list, new and details rendered from the module's meta/
// (the tax id's birth date rule comes with it); its own: the employee picker that fills the
// teacher from kitolt/, the check digits of 000 §5, and the certification dialog of igazol/.
// The list's export button asks ?format=xlsx (the REST export answers data otherwise).
import { createElement } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { PersonPicker, personId } from '../../../ui/PersonPicker.tsx';
import { CertifyDialog } from './CertifyDialog.tsx';

export const screens: TSectionScreens = metaScreens({
  moduleKey: 'preliminaryExams',
  title: 'Felvételi megbízások',
  newLabel: 'Új megbízás',
  newTitle: 'Új felvételi megbízás',
  noun: 'Felvételi megbízás',
  accusative: 'megbízást',
  recordTitle: (record) => String(record.name ?? 'Felvételi megbízás'),
  extraFieldsModule: 'preliminary_exams',
  actionDialogs: { certify: CertifyDialog },
  // The server's: the rates the contract was made with, the certified papers and the payment.
  shown: ['final_correction_count', 'correction_fee', 'supervising_fee', 'total_payment', 'certified_at', 'certified_by'],
  fields: {
    user: {
      type: 'custom',
      width: 'wide',
      render: (props) => createElement(PersonPicker, { ...props, fetchPerson: (utils, id) => utils.preliminaryExams.fill.fetch({ user_id: id }) }),
      toPayload: personId,
    },
    tax_id: { rules: [{ type: 'taxId' }] },
    social_security_number: { rules: [{ type: 'taj' }] },
    bank_account_number: { rules: [{ type: 'bankAccount' }] },
  },
});
