// The rooms a booking sends: the ids the server answered or the picker gave, nothing else.
import { describe, expect, it } from 'vitest';
import { toRoomIds } from './rooms.ts';

describe('room booking rooms in the form', () => {
  it('keeps ids from the server and from the picker, in order, and drops anything else', () => {
    expect(toRoomIds([3, 1])).toEqual([3, 1]);
    expect(toRoomIds(['4', '2'])).toEqual([4, 2]);
    expect(toRoomIds([1, null, 'x', { id: 5 }, 0, 2.5])).toEqual([1]);
    expect(toRoomIds(null)).toEqual([]);
  });
});
