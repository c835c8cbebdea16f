// What the absence and day-off forms share: people picked from the start-up employments, the
// period's end with its working days, the long-absence warning and the clashing records of the
// same person (the absences' conflicting_entities/ call).
import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, List, Stack, Text } from '@mantine/core';
import { trpc } from '../../api/trpc.ts';
import { STARTUP_STALE_TIME } from '../../api/startup-data.ts';
import { DateField } from '../../ui/DateField.tsx';
import { SearchSelect } from '../../ui/SearchSelect.tsx';
import type { TCustomFieldProps, TFieldConfig } from '../../ui/fieldsConfig.ts';
import { useWorkingDays } from '../../ui/useWorkingDays.ts';

/** The id of the record being edited (0 on the new form): its own days are no clash. */
export const EditedLeave = createContext(0);

type TRef = { id: number; name: string };
type TEmployment = {
  id: number;
  user: number;
  user_name: string;
  institution_name: string;
  start_date: string | null;
  end_date: string | null;
  active: boolean;
};

function useEmployments(): TEmployment[] {
  return (trpc.core.employments.useQuery(undefined, { staleTime: STARTUP_STALE_TIME }).data ?? []) as TEmployment[];
}

/** A picked reference as the form holds it: the record's {id, name}, or the id text a select gives. */
export const refId = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : typeof value === 'object' ? (value as TRef).id : Number(value);

/** A select over a reference field whose options come from elsewhere; the record's own value stays offered. */
function RefSelect({ label, required, options, value, onChange, readOnly, error }: TCustomFieldProps & { label: string; required: boolean; options: TRef[] }) {
  const current = typeof value === 'object' && value !== null ? (value as TRef) : null;
  const data = [...(current && !options.some((o) => o.id === current.id) ? [current] : []), ...options].map((o) => ({ value: String(o.id), label: o.name }));
  const id = refId(value);
  return (
    <SearchSelect
      label={label}
      required={required && !readOnly}
      readOnly={readOnly}
      data={data}
      value={id === null ? null : String(id)}
      onChange={(next) => onChange(next)}
      error={error}
    />
  );
}

/** The people of the caller's institutions (one option per person with an active employment). */
export function EmployeeSelect(props: TCustomFieldProps & { label: string; required: boolean }) {
  const people = new Map<number, TRef>();
  for (const e of useEmployments()) if (e.active && !people.has(e.user)) people.set(e.user, { id: e.user, name: e.user_name });
  return <RefSelect {...props} options={[...people.values()]} />;
}

/** The caller's institutions' active employments, named by person, school and start. */
export function EmploymentSelect(props: TCustomFieldProps) {
  const options = useEmployments()
    .filter((e) => e.active)
    .map((e) => ({ id: e.id, name: `${e.user_name} – ${e.institution_name} (${e.start_date ?? ''}-tól)` }));
  return <RefSelect {...props} label="Munkaviszony" required options={options} />;
}

/** A custom reference field: its picker, sent as its id. */
export const refField = (render: (props: TCustomFieldProps) => ReactNode): Partial<TFieldConfig> => ({
  type: 'custom',
  render,
  toPayload: refId,
});

interface TPerson {
  user?: number;
  employment?: number;
}

/** The clashing records of the person in the period, once the call has what it needs. */
export function useConflicts(person: TPerson | null, start: string, end: string, enabled: boolean) {
  const id = useContext(EditedLeave);
  const ready = enabled && person !== null && start !== '' && end !== '' && end >= start;
  return trpc.absences.conflicts.useQuery({ id, ...person, start_date: start, end_date: end }, { enabled: ready });
}

interface TPeriodEndProps extends TCustomFieldProps {
  person: TPerson | null;
  /** whether the conflict check may run (day offs: only on a saved record) */
  checkConflicts: boolean;
  /** more working days than this get a warning (absences: hr.absence_length_warning) */
  warnAbove?: number;
}

/** The period's last day, then what the period means: working days, a long-absence warning, clashes. */
export function PeriodEnd({ person, checkConflicts, warnAbove, ...props }: TPeriodEndProps) {
  const start = (props.values.start_date as string | null) ?? '';
  const end = (props.value as string | null) ?? '';
  // Deciders (read-only form) want to see the clashes too.
  const conflicts = useConflicts(person, start, end, checkConflicts);
  const workingDays = useWorkingDays();
  const days = workingDays && start && end && end >= start ? workingDays.countWorkingDays(start, end) : null;
  const clashes = conflicts.data ? [...conflicts.data.absences, ...conflicts.data.day_offs] : [];
  return (
    <Stack gap={4}>
      <DateField label="Vége" required={!props.readOnly} readOnly={props.readOnly} value={end || null} onChange={props.onChange} error={props.error} />
      {days !== null && <Text size="sm">Munkanapok: {days}</Text>}
      {days !== null && warnAbove !== undefined && days > warnAbove && (
        <Alert color="yellow" p="xs" role="status">
          A távollét {days} munkanapos, hosszabb {warnAbove} munkanapnál.
        </Alert>
      )}
      {clashes.length > 0 && (
        <Alert color="orange" p="xs" role="status" title="Ütköző bejegyzések ugyanerre a személyre">
          <List size="sm">
            {clashes.map((c) => (
              <List.Item key={c.id}>
                <Link to={c.url}>
                  {c.reference_number || `#${c.id}`} ({c.start_date} – {c.end_date})
                </Link>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
