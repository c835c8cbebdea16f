// The people a task may name (supervisors/: the school's writing people of the module), as
// options of the supervisor select and the subtasks' assignees.
import { useMemo } from 'react';
import { trpc } from '../../../api/trpc.ts';

export function usePeopleOptions() {
  const people = trpc.tasks.supervisors.useQuery({}, { staleTime: 60_000 }).data;
  return useMemo(() => (people ?? []).map((p) => ({ value: String(p.id), label: p.name })), [people]);
}
