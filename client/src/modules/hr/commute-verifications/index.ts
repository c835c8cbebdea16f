// Munkába járás engedélyezés (MODULES.md §3.22): list, new and details from the module's meta/;
// its own: the employment picked from the start-up employments, the commute info lines.
import { createElement } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { CommuteInfosField, infoLinesPayload } from '../CommuteInfosField.tsx';
import { EmploymentSelect, employmentId } from './EmploymentSelect.tsx';

export const screens: TSectionScreens = metaScreens({
  moduleKey: 'commuteVerifications',
  title: 'Munkába járás engedélyezés',
  newLabel: 'Új engedélyezés',
  newTitle: 'Új munkába járás engedélyezés',
  noun: 'Engedélyezés',
  accusative: 'engedélyezést',
  recordTitle: (record) => `Munkába járás – ${String((record.employment as { name?: string } | null)?.name ?? '')}`,
  fields: {
    employment: { type: 'custom', render: (props) => createElement(EmploymentSelect, props), toPayload: employmentId },
    commute_infos: { type: 'custom', width: 'wide', render: (props) => createElement(CommuteInfosField, props), toPayload: infoLinesPayload },
  },
});
