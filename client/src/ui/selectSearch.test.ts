import { describe, expect, it } from 'vitest';
import { startsWithMatches } from './selectSearch.ts';

const cities = ['Budapest', 'Budaörs', 'Bük', 'Budakeszi', 'Budakalász', 'Budajenő', 'Győr', 'Ábrahámhegy', 'Abony'].map((label, index) => ({
  value: String(index),
  label,
}));

describe('select search', () => {
  it('shows at most 5 options that start with the typed text', () => {
    expect(startsWithMatches(cities, 'bud').map((option) => option.label)).toEqual(['Budapest', 'Budaörs', 'Budakeszi', 'Budakalász', 'Budajenő']);
  });

  it('matches the start only, ignoring accents and case', () => {
    expect(startsWithMatches(cities, 'gyo').map((option) => option.label)).toEqual(['Győr']);
    expect(startsWithMatches(cities, 'ab').map((option) => option.label)).toEqual(['Ábrahámhegy', 'Abony']);
    expect(startsWithMatches(cities, 'pest')).toEqual([]);
  });

  it('shows the first 5 when nothing is typed', () => {
    expect(startsWithMatches(cities, '')).toHaveLength(5);
  });
});
