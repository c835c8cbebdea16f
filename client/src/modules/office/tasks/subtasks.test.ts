import { describe, expect, it } from 'vitest';
import { subtasksPayload, subtasksSummary, toSubtaskLines } from './subtasks.ts';

describe('subtasks in the form', () => {
  it('takes the answer’s assignees as ids and sends back only what the server takes, ids kept', () => {
    const lines = toSubtaskLines([
      {
        id: 4,
        description: 'Meghívók',
        measure: '',
        assignees: [{ id: 3, name: 'Kiss Anna' }],
        deadline: '2026-12-01',
        finished: true,
        finished_by: { id: 3, name: 'Kiss Anna' },
        finished_at: '2026-11-29 10:00',
        can_finish: true,
      },
    ]);
    expect(lines[0].assignees).toEqual([3]);
    expect(subtasksPayload(lines)).toEqual([{ id: 4, description: 'Meghívók', measure: '', assignees: [3], deadline: '2026-12-01', finished: true }]);
    expect(toSubtaskLines(undefined)).toEqual([]);
  });

  it('sums a list row’s subtasks up: done of all, and the next open deadline', () => {
    const line = (deadline: string, finished: boolean) => ({ description: 'x', measure: '', assignees: [], deadline, finished });
    expect(subtasksSummary([line('2026-12-05', false), line('2026-12-01', true), line('2026-12-03', false)])).toBe('1/3 kész, következő: 2026-12-03');
    expect(subtasksSummary([])).toBe('–');
  });
});
