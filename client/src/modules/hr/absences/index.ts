// Távolléti jelentő (MODULES.md §3.19): the HR month grid instead of a list; new and details
// from the module's meta/, with people picked from the start-up employments and the period's
// working days, long-absence warning and clashes under its end.
import { createElement } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { trpc } from '../../../api/trpc.ts';
import { STARTUP_STALE_TIME } from '../../../api/startup-data.ts';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { parseModuleSettings } from '@etanker/shared/settings.ts';
import { HR_SETTINGS } from '@etanker/shared/settings/hr.ts';
import { EditedLeave, EmployeeSelect, PeriodEnd, refField, refId } from '../leave.tsx';
import { DayOffPicker } from './DayOffPicker.tsx';
import { AbsenceCalendar } from './AbsenceCalendar.tsx';

function AbsenceEnd(props: TCustomFieldProps) {
  const settings = trpc.core.settings.useQuery(undefined, { staleTime: STARTUP_STALE_TIME }).data as Record<string, unknown> | undefined;
  const limit = parseModuleSettings(HR_SETTINGS, settings?.hr).absence_length_warning;
  const user = refId(props.values.user);
  return createElement(PeriodEnd, { ...props, person: user === null ? null : { user }, checkConflicts: true, warnAbove: limit });
}

const meta = metaScreens({
  moduleKey: 'absences',
  title: 'Távolléti jelentő',
  newLabel: 'Új távollét',
  newTitle: 'Új távollét',
  noun: 'távollét',
  accusative: 'a távollétet',
  recordTitle: (record) => `Távollét: ${(record.user as { name?: string } | null)?.name ?? ''}`,
  fields: {
    user: refField((props) => createElement(EmployeeSelect, { ...props, label: 'Dolgozó', required: true })),
    substitute: refField((props) => createElement(EmployeeSelect, { ...props, label: 'Helyettes', required: false })),
    end_date: { type: 'custom', render: (props) => createElement(AbsenceEnd, props) },
    day_off: refField((props) => createElement(DayOffPicker, props)),
  },
});

export const screens: TSectionScreens = {
  List: AbsenceCalendar,
  New: meta.New,
  Details: ({ id }) => createElement(EditedLeave.Provider, { value: id }, createElement(meta.Details, { id })),
};
