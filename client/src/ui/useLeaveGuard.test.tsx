// Issue 11 item 15: a dirty form asks before the user navigates away or closes the tab.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { renderWithMantine } from '../test/render.tsx';
import { LEAVE_QUESTION, useLeaveGuard } from './useLeaveGuard.ts';

afterEach(cleanup);

function Form({ dirty }: { dirty: boolean }) {
  useLeaveGuard(dirty);
  return <Link to="/lista.html">Lista</Link>;
}

function renderAt(dirty: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/uj.html', element: <Form dirty={dirty} /> },
      { path: '/lista.html', element: <p>lista</p> },
    ],
    { initialEntries: ['/uj.html'] },
  );
  renderWithMantine(<RouterProvider router={router} />);
  return router;
}

describe('leave guard', () => {
  it('asks on a dirty form: staying keeps the page, leaving goes on', async () => {
    const router = renderAt(true);
    fireEvent.click(screen.getByText('Lista'));
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(LEAVE_QUESTION);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Maradok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/uj.html');

    fireEvent.click(screen.getByText('Lista'));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Elhagyom az oldalt' }));
    await screen.findByText('lista');
  });

  it('lets a clean form go without asking, and warns on tab close only when dirty', async () => {
    renderAt(false);
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByText('Lista'));
    await screen.findByText('lista');
    cleanup();

    renderAt(true);
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
