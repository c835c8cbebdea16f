// An inspection's tasks as the form edits them and as the server takes them back: the
// responsible person and partner are ids in the form ({id, name} in the server's answer).
export interface TTaskLine {
  /** the server's id of a stored task: kept, so the task is updated in place */
  id?: number;
  problem: string;
  measure: string;
  responsible_person: number | null;
  responsible_partner: number | null;
  /** 'YYYY-MM-DD' */
  deadline: string | null;
  finished: boolean;
  /** the server's: unfinished past its deadline */
  overdue?: boolean;
}

export const NEW_TASK: TTaskLine = { problem: '', measure: '', responsible_person: null, responsible_partner: null, deadline: null, finished: false };

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: number }).id) : null;

export const toTaskLines = (value: unknown): TTaskLine[] =>
  Array.isArray(value)
    ? (value as Record<string, unknown>[]).map((line) => ({
        ...(line as unknown as TTaskLine),
        responsible_person: idOf(line.responsible_person),
        responsible_partner: idOf(line.responsible_partner),
      }))
    : [];

export const tasksPayload = (lines: readonly TTaskLine[]) =>
  lines.map((line) => ({
    ...(line.id === undefined ? {} : { id: line.id }),
    problem: line.problem,
    measure: line.measure,
    responsible_person: line.responsible_person,
    responsible_partner: line.responsible_partner,
    deadline: line.deadline,
    finished: line.finished,
  }));
