import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithMantine } from '../test/render.tsx';
import { SearchSelect } from './SearchSelect.tsx';

afterEach(cleanup);

const cities = ['Budapest', 'Budaörs', 'Bük', 'Budakeszi', 'Budakalász', 'Budajenő', 'Budafok', 'Győr'].map((label) => ({ value: label, label }));

describe('<SearchSelect>', () => {
  it('lists at most 5 options that start with the typed text', () => {
    renderWithMantine(<SearchSelect label="Település" data={cities} />);
    const input = screen.getAllByLabelText('Település').find((element) => element.tagName === 'INPUT')!;
    fireEvent.focus(input);
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: 'bud' } });
    const options = screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent);
    expect(options).toEqual(['Budapest', 'Budaörs', 'Budakeszi', 'Budakalász', 'Budajenő']);
    fireEvent.change(input, { target: { value: 'győ' } });
    expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['Győr']);
  });
});
