// Issue 11 item 6: amounts in lists never wrap, and state badges never shrink into an ellipsis.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithMantine } from '../test/render.tsx';

const answer = { data: [{ id: 1, subject: 'Papír', cost: 189000, state: 'under_checking', waiting_for_me: true }], total: 1, can_create: false };
const procedure = () => ({ useQuery: () => ({ data: answer, isLoading: false, isFetching: false }) });
vi.mock('./moduleApi.ts', () => ({ moduleApi: () => new Proxy({}, { get: () => procedure() }) }));

const { ListPage } = await import('./ListPage.tsx');

afterEach(cleanup);

describe('list table layout', () => {
  it("keeps '189 000 Ft' on one line and shows the state badges whole", () => {
    renderWithMantine(
      <MemoryRouter>
        <ListPage
          config={{
            moduleKey: 'commitments',
            title: 'Kötelezettségvállalások',
            restBase: 'kotelezettsegvallalas',
            detailPath: (id) => `/k/${id}.html`,
            workflow: true,
            initialState: 'open',
            exportable: false,
            columns: [
              { key: 'subject', label: 'Tárgy' },
              { key: 'cost', label: 'Összeg', format: 'money' },
            ],
          }}
        />
      </MemoryRouter>,
    );
    const amount = screen.getByText('189 000 Ft');
    expect(amount.closest('td')?.style.whiteSpace).toBe('nowrap');
    const badge = screen.getByText('Folyamatban').closest('.mantine-Badge-root') as HTMLElement;
    expect(badge.style.flexShrink).toBe('0');
    expect(badge.getAttribute('title')).toBe('Folyamatban');
    expect(badge.closest('td')?.style.whiteSpace).toBe('nowrap');
  });
});
