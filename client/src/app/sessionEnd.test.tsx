// Issue 11 item 12: a bad or expired token ends the session once, the login page says so in one
// message, and after login the user lands on the page asked for.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ApiError } from '../api/errors.ts';
import { renderWithMantine } from '../test/render.tsx';

let onLogin: ((answer: { key: string }) => Promise<void>) | undefined;
vi.mock('../api/trpc.ts', () => ({
  trpc: {
    useUtils: () => ({ invalidate: async () => {} }),
    auth: {
      login: {
        useMutation: (options: { onSuccess: (answer: { key: string }) => Promise<void> }) => {
          onLogin = options.onSuccess;
          return { mutate: () => void options.onSuccess({ key: 'fresh' }), isPending: false };
        },
      },
    },
  },
}));
vi.mock('../api/startup-data.ts', async (original) => ({ ...(await original<object>()), useMe: () => null }));

const { reactToApiError, setSessionHandlers } = await import('../api/session.ts');
const { getToken, setToken, clearToken } = await import('../api/token.ts');
const { loginPathFor, RequireToken, SESSION_EXPIRED_MESSAGE } = await import('./Guard.tsx');
const { LoginPage } = await import('./pages/LoginPage.tsx');

afterEach(() => {
  cleanup();
  clearToken();
});

describe('session end', () => {
  it('several 401s end the session once, as expired', () => {
    const ended = vi.fn();
    setSessionHandlers({ ended, forbidden: () => {} });
    setToken('stale');
    for (let i = 0; i < 3; i += 1) reactToApiError(new ApiError(401, 'Érvénytelen token.'));
    expect(ended).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledWith('expired');
    expect(getToken()).toBeNull();
  });

  it('the login path remembers the requested page (the loading screen passes its own target on)', () => {
    expect(loginPathFor('/penzugy/kotelezettsegvallalas/12.html')).toBe('/belepes.html?next=%2Fpenzugy%2Fkotelezettsegvallalas%2F12.html');
    expect(loginPathFor('/betoltes.html', '?next=%2Frendszerhibak.html')).toBe('/belepes.html?next=%2Frendszerhibak.html');
    expect(loginPathFor('/')).toBe('/belepes.html');
  });

  it('without a token the guard sends to login and keeps the target', async () => {
    const router = createMemoryRouter(
      [
        { element: <RequireToken />, children: [{ path: '/penzugy/partnerek/lista.html', element: <p>lista</p> }] },
        { path: '/belepes.html', element: <p>belépés</p> },
      ],
      { initialEntries: ['/penzugy/partnerek/lista.html'] },
    );
    renderWithMantine(<RouterProvider router={router} />);
    await screen.findByText('belépés');
    expect(router.state.location.search).toBe('?next=%2Fpenzugy%2Fpartnerek%2Flista.html');
  });

  it('the login page shows the one message and goes to the requested page after login', async () => {
    const router = createMemoryRouter(
      [
        { path: '/belepes.html', element: <LoginPage /> },
        { path: '/betoltes.html', element: <p>betöltés</p> },
      ],
      { initialEntries: [{ pathname: '/belepes.html', search: '?next=%2Frendszerhibak.html', state: { sessionExpired: true } }] },
    );
    renderWithMantine(<RouterProvider router={router} />);
    expect(screen.getAllByText(SESSION_EXPIRED_MESSAGE)).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('E-mail cím'), { target: { value: 'a@b.hu' } });
    fireEvent.change(screen.getByLabelText('Jelszó'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Belépés' }));
    await screen.findByText('betöltés');
    expect(onLogin).toBeDefined();
    await waitFor(() => expect(router.state.location.search).toBe('?next=%2Frendszerhibak.html'));
  });
});
