// An id-list field's value: the server's named refs, the picker's strings or plain ids, nothing else.
import { describe, expect, it } from 'vitest';
import { refIds, toRefs } from './refs.ts';

describe('id-list values in the form', () => {
  it('keeps the names the server answered and the ids in order, and drops anything else', () => {
    expect(toRefs([{ id: 3, name: 'Díszterem' }, 1, '4'])).toEqual([
      { id: 3, name: 'Díszterem' },
      { id: 1, name: '' },
      { id: 4, name: '' },
    ]);
    expect(refIds([{ id: 5, name: 'Tornaterem' }, null, 'x', { name: 'id nélkül' }, 0, 2.5, 2])).toEqual([5, 2]);
    expect(refIds(null)).toEqual([]);
  });
});
