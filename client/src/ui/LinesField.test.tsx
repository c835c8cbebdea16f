// The kit's lines field: one row per line with an input per column, lines added and removed,
// a line's server error at its cell, and the payload of the columns with a stored line's id; a
// module's own cells, new lines, warnings, footer and empty text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithMantine } from '../test/render.tsx';
import { FieldInput } from './FieldInput.tsx';
import { toPayload } from './fieldsConfig.ts';
import { LinesInput, linesField, type TLinesConfig } from './LinesField.tsx';

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

interface TLeg {
  id?: number;
  to: string;
  people: number | null;
  kind: string | null;
  paid: boolean;
}

const legs: TLinesConfig<TLeg> = {
  label: 'Útszakaszok',
  addLabel: 'Új útszakasz',
  removeLabel: 'Útszakasz törlése',
  emptyText: 'Még nincs útszakasz.',
  newLine: (lines, values) => ({ to: '', people: values.people as number, kind: 'bus', paid: false }),
  warnings: (line) => (line.people !== null && line.people > 50 ? { people: 'Legfeljebb 50 fő.', to: 'Nem ez.' } : {}),
  footer: (lines) => `Összesen: ${lines.reduce((sum, line) => sum + (line.people ?? 0), 0)} fő`,
  columns: [
    { name: 'to', label: 'Hová', input: 'text' },
    { name: 'people', label: 'Létszám', input: 'number', width: 100, emptyValue: 0 },
    { name: 'kind', label: 'Jármű', input: 'select', width: 120, textValues: true, options: () => [{ value: 'bus', label: 'Busz' }] },
    { name: 'paid', label: 'Fizetve', input: 'checkbox', width: 80 },
    { name: 'double', label: 'Kétszeres', input: 'custom', width: 80, render: ({ line }) => `${(line.people ?? 0) * 2} fő` },
  ],
};

describe("a module's lines", () => {
  const renderLegs = (value: TLeg[], onChange = vi.fn()) => {
    renderWithMantine(
      <LinesInput
        config={legs}
        name="travels"
        value={value}
        values={{ people: 12 }}
        onChange={onChange}
        readOnly={false}
        errors={{ 'travels.0.to': ['Kötelező.'] }}
        lists={{}}
      />,
    );
    return onChange;
  };

  it('shows its empty text, and a new line as the module makes it', () => {
    const onChange = renderLegs([]);
    expect(screen.getByText('Még nincs útszakasz.')).toBeTruthy();
    fireEvent.click(screen.getByText('Új útszakasz'));
    expect(onChange).toHaveBeenLastCalledWith([{ to: '', people: 12, kind: 'bus', paid: false }]);
  });

  it("draws the module's own cells and footer, its warnings where the server sent none, and keeps codes as text", () => {
    const onChange = renderLegs([{ id: 1, to: 'Eger', people: 60, kind: 'bus', paid: false }]);
    expect(screen.getByText('120 fő')).toBeTruthy();
    expect(screen.getByText('Összesen: 60 fő')).toBeTruthy();
    expect(screen.getByText('Legfeljebb 50 fő.')).toBeTruthy();
    expect(screen.getByText('Kötelező.')).toBeTruthy();
    expect(screen.queryByText('Nem ez.')).toBeNull();
    expect(screen.getAllByLabelText('Jármű').some((input) => (input as HTMLInputElement).value === 'Busz')).toBe(true);
    fireEvent.click(screen.getByLabelText('Fizetve'));
    expect(onChange).toHaveBeenLastCalledWith([{ id: 1, to: 'Eger', people: 60, kind: 'bus', paid: true }]);
    fireEvent.change(screen.getByLabelText('Létszám'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith([{ id: 1, to: 'Eger', people: 0, kind: 'bus', paid: false }]);
  });
});
