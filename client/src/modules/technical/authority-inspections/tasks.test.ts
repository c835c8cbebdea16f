import { describe, expect, it } from 'vitest';
import { tasksPayload, toTaskLines } from './tasks.ts';

describe('inspection tasks in the form', () => {
  it('takes the answer’s {id, name} references as ids and sends back what the server takes, ids kept', () => {
    const lines = toTaskLines([
      {
        id: 7,
        problem: 'Kézmosó',
        measure: 'Csere',
        responsible_person: { id: 3, name: 'Nagy Eszter' },
        responsible_partner: null,
        deadline: '2026-05-31',
        finished: false,
        overdue: true,
      },
    ]);
    expect(lines[0]).toMatchObject({ responsible_person: 3, responsible_partner: null, overdue: true });
    expect(tasksPayload(lines)).toEqual([
      { id: 7, problem: 'Kézmosó', measure: 'Csere', responsible_person: 3, responsible_partner: null, deadline: '2026-05-31', finished: false },
    ]);
    expect(toTaskLines(null)).toEqual([]);
  });
});
