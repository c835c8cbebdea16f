// The planner (MODULES.md §3.10) has no screens: its menu item is always disabled and its paths
// fall through to the not-found page; the overview's page is a built route.
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { routes } from '../../../routes.tsx';
import { isBuiltRoute } from '../../../sections.ts';

const lastMatch = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe('planner and overview routes', () => {
  it.each(['/penzugy/tervezo/evek.html', '/penzugy/tervezo/2026/menu.html', '/penzugy/tervezo/2026/iskolai_lebontas.html'])(
    '%s answers the not-found page',
    (path) => {
      expect(lastMatch(path)?.path).toBe('*');
      expect(isBuiltRoute(path)).toBe(false);
    },
  );

  it('builds the overview page, and its other paths lead back to it', () => {
    expect(isBuiltRoute('/penzugy/attekinto.html')).toBe(true);
    expect(lastMatch('/penzugy/attekinto.html')?.path).toBe('/penzugy/attekinto.html');
    expect(lastMatch('/penzugy/attekinto/uj.html')?.path).toBe('/penzugy/attekinto/uj.html');
  });
});
