// An employment starting later is 'Jövőbeni', not 'Aktív' (issue 23 item 9).
import { describe, expect, it } from 'vitest';
import { employmentBadge } from './employment-status.ts';

describe('employment badge', () => {
  it('names an upcoming, an active and an ended employment apart', () => {
    expect(employmentBadge('upcoming').label).toBe('Jövőbeni');
    expect(employmentBadge('active').label).toBe('Aktív');
    expect(employmentBadge('ended').label).toBe('Megszűnt');
  });
});
