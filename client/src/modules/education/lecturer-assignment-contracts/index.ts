// Óraadói megbízások (MODULES.md §3.26): list, new and details rendered from the module's meta/
// (the tax id's birth date and the period rule come with it); its own: the employee picker that
// fills the lecturer from kitolt/, the kit's task lines, the check digits of 000 §5 and the old
// contract it continues (a link to that contract's PDF).
import { createElement } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { PersonPicker, personId } from '../../../ui/PersonPicker.tsx';
import { TaskLinesField } from '../../../ui/TaskLinesField.tsx';
import { SourceContractField, sourceContractId } from './SourceContractField.tsx';

export const screens: TSectionScreens = metaScreens({
  moduleKey: 'lecturerAssignmentContracts',
  title: 'Óraadói megbízások',
  newLabel: 'Új megbízás',
  newTitle: 'Új óraadói megbízás',
  noun: 'Óraadói megbízás',
  accusative: 'megbízást',
  recordTitle: (record) => String(record.name ?? 'Óraadói megbízás'),
  extraFieldsModule: 'lecturer_assignment_contracts',
  // The payment the server computed from the tasks and the rate.
  shown: ['total_payment'],
  fields: {
    user: {
      type: 'custom',
      width: 'wide',
      render: (props) => createElement(PersonPicker, { ...props, fetchPerson: (utils, id) => utils.lecturerAssignmentContracts.fill.fetch({ user_id: id }) }),
      toPayload: personId,
    },
    tasks: { render: (props) => createElement(TaskLinesField, props) },
    source_contract: { type: 'custom', render: (props) => createElement(SourceContractField, props), toPayload: sourceContractId },
    tax_id: { rules: [{ type: 'taxId' }] },
    social_security_number: { rules: [{ type: 'taj' }] },
    bank_account_number: { rules: [{ type: 'bankAccount' }] },
  },
});
