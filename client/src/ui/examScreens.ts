// The screens of an exam contract module (graduation, complex exam), rendered from its meta/: the
// employee picker filling the examiner from kitolt/, the tasks with the module's own columns, the
// check digits of 000 §5, the payment and certification the server keeps, and the dialog of
// feladat/ (the final values). A module names its texts, its kitolt/ call and its task columns.
import { createElement } from 'react';
import { MODULES } from '@etanker/shared/modules.ts';
import type { TSectionScreens } from './section.ts';
import { metaScreens, type TMetaScreensConfig } from './MetaScreens.tsx';
import { PersonPicker, personId, type TFetchPerson } from './PersonPicker.tsx';
import { examCounts, examTasksField } from './examTasks.tsx';
import { examFinalsDialog } from './ExamFinalsDialog.tsx';
import type { TLineColumn } from './LinesField.tsx';

type TExamModule = 'graduationContracts' | 'complexExams';

export interface TExamScreens extends Pick<TMetaScreensConfig, 'title' | 'newLabel' | 'newTitle' | 'noun' | 'accusative'> {
  moduleKey: TExamModule;
  fetchPerson: TFetchPerson;
  /** the task's own columns, before the counted values */
  taskColumns: TLineColumn<Record<string, unknown>>[];
  /** a task's name in the final values' dialog */
  taskTitle: (task: Record<string, unknown>) => string;
  /** graduation's tasks have a contributor's fee */
  contributor: boolean;
}

export function examScreens(o: TExamScreens): TSectionScreens {
  const counts = examCounts({ contributor: o.contributor });
  return metaScreens({
    ...o,
    recordTitle: (record) => String(record.name ?? o.noun),
    extraFieldsModule: o.moduleKey.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
    // What the server computed and recorded: the payment, and when and by whom the final values were certified.
    shown: ['total_payment', 'certified_at', 'certified_by'],
    // The examiner names the row (its link), the season after.
    listColumns: ['name', 'season', 'total_payment', 'institution', 'waiting_for', 'created_at'],
    fields: {
      user: {
        type: 'custom',
        width: 'wide',
        render: (props) => createElement(PersonPicker, { ...props, fetchPerson: o.fetchPerson }),
        toPayload: personId,
      },
      tasks: { render: examTasksField(o.taskColumns, counts) },
      tax_id: { rules: [{ type: 'taxId' }] },
      social_security_number: { rules: [{ type: 'taj' }] },
      bank_account_number: { rules: [{ type: 'bankAccount' }] },
    },
    actionDialogs: { recordFinals: examFinalsDialog(MODULES[o.moduleKey].restBase, counts, o.taskTitle) },
  });
}
