// Issue 11 items 8, 13, 17: an AppShell whose burger opens the main menu on small screens, a
// profile button that cuts a long name (full name in title and menu), and the profile menu's link
// to the user's own error reports.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithMantine } from '../test/render.tsx';

const LONG_NAME = 'Dr. Kovácsné Szentgyörgyi-Nagy Erzsébet Margit';
const procedure = () => ({ useMutation: () => ({ mutate: vi.fn(), isPending: false }) });
vi.mock('../api/trpc.ts', () => ({ trpc: new Proxy({}, { get: () => new Proxy({}, { get: () => procedure() }) }) }));
vi.mock('../api/startup-data.ts', async (original) => ({
  ...(await original<object>()),
  useMe: () => ({ id: 7, name: LONG_NAME, is_centre: false }),
  usePermissions: () => new Set<string>(),
}));

// Live task counts are tested in a real browser (tests/e2e/live-updates.test.ts).
vi.mock('./useLiveTasks.ts', () => ({ useLiveTasks: () => undefined }));

const { Layout } = await import('./Layout.tsx');

afterEach(cleanup);

describe('layout', () => {
  it('has a burger for the main menu, a profile button with the full name, and the own reports link', async () => {
    renderWithMantine(
      <MemoryRouter>
        <Routes>
          <Route element={<Layout />}>
            <Route path="/" element={<p>kezdőlap</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    const burger = screen.getByRole('button', { name: 'Főmenü' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    // The side panel lists the menu groups (the header's hover menus are the desktop's).
    expect(screen.getAllByRole('navigation', { name: 'Főmenü' })).toHaveLength(2);

    // jsdom applies no media queries: both the name and the phone's hidden name are in the DOM.
    const profile = screen.getByTitle(LONG_NAME);
    fireEvent.click(profile);
    const link = await screen.findByRole('menuitem', { name: 'Saját hibabejelentéseim' });
    expect(link.getAttribute('href')).toBe('/rendszerhibak.html');
    expect(screen.getByText(`Üdvözöljük, ${LONG_NAME}!`)).toBeTruthy();
  });
});
