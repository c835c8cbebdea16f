import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { listQuery, useListState } from './useListState.ts';
import { filterQuery } from './ListFilters.tsx';

describe('list query', () => {
  it('sends q when typed, page only above 1 and limit only when not the default', () => {
    expect(listQuery('', 1, 25, {})).toEqual({});
    expect(listQuery(' projektor ', 2, 50, { state: 'open' })).toEqual({ q: 'projektor', page: 2, limit: 50, state: 'open' });
  });

  it('types the filters and leaves out the empty ones', () => {
    const options = {
      has_invoice: { label: 'Van számla', type: 'bool' as const },
      min_cost: { label: 'Minimum összeg', type: 'number' as const },
      tender: { label: 'Pályázat', type: 'select' as const },
      payment_type: { label: 'Fizetési mód', type: 'multi_select' as const },
      affected_building: { label: 'Épület', type: 'text' as const },
    };
    expect(filterQuery(options, { has_invoice: 'false', min_cost: 1000, tender: '3', payment_type: ['1', '2'], affected_building: '' })).toEqual({
      has_invoice: false,
      min_cost: 1000,
      tender: 3,
      payment_type: [1, 2],
    });
  });
});

describe('useListState', () => {
  it("starts filtered by the link's query (a landing tile's ?waiting_for_me=true)", () => {
    const { result } = renderHook(() => useListState(undefined, Object.fromEntries(new URLSearchParams('waiting_for_me=true'))));
    expect(result.current.filters).toEqual({ waiting_for_me: 'true' });
    expect(renderHook(() => useListState(undefined)).result.current.filters).toEqual({});
  });
});
