import { describe, expect, it } from 'vitest';
import { lastPage, pageAfterTotalChange, pageWindow, requestPage, PAGE_SIZES, DEFAULT_PAGE_SIZE } from './pagination.ts';

describe('pagination', () => {
  it('offers 25, 50, 75 with 25 as default', () => {
    expect(PAGE_SIZES).toEqual([25, 50, 75]);
    expect(DEFAULT_PAGE_SIZE).toBe(25);
  });

  it('shows two pages either side of the current page', () => {
    expect(pageWindow(5, 250, 25)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(1, 250, 25)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 250, 25)).toEqual([8, 9, 10]);
    expect(pageWindow(1, 0, 25)).toEqual([1]);
  });

  it('ignores a page beyond the total', () => {
    expect(requestPage(2, 5, 100, 25)).toBe(2);
    expect(requestPage(2, 4, 100, 25)).toBe(4);
    expect(requestPage(2, 0, 100, 25)).toBe(2);
  });

  it('resets to the last valid page when the total shrinks', () => {
    expect(pageAfterTotalChange(4, 30, 25)).toBe(2);
    expect(pageAfterTotalChange(4, 0, 25)).toBe(1);
    expect(pageAfterTotalChange(2, 200, 25)).toBe(2);
    expect(lastPage(76, 25)).toBe(4);
  });
});
