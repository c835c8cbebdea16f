// A task's subtasks as the form edits them and as the server takes them back: assignees are
// ids in the form ([{id, name}] in the server's answer); who finished one and when, and whether
// the caller may finish it, are the server's.
export interface TSubtaskLine {
  /** the server's id of a stored subtask: kept, so it is updated in place */
  id?: number;
  description: string;
  measure: string;
  assignees: number[];
  /** the answer's assignees with their names: shown even when the pickers do not offer them */
  named?: { id: number; name: string }[];
  /** 'YYYY-MM-DD' */
  deadline: string | null;
  finished: boolean;
  /** the server's */
  finished_by?: { id: number; name: string } | null;
  finished_at?: string | null;
  can_finish?: boolean;
}

export const NEW_SUBTASK: TSubtaskLine = { description: '', measure: '', assignees: [], deadline: null, finished: false };

const idOf = (value: unknown): number => (typeof value === 'number' ? value : Number((value as { id: number }).id));

export const toSubtaskLines = (value: unknown): TSubtaskLine[] =>
  Array.isArray(value)
    ? (value as Record<string, unknown>[]).map((line) => ({
        ...(line as unknown as TSubtaskLine),
        assignees: Array.isArray(line.assignees) ? line.assignees.map(idOf) : [],
        named: Array.isArray(line.assignees) ? line.assignees.filter((a): a is { id: number; name: string } => typeof a === 'object' && a !== null) : [],
      }))
    : [];

export const subtasksPayload = (lines: readonly TSubtaskLine[]) =>
  lines.map((line) => ({
    ...(line.id === undefined ? {} : { id: line.id }),
    description: line.description,
    measure: line.measure,
    assignees: line.assignees,
    deadline: line.deadline,
    finished: line.finished,
  }));

/** A list row's subtasks in one cell: how many are done, and the next open deadline. */
export function subtasksSummary(value: unknown): string {
  const lines = toSubtaskLines(value);
  if (lines.length === 0) return '–';
  const open = lines.filter((line) => !line.finished && line.deadline).map((line) => line.deadline!);
  const next = open.sort()[0];
  return `${lines.length - open.length}/${lines.length} kész${next ? `, következő: ${next}` : ''}`;
}
