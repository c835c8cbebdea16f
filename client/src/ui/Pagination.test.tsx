import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithMantine } from '../test/render.tsx';
import { Pagination } from './Pagination.tsx';

afterEach(cleanup);

describe('<Pagination>', () => {
  it('shows two pages either side of the current one and the total', () => {
    renderWithMantine(<Pagination page={5} pageSize={25} total={250} onPage={() => {}} onPageSize={() => {}} />);
    const pages = screen
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => /^\d+$/.test(text ?? ''));
    expect(pages).toEqual(['3', '4', '5', '6', '7']);
    expect(screen.getByText('Összesen: 250')).toBeTruthy();
    expect(screen.getByRole('button', { name: '5' }).getAttribute('aria-current')).toBe('page');
  });

  it('disables stepping past the ends and reports the chosen page', () => {
    const onPage = vi.fn();
    renderWithMantine(<Pagination page={1} pageSize={25} total={40} onPage={onPage} onPageSize={() => {}} />);
    expect((screen.getByLabelText('Előző oldal') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
