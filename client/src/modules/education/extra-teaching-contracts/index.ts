// Többlettanítási szerződések (MODULES.md §3.30): list, new and details rendered from the
// module's meta/ (the tax number's birth date, the period within a month come with it); its
// own: the employee picker that copies the teacher's HR file from kitolt/, the kit's task lines
// in hours, and the check digits of 000 §5.
import { createElement } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { PersonPicker, personId } from '../../../ui/PersonPicker.tsx';
import { TaskLinesField } from '../../../ui/TaskLinesField.tsx';

export const screens: TSectionScreens = metaScreens({
  moduleKey: 'extraTeachingContracts',
  title: 'Többlettanítási szerződések',
  newLabel: 'Új szerződés',
  newTitle: 'Új többlettanítási szerződés',
  noun: 'Többlettanítási szerződés',
  accusative: 'szerződést',
  recordTitle: (record) => String(record.name ?? 'Többlettanítási szerződés'),
  extraFieldsModule: 'extra_teaching_contracts',
  // The hours and the payment the server computed from the tasks and the rate.
  shown: ['total_hours', 'total_payment'],
  listColumns: ['reference_number', 'name', 'start_date', 'end_date', 'total_hours', 'total_payment'],
  fields: {
    user: {
      type: 'custom',
      width: 'wide',
      render: (props) =>
        createElement(PersonPicker, {
          ...props,
          required: true,
          prompt: 'Válassza ki a pedagógust: adatai a HR adatlapjáról töltődnek ki.',
          fetchPerson: (utils, id) => utils.extraTeachingContracts.fill.fetch({ user_id: id }),
        }),
      toPayload: personId,
    },
    tasks: { render: (props) => createElement(TaskLinesField, props) },
    tax_number: { rules: [{ type: 'taxId' }] },
    social_security_number: { rules: [{ type: 'taj' }] },
    bank_account_number: { rules: [{ type: 'bankAccount' }] },
  },
});
