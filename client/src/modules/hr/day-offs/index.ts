// Szabadságok (MODULES.md §3.20): list, new and details from the module's meta/; the employment
// and the substitute are picked from the start-up employments, and under the period's end the
// form shows its working days and, on a saved record, the same person's clashing records.
import { createElement, useContext } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { EditedLeave, EmployeeSelect, EmploymentSelect, PeriodEnd, refField, refId } from '../leave.tsx';

/** 001 §7: the conflict check runs when the day off has an id, an employment and both dates. */
function DayOffEnd(props: TCustomFieldProps) {
  const saved = useContext(EditedLeave) > 0;
  const employment = refId(props.values.employment);
  return createElement(PeriodEnd, { ...props, person: employment === null ? null : { employment }, checkConflicts: saved });
}

const meta = metaScreens({
  moduleKey: 'dayOffs',
  title: 'Szabadságok',
  newLabel: 'Új szabadság',
  newTitle: 'Új szabadság',
  noun: 'szabadság',
  accusative: 'a szabadságot',
  recordTitle: (record) => `Szabadság: ${String(record.user_name ?? '')}`,
  fields: {
    employment: refField((props) => createElement(EmploymentSelect, props)),
    // Key 1 'Szabadság' (000 §9) as the select holds it (text), never cleared: the server fills only a missing value.
    absence_reason: { defaultValue: '1', required: true },
    end_date: { type: 'custom', render: (props) => createElement(DayOffEnd, props) },
    substitute: refField((props) => createElement(EmployeeSelect, { ...props, label: 'Helyettes', required: false })),
  },
});

export const screens: TSectionScreens = {
  List: meta.List,
  New: meta.New,
  Details: ({ id }) => createElement(EditedLeave.Provider, { value: id }, createElement(meta.Details, { id })),
};
