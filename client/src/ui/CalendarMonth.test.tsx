import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithMantine } from '../test/render.tsx';
import { CalendarMonth } from './CalendarMonth.tsx';
import type { TCalendarEvent } from './calendarMonth.ts';

afterEach(cleanup);

const EVENT: TCalendarEvent = {
  id: 41,
  title: 'Informatika terem: Szülői értekezlet',
  start: '2026-11-05 17:00',
  end: '2026-11-05 19:00',
  all_day: false,
  url: '/muszak/teremfoglalasok/41.html',
};

function Harness({ onOpen, events = [EVENT] }: { onOpen: (url: string) => void; events?: TCalendarEvent[] }) {
  const [shown, setShown] = useState({ year: 2026, month: 11 });
  return (
    <MemoryRouter>
      <CalendarMonth {...shown} events={events} today="2026-11-04" onMonthChange={(year, month) => setShown({ year, month })} onOpen={onOpen} />
    </MemoryRouter>
  );
}

const cell = (date: string) => document.querySelector<HTMLElement>(`[data-date="${date}"]`)!;

describe('<CalendarMonth>', () => {
  it('starts the week on Monday, with Hungarian month and day names', () => {
    renderWithMantine(<Harness onOpen={() => {}} />);
    const grid = screen.getByRole('grid', { name: '2026. november' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((th) => th.getAttribute('abbr'));
    expect(headers).toEqual(['hétfő', 'kedd', 'szerda', 'csütörtök', 'péntek', 'szombat', 'vasárnap']);
    // 1 November 2026 is a Sunday: the first row starts with Monday 26 October.
    const firstRow = within(grid).getAllByRole('row')[1];
    expect(
      within(firstRow)
        .getAllByRole('gridcell')
        .map((td) => td.dataset.date),
    ).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    expect(cell('2026-11-05').textContent).toContain('2026. november 5., csütörtök');
  });

  it('shows the month at once and marks the Hungarian public holidays when their calendar has loaded', async () => {
    renderWithMantine(<Harness onOpen={() => {}} />);
    expect(cell('2026-11-07').dataset.dayKind).toBe('weekend');
    await waitFor(() => expect(cell('2026-11-01').dataset.holiday).toBe('true'));
    expect(cell('2026-11-01').textContent).toContain('Mindenszentek');
    expect(cell('2026-11-02').dataset.holiday).toBeUndefined();
  });

  it('shows events as links to their records', () => {
    renderWithMantine(<Harness onOpen={() => {}} />);
    const link = within(cell('2026-11-05')).getByRole('link');
    expect(link.getAttribute('href')).toBe('/muszak/teremfoglalasok/41.html');
    expect(link.textContent).toContain('17:00–19:00 Informatika terem: Szülői értekezlet');
  });

  it('tells a booking waiting for approval from an approved one', () => {
    const approved = { ...EVENT, id: 42, state: 'closed_positive', title: 'Díszterem: Ballagás' };
    const pending = { ...EVENT, id: 43, state: 'pending', title: 'Tornaterem: Edzés' };
    renderWithMantine(<Harness onOpen={() => {}} events={[approved, pending]} />);
    const [held, waiting] = within(cell('2026-11-05')).getAllByRole('link');
    expect(held.textContent).toBe('17:00–19:00 Díszterem: Ballagás');
    expect(held.dataset.pending).toBeUndefined();
    expect(waiting.textContent).toBe('17:00–19:00 Tornaterem: Edzés (jóváhagyásra vár)');
    expect(waiting.dataset.pending).toBe('true');
    expect(waiting.style.border).toContain('dashed');
    expect(held.style.border).not.toContain('dashed');
  });
  it('moves between days with the arrow keys, across months, and opens with Enter', () => {
    const onOpen = vi.fn();
    renderWithMantine(<Harness onOpen={onOpen} />);
    const today = cell('2026-11-04');
    expect(today.tabIndex).toBe(0);
    today.focus();
    fireEvent.keyDown(today, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(cell('2026-11-05'));
    fireEvent.keyDown(cell('2026-11-05'), { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith('/muszak/teremfoglalasok/41.html');
    fireEvent.keyDown(cell('2026-11-05'), { key: 'ArrowUp' });
    fireEvent.keyDown(cell('2026-10-29'), { key: 'ArrowUp' });
    expect(screen.getByRole('grid', { name: '2026. október' })).toBeTruthy();
    expect(document.activeElement).toBe(cell('2026-10-22'));
    fireEvent.keyDown(cell('2026-10-22'), { key: 'PageDown' });
    expect(screen.getByRole('grid', { name: '2026. november' })).toBeTruthy();
    expect(document.activeElement).toBe(cell('2026-11-01'));
  });
});

describe('<CalendarMonth> on a phone', () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') || query.includes('prefers-reduced-motion') });
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('lists the days with events or names as an agenda instead of the grid', () => {
    const twoDays = { ...EVENT, id: 44, title: 'Autó: Vizsga', start: '2026-11-19 20:00', end: '2026-11-20 09:00' };
    renderWithMantine(<Harness onOpen={() => {}} events={[EVENT, twoDays]} />);
    expect(screen.queryByRole('grid')).toBeNull();
    const agenda = screen.getByRole('region', { name: '2026. november' });
    const days = within(agenda)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(days).toEqual(['2026. november 1., vasárnap', '2026. november 5., csütörtök', '2026. november 19., csütörtök', '2026. november 20., péntek']);
    expect(cell('2026-11-01').textContent).toContain('Mindenszentek');
    expect(within(cell('2026-11-05')).getByRole('link').textContent).toBe('17:00–19:00 Informatika terem: Szülői értekezlet');
    expect(within(cell('2026-11-19')).getByRole('link').textContent).toBe('20:00– Autó: Vizsga');
    expect(within(cell('2026-11-20')).getByRole('link').textContent).toBe('–09:00 Autó: Vizsga');
  });
});
