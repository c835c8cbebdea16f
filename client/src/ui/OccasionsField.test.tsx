// Issue 23 item 12: occasion times are 24-hour text whatever the browser's locale, and the whole
// day is a switch (the server's 08:00–08:00, which nobody guessed from a hint).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithMantine } from '../test/render.tsx';
import { OccasionsField } from './OccasionsField.tsx';
import type { TOccasionLine } from './occasions.ts';

afterEach(cleanup);

function Harness({ initial, onChange }: { initial: TOccasionLine[]; onChange: (value: unknown) => void }) {
  const [value, setValue] = useState<unknown>(initial);
  return (
    <OccasionsField
      values={{}}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      setField={() => {}}
      readOnly={false}
      errors={{}}
      lists={{}}
    />
  );
}

const occasion = (start_time: string, end_time: string): TOccasionLine => ({
  id: 3,
  type: 'one_time',
  date: '2026-12-01',
  day_of_the_week: null,
  start_time,
  end_time,
});
const input = (name: string) => screen.getByLabelText<HTMLInputElement>(name, { selector: 'input' });

describe('occasions field', () => {
  it('shows 08:00–08:00 as a whole day with no times', () => {
    renderWithMantine(<Harness initial={[occasion('08:00', '08:00')]} onChange={() => {}} />);
    expect(input('Egész nap').checked).toBe(true);
    expect(input('Kezdés').value).toBe('');
    expect(input('Kezdés').readOnly).toBe(true);
    expect(screen.queryByText(/08:00–08:00/)).toBeNull();
  });

  it('switches the whole day off and on, and takes times as 24-hour text', () => {
    const onChange = vi.fn();
    renderWithMantine(<Harness initial={[occasion('08:00', '08:00')]} onChange={onChange} />);
    fireEvent.click(input('Egész nap'));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ start_time: '08:00', end_time: '16:00' })]);
    expect(input('Befejezés').type).toBe('text');
    fireEvent.change(input('Befejezés'), { target: { value: '1730' } });
    fireEvent.blur(input('Befejezés'));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ start_time: '08:00', end_time: '17:30' })]);
    expect(input('Befejezés').value).toBe('17:30');
    fireEvent.click(input('Egész nap'));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ start_time: '08:00', end_time: '08:00' })]);
  });
});
