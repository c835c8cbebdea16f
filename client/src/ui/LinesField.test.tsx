// The kit's lines field: one row per line with an input per column, lines added and removed,
// a line's server error at its cell, and the payload of the columns with a stored line's id.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithMantine } from '../test/render.tsx';
import { FieldInput } from './FieldInput.tsx';
import { toPayload } from './fieldsConfig.ts';
import { linesField } from './LinesField.tsx';

afterEach(cleanup);

const children = linesField('children', {
  label: 'Gyermekek',
  addLabel: 'Új gyermek',
  removeLabel: 'Gyermek törlése',
  columns: [
    { name: 'name', label: 'Név', input: 'text', required: true, width: 200 },
    { name: 'level', label: 'Szint', input: 'select', width: 150, options: () => [{ value: '2', label: 'Középfokú' }] },
  ],
});

describe('a lines field', () => {
  it('edits, adds and removes lines, and shows a cell error', () => {
    const onChange = vi.fn();
    const value = [{ id: 7, name: 'Anna', level: 2 }];
    renderWithMantine(
      <FieldInput
        field={children}
        values={{ children: value }}
        lists={{}}
        onChange={onChange}
        readOnly={false}
        errors={{ 'children.0.name': ['Ez a mező nem lehet üres'] }}
      />,
    );
    expect((screen.getByLabelText(/Név/) as HTMLInputElement).value).toBe('Anna');
    expect(screen.getAllByLabelText(/Szint/).some((input) => (input as HTMLInputElement).value === 'Középfokú')).toBe(true);
    expect(screen.getByText('Ez a mező nem lehet üres')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Név/), { target: { value: 'Anna Mária' } });
    expect(onChange).toHaveBeenLastCalledWith('children', [{ id: 7, name: 'Anna Mária', level: 2 }]);
    fireEvent.click(screen.getByText('Új gyermek'));
    expect(onChange).toHaveBeenLastCalledWith('children', [...value, { name: '', level: null }]);
    fireEvent.click(screen.getByLabelText('Gyermek törlése'));
    expect(onChange).toHaveBeenLastCalledWith('children', []);
  });

  it('offers no write control read-only, and sends the columns with a stored line id', () => {
    const value = [{ id: 7, name: 'Anna', level: 2, extra: 'x' }, { name: 'Béla' }];
    renderWithMantine(<FieldInput field={children} values={{ children: value }} lists={{}} onChange={() => {}} readOnly errors={{}} />);
    expect(screen.queryByText('Új gyermek')).toBeNull();
    expect(screen.queryByLabelText('Gyermek törlése')).toBeNull();
    expect(toPayload([children], { children: value })).toEqual({
      children: [
        { id: 7, name: 'Anna', level: 2 },
        { name: 'Béla', level: null },
      ],
    });
  });
});
