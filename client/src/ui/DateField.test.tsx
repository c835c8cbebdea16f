// Issue 11 item 11: the date picker is Hungarian: '2026. november', Monday first, Hungarian
// weekday letters.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithMantine } from '../test/render.tsx';
import { DateField } from './DateField.tsx';

afterEach(cleanup);

describe('date field', () => {
  it('shows a Hungarian month heading and weeks from Monday', async () => {
    renderWithMantine(<DateField label="Megszűnés dátuma" value="2026-11-10" onChange={() => {}} />);
    fireEvent.click(screen.getByLabelText('Megszűnés dátuma'));
    expect(await screen.findByText('2026. november')).toBeTruthy();
    const weekdays = [...document.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(weekdays).toEqual(['h', 'k', 'sze', 'cs', 'p', 'szo', 'v']);
  });
});
