// The one free-slot picker of rooms and cars: it asks for the period first, looks the free
// resources up with the edited record's id (EditedRecord), keeps the picked one offered and says
// when it is no longer free.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderWithMantine } from '../test/render.tsx';
import { freeSlotField, type TFreeSlotConfig } from './FreeSlotPicker.tsx';
import { EditedRecord } from './editedRecord.ts';

afterEach(cleanup);

type TRoom = { id: number; name: string };

function picker(free: readonly TRoom[] | undefined, values: Record<string, unknown>, value: unknown = null) {
  const useFree = vi.fn<TFreeSlotConfig<TRoom>['useFree']>(() => ({ data: free, isFetching: false }));
  const field = freeSlotField<TRoom>({ period: ['start_time', 'end_time'], noun: 'terem', plural: 'termek', before: 'Előbb az időszak.', useFree });
  const rendered: ReactNode = field.render!({ values, value, onChange: () => {}, setField: () => {}, readOnly: false, errors: {}, lists: {} });
  renderWithMantine(<EditedRecord.Provider value={7}>{rendered}</EditedRecord.Provider>);
  return { useFree, field };
}

describe('free-slot picker', () => {
  it('asks for the period first and does not look up', () => {
    const { useFree } = picker(undefined, { start_time: '', end_time: '' });
    expect(screen.getByText('Előbb az időszak.')).toBeTruthy();
    expect(useFree).toHaveBeenCalledWith('', '', 7, false);
  });

  it('looks up the period for the edited record and counts the free ones', () => {
    const { useFree } = picker([{ id: 1, name: 'Informatika terem' }], { start_time: '2031-01-01 08:00', end_time: '2031-01-01 09:00' });
    expect(useFree).toHaveBeenCalledWith('2031-01-01 08:00', '2031-01-01 09:00', 7, true);
    expect(screen.getByText('1 szabad terem')).toBeTruthy();
  });

  it('says when the picked one is taken in the period, and sends its id', () => {
    const { field } = picker([], { start_time: '2031-01-01 08:00', end_time: '2031-01-01 09:00' }, { id: 2, name: 'Tornaterem' });
    expect(screen.getByText('A választott terem ebben az időszakban foglalt.')).toBeTruthy();
    expect(field.toPayload!({ id: 2, name: 'Tornaterem' }, {})).toBe(2);
  });
});
